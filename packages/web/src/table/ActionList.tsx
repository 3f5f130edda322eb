/**
 * The plain list of every legal action: the fallback that always works, keyboard included. An
 * action with a lasting cost (`costOf`) asks first here too (issue 24: no one-click loss). Entries
 * that say the same are one entry (`distinct`). Folded away until opened (issue 45: an always-open
 * "Legal actions (190)" read like a developer's tool); opening it is a setting this browser keeps,
 * for keyboard and screen-reader players who prefer a list to the board.
 */
import { useState } from 'react';
import { useI18n } from '../i18n/i18n';
import { distinct } from '../games/pointing/distinct';
import { useSuggested } from '../games/pointing/suggest';

const KEY = 'tabula.actionListOpen';

function remembered(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function ActionList<A>({
  legal,
  describe,
  act,
  busy,
  costOf,
}: {
  legal: A[];
  describe(a: A): string;
  act(a: A): void;
  busy: boolean;
  costOf?(a: A): string | null;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(remembered);
  const [asking, setAsking] = useState<A | null>(null);
  const isSuggested = useSuggested();
  // A question outlives no change of the list (the table moved on); its words follow the language.
  const ask = asking !== null && legal.includes(asking) ? { action: asking, cost: costOf?.(asking) ?? '' } : null;
  // Folded, the list is not drawn at all (issue 45: its ~190 buttons, each described, made the frame
  // that brings a Hansa turn back long at 4× CPU throttling, though nobody saw them).
  const shown = open ? distinct(legal, describe) : [];
  const choose = (a: A) => {
    if ((costOf?.(a) ?? null) === null) act(a);
    else setAsking(a);
  };
  return (
    <details
      className="panel action-list"
      open={open}
      data-testid="action-list"
      onToggle={(e) => {
        const now = (e.currentTarget as HTMLDetailsElement).open;
        setOpen(now);
        try {
          localStorage.setItem(KEY, now ? '1' : '0');
        } catch {
          /* not remembered */
        }
      }}
    >
      <summary>{t('table.actions')}</summary>
      {ask && (
        <div className="confirm" role="alertdialog" aria-label={t('table.confirmTitle')} data-testid="confirm">
          <strong>{describe(ask.action)}</strong> <span data-testid="cost">{ask.cost}</span>{' '}
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={() => {
              setAsking(null);
              act(ask.action);
            }}
            data-testid="confirm-yes"
          >
            {t('table.confirm')}
          </button>{' '}
          <button type="button" onClick={() => setAsking(null)} data-testid="confirm-no">
            {t('table.cancel')}
          </button>
        </div>
      )}
      {!open ? null : legal.length === 0 ? (
        <p className="muted">{t('table.noActions')}</p>
      ) : (
        <ol>
          {shown.map(({ action: a, text }) => (
            <li key={text}>
              <button
                type="button"
                className={isSuggested(a) ? 'suggested' : undefined}
                disabled={busy}
                onClick={() => choose(a)}
                data-action={JSON.stringify(a)}
              >
                {text}
              </button>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
