/**
 * The one question other modules ask of relations (issue 44): do two accounts block one another?
 * Joins, chat, friend requests and challenges ask it here; seek pairing (`seek/`) takes it as a
 * dependency so a blocked person is never paired with the one who blocked them.
 */
import type { RelationStore } from '../store/relationRows';

/** True when either account blocks the other (an account never blocks itself). */
export type Blocked = (a: string, b: string) => Promise<boolean>;

/** `Blocked` answered from the store: one indexed read, shared by every instance. */
export function blockedIn(store: Pick<RelationStore, 'blockedEither'>): Blocked {
  return async (a, b) => a !== b && (await store.blockedEither(a, b));
}

/**
 * `Blocked` for a pool of accounts, read once: the blocks among them in one read, then answered
 * from memory (issue 44: pairing 1,000 seekers asked the store once per candidate pair).
 */
export function blockedAmongIn(
  store: Pick<RelationStore, 'blocksAmong'>,
): (accountIds: readonly string[]) => Promise<Blocked> {
  return async (accountIds) => {
    const pairs = new Set((await store.blocksAmong(accountIds)).map(([x, y]) => `${x} ${y}`));
    return async (a, b) => pairs.has(`${a} ${b}`) || pairs.has(`${b} ${a}`);
  };
}
