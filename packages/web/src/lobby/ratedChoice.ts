/**
 * Whether an invited match can be rated, as the server decides it (server/src/rating/
 * eligibility.ts `ratedRefusal`, issue 44): only the rated games, no bot at a seat, a clock, and
 * online — one seat on this device at most (more is hot-seat, one account holding several seats).
 * The web never sends a fixed seed, and the choice is offered only with someone invited (never
 * solo). Null when it can be rated, else the message key saying why not.
 */
import { RATED_GAMES } from '@tabula/wire';
import type { SeatChoice } from './seatChoice';

const GAMES: readonly string[] = RATED_GAMES;

export type UnratedKey = 'lobby.ratedGame' | 'lobby.ratedBot' | 'lobby.ratedClock' | 'lobby.ratedHotSeat';

export function unratedWhy(game: string, seats: readonly SeatChoice[], clockSet: boolean): UnratedKey | null {
  if (!GAMES.includes(game)) return 'lobby.ratedGame';
  if (seats.some((s) => s.kind === 'bot')) return 'lobby.ratedBot';
  if (!clockSet) return 'lobby.ratedClock';
  if (seats.filter((s) => s.kind === 'here').length > 1) return 'lobby.ratedHotSeat';
  return null;
}
