/**
 * Who goes first when bot moves wait for a thread (issue 41, item 6: one client ran 30 matches of
 * 5-s bots and a person's opponent bot elsewhere answered after 35 s). Moves waiting in the pool
 * (pool.ts) are served by rank, round-robin within a rank:
 * - 0 "first": a match a person plays (any seat played by its person) whose creating address is
 *   within its thinking time (budget.ts, `ThinkingTime`) and has no other first move thinking;
 * - 1 "background": bot-only matches, and a creator's person matches beyond its first;
 * - 2 "last": every match of a creating address past its thinking time.
 * Background and last moves whose bot searches never take the last `reserved` threads (default a
 * quarter, at least 1 of 2 or more); when first moves wait with no thread idle, starting or about
 * to be (a bot that does not search answers in milliseconds), such moves are stopped — the latest
 * started of the highest rank first, the least thinking lost —, their threads restarted and the
 * moves put back at the head of their match's queue.
 *
 * The bound, with T threads: a first move waits for other work only while a thread restarts (its
 * bots load: 1.1–1.6 s measured at load average 13 on 2 cores, less on a quiet machine; needed
 * only once the reserved threads hold people's moves too), while a bot that does not search
 * answers (milliseconds), or while all T threads think first moves, each of a different creating
 * address (a creator has one first move at a time) other than its own. So one client — one
 * address, however many matches, sockets or bots it has — cannot delay a person's bot in another
 * client's match by more than a thread restart: that bot answers within its own budget + 2 s
 * while a thread starts within 2 s. Only T other addresses thinking for people at once can, which
 * is the server's capacity, not one client's doing. Bot-only matches get no such bound: they
 * share what people's matches leave. A match created from an address the limits exempt (loopback
 * without a trusted proxy: the machine's own users) has no creator: its person matches are all
 * first.
 */
import { searches } from './budget';

/** Whose move it is: the match's creating address (hashed) and whether a person plays it. */
export interface Asker {
  /** Null: not counted per address (no searching bot, or an exempt address). */
  creator: string | null;
  /** A seat of the match is played by its person. */
  person: boolean;
}

/** What ranking asks of the thinking-time quota (budget.ts, `ThinkingTime`). */
export interface ThinkingShare {
  /** Whether the creator is past its thinking time (its moves go last). */
  over(creator: string): boolean;
  /** Counts `ms` of thinking against the creator. */
  spent(creator: string, ms: number): void;
}

/** first, background, last. */
export type Rank = 0 | 1 | 2;

/** A move thinking on a thread, as ranking sees it. */
export interface Thinking {
  who: Asker;
  rank: Rank;
  /** Its bot searches (thinks up to its budget); the others answer in milliseconds. */
  slow: boolean;
  started: number;
}

/** Unknown askers (direct callers, tests) are served as first: the bot driver always says. */
export const FIRST: Asker = { creator: null, person: true };

/** Threads kept from searching background and last moves by default: a quarter, at least 1 of 2 or more. */
export function defaultReserved(threads: number): number {
  return threads >= 2 ? Math.max(1, Math.floor(threads / 4)) : 0;
}

/** The rank a waiting move would start at now, beside the moves thinking. */
export function rankOf(who: Asker, share: ThinkingShare | null, thinking: readonly Thinking[]): Rank {
  if (who.creator !== null && share?.over(who.creator)) return 2;
  if (!who.person) return 1;
  if (who.creator !== null && thinking.some((t) => t.rank === 0 && t.who.creator === who.creator)) return 1;
  return 0;
}

/** Whether a move may start on an idle thread: first moves always, the others outside the reserve. */
export function mayStart(
  rank: Rank,
  slow: boolean,
  thinking: readonly Thinking[],
  threads: number,
  reserved: number,
): boolean {
  return rank === 0 || !slow || thinking.filter((t) => t.rank > 0 && t.slow).length < threads - reserved;
}

/** The thinking move to stop for a waiting first move (index into `thinking`), or -1. */
export function victim(thinking: ReadonlyArray<Thinking | null>): number {
  let at = -1;
  thinking.forEach((t, i) => {
    const v = at < 0 ? null : thinking[at]!;
    if (t && t.rank > 0 && t.slow && (!v || t.rank > v.rank || (t.rank === v.rank && t.started > v.started))) at = i;
  });
  return at;
}

const slowSpecs = new Map<string, boolean>();

/** Whether a spec searches, remembered per spec (asked at every dispatch); a spec that does not parse counts as slow. */
export function slowSpec(spec: string): boolean {
  let v = slowSpecs.get(spec);
  if (v === undefined) {
    try {
      v = searches(spec);
    } catch {
      v = true;
    }
    if (slowSpecs.size < 1_000) slowSpecs.set(spec, v);
  }
  return v;
}
