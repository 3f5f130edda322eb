/** The plain list of every legal action: the fallback that always works, keyboard included. */
import { useI18n } from '../i18n/i18n';

export function ActionList<A>({ legal, describe, act, busy, open }: { legal: A[]; describe(a: A): string; act(a: A): void; busy: boolean; open?: boolean }) {
  const { t } = useI18n();
  return (
    <details className="panel action-list" open={open} data-testid="action-list">
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
