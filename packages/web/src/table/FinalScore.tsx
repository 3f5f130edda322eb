/** The final score with its breakdown in the rulebook's vocabulary. */
import type { Outcome } from '@tabula/engine';
import { useI18n } from '../i18n/i18n';

export function FinalScore({
  outcome,
  names,
  label,
  value,
}: {
  outcome: Outcome;
  names: string[];
  label(key: string): string;
  value?(key: string, v: number): string;
}) {
  const { t } = useI18n();
  // The total is the Score column already (Hansa `total`, Loyang `final`).
  const keys = [...new Set(outcome.breakdown.flatMap((b) => Object.keys(b)))].filter(
    (k) => k !== 'total' && k !== 'final',
  );
  const order = outcome.scores.map((_, i) => i).sort((a, b) => outcome.ranking[a]! - outcome.ranking[b]! || a - b);
  return (
    <section className="panel score" aria-labelledby="score-h" data-testid="final-score">
      <h2 id="score-h">{t('table.score')}</h2>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th>{t('table.rank')}</th>
              <th>{t('table.player')}</th>
              {keys.map((k) => (
                <th key={k}>{label(k)}</th>
              ))}
              <th>{t('table.total')}</th>
            </tr>
          </thead>
          <tbody>
            {order.map((s) => (
              <tr key={s} className={outcome.ranking[s] === 1 ? 'winner' : undefined}>
                <td>{outcome.ranking[s]}</td>
                <td>{names[s]}</td>
                {keys.map((k) => (
                  <td key={k}>
                    {outcome.breakdown[s]?.[k] === undefined
                      ? ''
                      : (value?.(k, outcome.breakdown[s]![k]!) ?? outcome.breakdown[s]![k])}
                  </td>
                ))}
                <td>
                  <strong>{outcome.scores[s]}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
