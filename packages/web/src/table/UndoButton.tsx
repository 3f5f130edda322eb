/**
 * Undo (issue 24, engine README "Undo"): a button and Ctrl+Z / ⌘Z that send `{ type: 'undo' }`
 * for the seat shown — in hot-seat the seat whose table is on screen. Enabled only when the server
 * says this seat may undo, so a refused undo is rare (a race) and then shown like any refusal.
 */
import { useEffect, useRef } from 'react';
import { useI18n } from '../i18n/i18n';

/** Keys typed into a text field are the field's (the chat's own Ctrl+Z undoes typing). */
function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.isContentEditable);
}

/** The rule ids a game's reason ends with: "a card was turned up … (L-5.2, L-5.10)" → "L-5.2, L-5.10". */
function rulesOf(message: string): string {
  return /\(([^()]*)\)\s*$/.exec(message)?.[1] ?? '';
}

export function UndoButton({
  can,
  why,
  busy,
  onUndo,
}: {
  can: boolean;
  why: { ruleId: string; message: string } | null;
  busy: boolean;
  onUndo(): void;
}) {
  const { t } = useI18n();
  const enabled = can && !busy;
  // Read at the key press, not when the listener was set up: a Ctrl+Z right after an update would
  // otherwise meet the listener of the render before it (still busy) and be dropped.
  const now = useRef({ enabled, onUndo });
  now.current = { enabled, onUndo };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'z' || !(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || typing(e.target))
        return;
      e.preventDefault();
      if (now.current.enabled) now.current.onUndo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  // Why the seat's own last action cannot be taken back: said beside the button, in words.
  const off =
    !can && why
      ? why.ruleId === 'ENGINE-UNDO-HIDDEN'
        ? t('table.undoOffHidden', { rules: rulesOf(why.message) })
        : t('table.undoOffEnded')
      : null;
  return (
    <p className="undo-row">
      <button
        type="button"
        className="undo"
        disabled={!enabled}
        onClick={onUndo}
        title={t('table.undoTitle')}
        aria-keyshortcuts="Control+Z Meta+Z"
        aria-describedby={off ? 'undo-off' : undefined}
        data-testid="undo"
      >
        ↶ {t('table.undo')}
      </button>
      {off && (
        <span className="muted" id="undo-off" data-testid="undo-off">
          {' '}
          {off}
        </span>
      )}
    </p>
  );
}
