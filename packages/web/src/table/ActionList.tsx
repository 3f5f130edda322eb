/** The plain list of every legal action: the fallback that always works, keyboard included. */
import { useState } from 'react';
import { useI18n } from '../i18n/i18n';

const KEY = 'tabula.actionListOpen';

function remembered(): boolean {
  try {
    return localStorage.getItem(KEY) !== '0';
  } catch {
    return true;
  }
}

export function ActionList<A>({ legal, describe, act, busy }: { legal: A[]; describe(a: A): string; act(a: A): void; busy: boolean }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(remembered);
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
      <summary>
        {t('table.actions')} ({legal.length})
      </summary>
      {legal.length === 0 ? (
        <p className="muted">{t('table.noActions')}</p>
      ) : (
        <ol>
          {legal.map((a, i) => (
            <li key={i}>
              <button type="button" disabled={busy} onClick={() => act(a)} data-action={JSON.stringify(a)}>
                {describe(a)}
              </button>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
