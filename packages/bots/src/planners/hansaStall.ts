/**
 * The Hansa planner's stall-breaker (`hansaPlan.ts`, `hansaSearch.ts`): how long nothing has moved
 * the game towards its end (H-12.1), and the premium that ends a stalled game.
 */
import type { HansaState } from '@tabula/hansa';

/** What only moves when the game advances towards its end: prestige, Kontors, cities, tokens drawn. */
function progressOf(s: HansaState): string {
  let kontors = 0;
  for (const row of s.kontors) for (const pc of row) if (pc >= 0) kontors++;
  for (const row of s.extraKontors) kontors += row.length;
  return `${s.seats.map((p) => p.prestige).join(',')}|${kontors}|${s.completedCities}|${s.pile.length}`;
}

/**
 * The stall-breaker. A seat that would lose by ending the game could stall it for ever (every
 * end, H-12.1, needs an Establish), and two seats blocking each other's every route can too. When
 * nothing has moved on (`progressOf`) for two rounds, each Establish in a plan earns 4 more per
 * idle round beyond the first — so even a seat that would lose ends the game in the end — and
 * the seat plays for itself alone, so mutual blocks dissolve.
 */
export function stallTracker(): (s: HansaState) => number {
  let progress = '';
  let since = 0;
  return (s) => {
    const now = progressOf(s);
    if (now !== progress) {
      progress = now;
      since = s.turn;
    }
    const idleRounds = Math.floor((s.turn - since) / s.players);
    return idleRounds >= 2 ? 4 * (idleRounds - 1) : 0;
  };
}
