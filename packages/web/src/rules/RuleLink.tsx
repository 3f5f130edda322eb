/**
 * A rule id as a link to the reference (`/rules/<game>#<id>`, a new tab so the table stays),
 * with the rule's text: on a pointer that hovers, a tooltip on hover and on keyboard focus; on a
 * touch screen a tap opens a popover with the text and a "Full reference" link instead of
 * leaving — the text is never reachable by hovering only.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';
import { ruleText, rulesPath, type RuleGame } from './book';
import { useBook } from './useBook';
import './rules.css';

type Open = 'none' | 'tip' | 'pop';

function touchLike(pointer: string | null): boolean {
  if (pointer === 'touch' || pointer === 'pen') return true;
  if (pointer === 'mouse') return false;
  return typeof window.matchMedia === 'function' && window.matchMedia('(hover: none)').matches;
}

export function RuleLink({ game, id, children }: { game: RuleGame; id: string; children?: ReactNode }) {
  const { t } = useI18n();
  const book = useBook(game);
  const text = book ? ruleText(book, id) : undefined;
  const [open, setOpen] = useState<Open>('none');
  const pointer = useRef<string | null>(null);
  const wrap = useRef<HTMLSpanElement>(null);
  const tipId = useId();
  const href = rulesPath(game, id);

  useEffect(() => {
    if (open !== 'pop') return;
    // A popover closes on a tap elsewhere or Escape, not on blur (its own link must stay tappable).
    const away = (e: Event) => {
      if (wrap.current && !wrap.current.contains(e.target as Node)) setOpen('none');
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape pressed on the link or inside its popover bubbles here and closes the popover; the wrapper itself is no control.
    <span
      className="rule-link-wrap"
      ref={wrap}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || open === 'none') return;
        e.stopPropagation();
        setOpen('none');
      }}
    >
      <a
        className="rule-link"
        href={href}
        target="_blank"
        rel="noopener"
        data-rule={id}
        aria-describedby={open !== 'none' && text ? tipId : undefined}
        aria-label={text ? t('rules.ruleLabel', { id, text }) : undefined}
        onPointerDown={(e) => (pointer.current = e.pointerType)}
        onPointerEnter={(e) => e.pointerType === 'mouse' && open === 'none' && setOpen('tip')}
        onPointerLeave={(e) => e.pointerType === 'mouse' && open === 'tip' && setOpen('none')}
        onFocus={() => open === 'none' && setOpen('tip')}
        onBlur={() => open === 'tip' && setOpen('none')}
        onClick={(e) => {
          const touch = touchLike(pointer.current);
          pointer.current = null;
          if (!touch) return; // a mouse or keyboard follows the link
          e.preventDefault();
          setOpen(open === 'pop' ? 'none' : 'pop');
        }}
      >
        {children ?? id}
      </a>
      {open !== 'none' && text && (
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is set only when the role is dialog (a popover), which supports it; Biome cannot follow the role's expression.
        <span
          className={`rule-tip ${open}`}
          role={open === 'tip' ? 'tooltip' : 'dialog'}
          id={tipId}
          aria-label={open === 'pop' ? id : undefined}
          data-testid="rule-tip"
        >
          <strong className="rule-tip-id">{id}</strong> {text}
          {open === 'pop' && (
            <span className="rule-tip-actions">
              <a href={href} target="_blank" rel="noopener" className="button">
                {t('rules.full')}
              </a>
              <button type="button" onClick={() => setOpen('none')}>
                {t('rules.close')}
              </button>
            </span>
          )}
        </span>
      )}
    </span>
  );
}
