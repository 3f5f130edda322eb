/**
 * The number a player sees (issue 44: "a conservative number on a familiar scale"). openskill keeps
 * a rating as a belief about skill: a mean `mu` (25 for a new player) and a deviation `sigma`
 * (25/3). Shown is the conservative estimate, openskill's ordinal `mu − 3·sigma` (the skill the
 * player has with 99.7% likelihood; 0 for a new player), on a 1500-based scale:
 *
 *   shown = round(1500 + 30 · (mu − 3·sigma))
 *
 * so a new player shows 1500. Why 30 points per unit of `mu`: between two settled players (sigma
 * near 0) Plackett–Luce gives the better one the odds e^(Δmu / c), c = √2·β, β = 25/6; 400 points
 * — Elo's "ten to one" — is then Δmu = c·ln 10 ≈ 13.6, so 400/13.6 ≈ 29.5 points per unit. A new
 * player's number mostly rises over the first games, as sigma shrinks: that is what "conservative"
 * means, and why it is marked provisional for PROVISIONAL_GAMES games.
 */
import { PROVISIONAL_GAMES, type RatingShown } from '@tabula/wire';
import { ordinal } from 'openskill';

const BASE = 1500;
const POINTS_PER_MU = 30;

/** The number shown for a rating. */
export function shownRating(r: { mu: number; sigma: number }): number {
  return Math.round(BASE + POINTS_PER_MU * ordinal(r));
}

/** The rating as a player sees it, with its games and whether it is provisional. */
export function shown(r: { mu: number; sigma: number; games: number }): RatingShown {
  return { rating: shownRating(r), provisional: r.games < PROVISIONAL_GAMES, games: r.games };
}
