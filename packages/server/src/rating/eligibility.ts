/**
 * Which matches are rated (issue 44): every seat held by an account, a clock, online (no account
 * holding two seats: hot-seat), no fixed seed, created as rated; never solo, never with a bot at a
 * seat, only the games with ratings. What can be known at creation is refused then (400), so a
 * player never waits a whole match for a rating that could not come; the seats' accounts are
 * known only at the end.
 */
import { type CreateMatch, RATED_GAMES } from '@tabula/wire';
import type { EndedMatch } from './endedMatch';

const GAMES: readonly string[] = RATED_GAMES;

/** Why a create request asking for a rated match can never be rated, or null. */
export function ratedRefusal(req: CreateMatch): string | null {
  if (!req.rated) return null;
  const seats = req.seats ?? [];
  if (!GAMES.includes(req.game)) return `only ${RATED_GAMES.join(' and ')} are rated, not "${req.game}"`;
  if (req.players < 2) return 'a solo match is never rated';
  if (seats.some((s) => s.bot !== undefined)) return 'a match with a bot at a seat is never rated';
  if (req.seed !== undefined) return 'a match from a fixed seed is never rated: leave "seed" out';
  if (!req.clock) return 'a rated match needs a clock';
  if (seats.filter((s) => s.name !== undefined).length > 1)
    return 'a hot-seat match (several seats named at creation) is never rated: each player joins their own seat';
  return null;
}

/**
 * Why an ended match created as rated is not counted, or null. `holders`: the account holding
 * each seat (null for none).
 */
export function unratedReason(m: EndedMatch, holders: ReadonlyArray<string | null>): string | null {
  if (!GAMES.includes(m.game)) return `${m.game} has no ratings`;
  if (m.players < 2) return 'solo';
  if (!m.ranking && !m.abandoned) return 'no result';
  if (m.seats.some((s) => s.tokenHash === null)) return 'a bot held a seat';
  if (m.seedFixed) return 'fixed seed';
  if (!m.clocked) return 'no clock';
  if (holders.some((h) => h === null)) return 'a seat not held by an account';
  if (new Set(holders).size < holders.length) return 'an account held several seats (hot-seat)';
  return null;
}
