/** End of the game (L-13): loans move back, then Path, Cash, vegetables; shared wins. */
import type { Outcome } from '@tabula/engine';
import type { LoyangState, Player } from './types';

function vegetablesKept(p: Player): number {
  let n = 0;
  for (const f of p.fields) n += f.n;
  for (const x of p.store) n += x;
  return n;
}

export function outcome(s: LoyangState): Outcome | null {
  if (s.phase !== 'over') return null;
  // L-12.2: one space back per Loan; kept as arithmetic (no floor at space 1, the rules are silent).
  const scores = s.p.map((p) => p.path - p.loans);
  const key = s.p.map((p, i) => [scores[i]!, p.cash, vegetablesKept(p)] as const);
  const better = (a: readonly number[], b: readonly number[]) =>
    a[0]! > b[0]! || (a[0] === b[0] && (a[1]! > b[1]! || (a[1] === b[1] && a[2]! > b[2]!)));
  const ranking = key.map((k) => 1 + key.filter((o) => better(o, k)).length);
  const breakdown = s.p.map((p, i) => ({
    path: p.path,
    loans: p.loans,
    final: scores[i]!,
    cash: p.cash,
    vegetables: vegetablesKept(p),
    // L-14.8: the solo rating, the highest goal reached (17 good, 18 very good, 19 master), else 0.
    ...(s.players === 1 ? { soloGoal: [19, 18, 17].find((g) => scores[i]! >= g) ?? 0 } : {}),
  }));
  return { scores, ranking, breakdown };
}
