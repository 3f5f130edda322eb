/** Final scoring (H-13) with its breakdown, and the ranking with shared wins (H-13.7, A-18). */
import type { Outcome, Seat } from '@tabula/engine';
import { controller, largestNetwork } from './control';
import { abilityValue, fullyDeveloped } from './desk';
import { boardOf } from './rules';
import { ABILITIES, type HansaState } from './types';

/** H-13.3: points for 0, 1, 2–3, 4–5, 6–7, 8–9, 10+ taken tokens. */
export function bonusTokenPoints(n: number): number {
  if (n >= 10) return 21;
  return [0, 1, 3, 3, 6, 6, 10, 10, 15, 15][n]!;
}

export interface ScoreLines {
  /** H-13.1 (A) */
  play: number;
  /** H-13.2 (B): 4 per fully developed ability except Clavis Urbis. */
  abilities: number;
  /** H-13.3 (C) */
  bonusTokens: number;
  /** H-13.4 (D) */
  coellen: number;
  /** H-13.5 (E): 2 per controlled city. */
  cities: number;
  /** H-13.6 (F): largest network × Clavis Urbis. */
  network: number;
  total: number;
}

export function scoreLines(s: HansaState, seat: Seat): ScoreLines {
  const p = s.seats[seat]!;
  const abilities = 4 * ABILITIES.filter((a) => a !== 'clavisUrbis' && fullyDeveloped(p, a)).length;
  const bonusTokens = bonusTokenPoints(p.tokens.length + p.usedTokens.length);
  const spaces = boardOf(s).data.cities[boardOf(s).coellen]!.prestigeTable!.spaces;
  let coellen = 0;
  s.coellen.forEach((who, i) => {
    if (who === seat) coellen += spaces[i]!.value;
  });
  let cities = 0;
  for (let c = 0; c < s.kontors.length; c++) if (controller(s, c) === seat) cities += 2;
  const network = largestNetwork(s, seat) * abilityValue(p, 'clavisUrbis');
  const play = p.prestige;
  return {
    play,
    abilities,
    bonusTokens,
    coellen,
    cities,
    network,
    total: play + abilities + bonusTokens + coellen + cities + network,
  };
}

/** Rank 1 = best; equal totals share a rank (shared victory, A-18). */
function rankScores(scores: number[]): number[] {
  return scores.map((x) => 1 + scores.filter((y) => y > x).length);
}

export function outcome(s: HansaState): Outcome | null {
  if (!s.over) return null;
  const lines = s.seats.map((_, i) => scoreLines(s, i));
  const scores = lines.map((l) => l.total);
  return { scores, ranking: rankScores(scores), breakdown: lines.map((l) => ({ ...l })) };
}
