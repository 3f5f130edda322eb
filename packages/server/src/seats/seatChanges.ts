/**
 * How often a seat may change hands between its person and the absent-seat bot (issue 41, item
 * 5): each `leave` and each reclaim (a hello taking the seat back) stores a table change and sends
 * everyone an update, so a leave/reclaim storm cost every player at the table. One bucket per
 * seat of a match (quota.ts: it survives reconnecting and counts once for a cluster); time-outs
 * and resignations are not counted — they are never refused.
 */
import { type QuotaRule, retryIn } from '../limits/quota';

/** 6 changes at once, then one every 10 s: three leave + reclaim cycles a minute. */
export const SEAT_CHANGES: QuotaRule = { burst: 6, perSecond: 6 / 60 };

export const seatChangesKey = (matchId: string, seat: number) => `seat-changes:${matchId}:${seat}`;

const LIMIT = `a seat may leave or be taken back at most ${SEAT_CHANGES.burst} times at once, then once every ${1 / SEAT_CHANGES.perSecond} s`;

/** The refusal of a `leave` over the limit, `waitMs` before it would be allowed. */
export const leaveLimited = (waitMs: number) =>
  `too many leaves and returns: ${LIMIT}; you keep your seat; leave again ${retryIn(waitMs)}`;

/** The refusal of a reclaim over the limit: the hello is answered, the bot keeps the seat meanwhile. */
export const reclaimLimited = (waitMs: number) =>
  `too many leaves and returns: ${LIMIT}; the bot plays your seat until you greet the match again ${retryIn(waitMs)}`;
