/**
 * The Hansa Teutonica evaluation: an estimate of a seat's final prestige, in prestige points.
 *
 * - The final score if the game ended now (`scoreLines`, H-13): prestige on the track, 4 per
 *   fully developed ability, bonus tokens, Coellen table, 2 per controlled city, and the network
 *   (largest group of cities with own Kontors × Clavis Urbis).
 * - Abilities under way (H-3): each piece already taken off a track, weighted by what it buys —
 *   Actiones 1.2 (more actions every turn), Privilegium 1.0 (better Kontor spaces), Bursa 0.8,
 *   Clavis Urbis 0.8 (beyond the network already counted), Liber Sophiae 0.6.
 * - Network in the making: a route whose posts all hold own pieces is an Establish away from
 *   prestige and a Kontor (+2, +1 more with a bonus token lying at it, H-10.6); own pieces on a
 *   route not yet full count 0.4 each (0.2 when an opponent also sits on it, as a displacement
 *   target).
 * - Pieces available: personal supply traders 0.3, merchants 0.5 (they can be placed now);
 *   general supply 0.1 each (an Income away).
 *
 * Only a determinized state built from the bot's own view is ever evaluated.
 */
import { type HansaState, scoreLines } from '@tabula/hansa';
import type { GameHeuristic } from './types';

/** Per track in desk order (Clavis Urbis, Actiones, Privilegium, Liber Sophiae, Bursa). */
const TRACK_WEIGHT = [0.8, 1.2, 1.0, 0.6, 0.8];

export function evaluateHansa(s: HansaState, seat: number): number {
  const p = s.seats[seat]!;
  let v = scoreLines(s, seat).total;
  for (let i = 0; i < TRACK_WEIGHT.length; i++) v += TRACK_WEIGHT[i]! * p.desk[i]!;
  v += 0.3 * p.personal.t + 0.5 * p.personal.m + 0.1 * (p.general.t + p.general.m);
  for (let r = 0; r < s.posts.length; r++) {
    const posts = s.posts[r]!;
    let own = 0;
    let other = 0;
    for (const code of posts) {
      if (code < 0) continue;
      if (code >> 1 === seat) own++;
      else other++;
    }
    if (own === 0) continue;
    if (own === posts.length) v += 2 + (s.routeTokens[r] ? 1 : 0);
    else v += (other ? 0.2 : 0.4) * own;
  }
  return v;
}

export const hansaHeuristic: GameHeuristic<HansaState> = {
  game: 'hansa',
  evaluate: evaluateHansa,
  players: (s) => s.players,
  scale: 5,
  rolloutDepth: 10,
};
