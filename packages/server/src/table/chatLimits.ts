/**
 * Who may talk at a table, and how much (issue 41, point 3: limits that follow the person, not
 * the socket). Every stored line is an fsynced write that goes into the record, so the limits are
 * counted in `service.quotas` (quota.ts) under keys that reconnecting or opening more sockets
 * does not change: the seat, the spectators of a match together, a spectator's address in that
 * match, and the address across all matches. Several instances count them once, in Redis.
 *
 * The per-seat and per-match buckets hold whatever the address: a loopback client (exempt from
 * per-address limits on a bare server, addressLimits.ts) is still limited by them.
 *
 * A match keeps at most MATCH_LINES lines. Once it has ended, its seated players have a short
 * window for a "good game" (GOOD_GAME_MS, GOOD_GAME_LINES lines a seat); spectators may not talk
 * after the end, and an expired match takes no more lines.
 */
import type { LiveMatch } from '../match/liveMatch';
import { type QuotaRule, type Quotas, retryIn } from '../limits/quota';
import type { ErrorCode } from '@tabula/wire';

/** A seat's lines, and one spectator's (one address) in one match: 5 at once, one every 2 s. */
const LINE_RULE: QuotaRule = { burst: 5, perSecond: 0.5 };
/** All spectators of a match together: 30 sockets talk as much as a few people, not 30. */
const SPECTATORS_RULE: QuotaRule = { burst: 10, perSecond: 1 };
/** One address across every match (many tables opened to talk in each). */
const ADDRESS_RULE: QuotaRule = { burst: 20, perSecond: 2 };
/** Lines a match keeps: beyond, it is refused (the record and the replay carry them all). */
export const MATCH_LINES = 2_000;
/** After the end, how long seated players may still talk, and how many lines each. */
export const GOOD_GAME_MS = 2 * 60_000;
export const GOOD_GAME_LINES = 3;
/** The good-game lines never refill within the window (one token in over 15 minutes). */
const GOOD_GAME_RULE: QuotaRule = { burst: GOOD_GAME_LINES, perSecond: 0.001 };

export interface Speaker {
  /** The seat talking, or null for a spectator. */
  seat: number | null;
  /** The client's address, or null when per-address limits do not apply to it (loopback, addressLimits.ts). */
  address: string | null;
  /** The connection's signed-in account (issue 44), null or absent without one. */
  account?: string | null;
}

export interface ChatRefusal {
  code: ErrorCode;
  message: string;
}

/** Why the speaker may not talk at all now (no quota is taken), or null. */
export function closedTo(m: LiveMatch, who: Speaker, now: number): ChatRefusal | null {
  if (who.seat === null && !m.spectatorChat)
    return { code: 'spectator', message: 'the match’s creator has muted spectators' };
  if (m.chatNext >= MATCH_LINES)
    return { code: 'chat-closed', message: `this table’s talk is full: a match keeps at most ${MATCH_LINES} lines` };
  if (m.endedAt === null) return null;
  if (who.seat === null)
    return { code: 'spectator', message: 'the match has ended: only its players may still talk, for a short while' };
  const left = m.endedAt + GOOD_GAME_MS - now;
  if (m.status === 'expired' || left <= 0)
    return {
      code: 'chat-closed',
      message: `the match has ended and its table talk is closed (players may talk for ${GOOD_GAME_MS / 60_000} minutes after the end)`,
    };
  return null;
}

/**
 * Takes one line from each of the speaker's buckets, narrowest first; the first refusal (a rate
 * worded with when to try again), or null. A bucket that refuses takes nothing; those taken before it
 * stay taken (a refused line still cost the speaker, never anyone else).
 */
export async function takeLine(quotas: Quotas, m: LiveMatch, who: Speaker): Promise<ChatRefusal | null> {
  const buckets: Array<{ key: string; rule: QuotaRule; refused: (wait: number) => ChatRefusal }> = [];
  const often =
    (limit: string) =>
    (wait: number): ChatRefusal => ({
      code: 'rate-limited',
      message: `too many chat lines (${limit}): try again ${retryIn(wait)}`,
    });
  if (who.seat !== null) {
    if (m.endedAt !== null)
      buckets.push({
        key: `chat:gg:${m.id}:${who.seat}`,
        rule: GOOD_GAME_RULE,
        refused: () => ({
          code: 'chat-closed',
          message: `the match has ended: each player may say ${GOOD_GAME_LINES} lines after the end, and you have said yours`,
        }),
      });
    else
      buckets.push({
        key: `chat:seat:${m.id}:${who.seat}`,
        rule: LINE_RULE,
        refused: often('at most 5 lines in 10 seconds a seat'),
      });
  } else {
    if (who.address !== null)
      buckets.push({
        key: `chat:spectator:${m.id}:${who.address}`,
        rule: LINE_RULE,
        refused: often('at most 5 lines in 10 seconds a spectator'),
      });
    buckets.push({
      key: `chat:spectators:${m.id}`,
      rule: SPECTATORS_RULE,
      refused: often(`the spectators of a match together: ${SPECTATORS_RULE.burst} lines at once, then one a second`),
    });
  }
  if (who.address !== null)
    buckets.push({
      key: `chat:address:${who.address}`,
      rule: ADDRESS_RULE,
      refused: often(`one address: ${ADDRESS_RULE.burst} lines at once, then ${ADDRESS_RULE.perSecond} a second`),
    });
  for (const b of buckets) {
    const wait = await quotas.take(b.key, b.rule);
    if (wait > 0) return b.refused(wait);
  }
  return null;
}
