/**
 * The final score with its breakdown in the rulebook's vocabulary. The server's marks that are no
 * score are said in words (issue 45): a resigned seat is named so, not a "resigned 0/1" column; a
 * 2-player match conceded before its end counted no scores, so it shows no "0 : 0" totals; a
 * Loyang solo game's level is its name ("below Good" rather than "0" or "—").
 */
import type { Outcome } from '@tabula/engine';
import { useI18n, type T } from '../i18n/i18n';
import { listOf } from '../i18n/format';

const GOALS: Record<number, string> = { 19: 'master', 18: 'veryGood', 17: 'good' };

/** A breakdown value in words where it is a mark rather than a number. */
function cellText(t: T, key: string, v: number): string {
  return key === 'soloGoal' ? t('end.goalName', { goal: GOALS[v] ?? 'none' }) : String(v);
}

/** Whether the match ended by a concession: the outcome holds no game score, only who resigned. */
function conceded(outcome: Outcome): boolean {
  return outcome.breakdown.every((b) => Object.keys(b).length === 1 && 'resigned' in b);
}

export function FinalScore({
  outcome,
  names,
  label,
  note,
}: {
  outcome: Outcome;
  names: string[];
  label(key: string): string;
  /** What the game adds below the table (how it breaks ties). */
  note?: string;
}) {
  const { t, lang } = useI18n();
  const ended = conceded(outcome);
  // The total is the Score column already (Hansa `total`, Loyang `final`); `resigned` goes by the name.
  const keys = [...new Set(outcome.breakdown.flatMap((b) => Object.keys(b)))].filter(
    (k) => k !== 'total' && k !== 'final' && k !== 'resigned',
  );
  const order = outcome.scores.map((_, i) => i).sort((a, b) => outcome.ranking[a]! - outcome.ranking[b]! || a - b);
  const resigned = (s: number) => outcome.breakdown[s]?.resigned === 1;
  const quitters = order.filter(resigned).map((s) => names[s] ?? '');
  return (
    <section className="panel score" aria-labelledby="score-h" data-testid="final-score">
      <h2 id="score-h">{t('table.score')}</h2>
      {ended && <p data-testid="conceded">{t('end.conceded', { names: listOf(lang, quitters) })}</p>}
      {/* A phone scrolls the table sideways: keyboard players reach that scroll too (axe scrollable-region-focusable, issue 45). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys. */}
      <section className="table-scroll" aria-labelledby="score-h" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th>{t('table.rank')}</th>
              <th>{t('table.player')}</th>
              {keys.map((k) => (
                <th key={k}>{label(k)}</th>
              ))}
              {!ended && <th className="total">{t('table.total')}</th>}
            </tr>
          </thead>
          <tbody>
            {order.map((s) => (
              <tr key={s} className={outcome.ranking[s] === 1 ? 'winner' : undefined}>
                <td>{outcome.ranking[s]}</td>
                <td>{resigned(s) ? t('end.resignedName', { name: names[s] ?? '' }) : names[s]}</td>
                {keys.map((k) => {
                  const v = outcome.breakdown[s]?.[k];
                  return <td key={k}>{v === undefined ? '' : cellText(t, k, v)}</td>;
                })}
                {!ended && (
                  <td className="total">
                    <strong>{outcome.scores[s]}</strong>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {note && (
        <p className="muted" data-testid="score-note">
          {note}
        </p>
      )}
    </section>
  );
}
