/**
 * What the store keeps of relations between accounts (issue 44, relation/): friend requests,
 * friendships (one row each way, so "my friends" is one index), blocks, open challenges, and when
 * each account was last seen (shared by every instance, so "online" holds in a cluster). The SQL
 * both adapters run: relationQueries.ts.
 */
/** A person at the other end of a relation: their name as shown, and when it began. */
export interface RelatedRow {
  accountId: string;
  username: string;
  at: string;
}

/** A friend, with when their account was last seen (null: never). */
export interface FriendRow extends RelatedRow {
  seenAt: string | null;
}

/** An open challenge (a private 2-seat match): who offered it to whom, and the friend's seat's invite code. */
export interface ChallengeRow {
  matchId: string;
  fromId: string;
  toId: string;
  /** The code of the friend's kept seat (seats/invites.ts): accepting joins with it. */
  invite: string;
  at: string;
}

/** A challenge as a list shows it: the other person's name and the game. */
export interface ChallengeListed extends ChallengeRow {
  fromName: string;
  toName: string;
  game: string;
}

export interface RelationStore {
  /**
   * A friend request from one account to another; false (nothing stored) when one was pending,
   * they are friends, or either blocks the other.
   */
  addFriendRequest(fromId: string, toId: string, at: string): Promise<boolean>;
  /** The pending request `fromId` → `toId` becomes a friendship; false when there was none. */
  acceptFriendRequest(fromId: string, toId: string, at: string): Promise<boolean>;
  /** Drops the pending request `fromId` → `toId` (declined or cancelled); false when there was none. */
  removeFriendRequest(fromId: string, toId: string): Promise<boolean>;
  /** Ends a friendship both ways; false when they were not friends. */
  removeFriendship(a: string, b: string): Promise<boolean>;
  /** `blockerId` blocks `blockedId`, ending their friendship and requests either way; false if it did already. */
  addBlock(blockerId: string, blockedId: string, at: string): Promise<boolean>;
  removeBlock(blockerId: string, blockedId: string): Promise<boolean>;
  friendsOf(accountId: string): Promise<FriendRow[]>;
  /** Pending requests to (`incoming`) and from (`outgoing`) the account, the newest first. */
  friendRequestsOf(accountId: string): Promise<{ incoming: RelatedRow[]; outgoing: RelatedRow[] }>;
  blocksOf(accountId: string): Promise<RelatedRow[]>;
  areFriends(a: string, b: string): Promise<boolean>;
  /** Whether `fromId` has a request pending to `toId`. */
  hasFriendRequest(fromId: string, toId: string): Promise<boolean>;
  /** Whether `blockerId` blocks `blockedId` (one way). */
  blocks(blockerId: string, blockedId: string): Promise<boolean>;
  /** Whether either account blocks the other. */
  blockedEither(a: string, b: string): Promise<boolean>;
  /** Every block between two of the accounts, as [blocker, blocked]. */
  blocksAmong(accountIds: readonly string[]): Promise<Array<[string, string]>>;
  /** Whether an account holding a seat of the match and `accountId` block one another (either way). */
  blockedAtTable(matchId: string, accountId: string): Promise<boolean>;
  /** The accounts were seen now (a request, or an open WebSocket). */
  markSeen(accountIds: readonly string[], at: string): Promise<void>;
  /** A challenge, with its two seats held by the challenger (seat 0) and the friend (seat 1), at once. */
  addChallenge(c: ChallengeRow): Promise<void>;
  challengeOf(matchId: string): Promise<ChallengeRow | null>;
  removeChallenge(matchId: string): Promise<boolean>;
  /** The account's challenges whose match is still open, the newest first. */
  challengesOf(accountId: string): Promise<ChallengeListed[]>;
}

/** A row of the related-person queries as either adapter reads it. */
export type Row = Record<string, string | null>;

export const relatedOf = (r: Row): RelatedRow => ({ accountId: r.id!, username: r.username!, at: r.at! });
export const friendOf = (r: Row): FriendRow => ({ ...relatedOf(r), seenAt: r.seen_at ?? null });
export const challengeOf = (r: Row): ChallengeRow => ({
  matchId: r.match_id!,
  fromId: r.from_id!,
  toId: r.to_id!,
  invite: r.invite!,
  at: r.created_at!,
});
export const challengeListedOf = (r: Row): ChallengeListed => ({
  ...challengeOf(r),
  fromName: r.from_name!,
  toName: r.to_name!,
  game: r.game!,
});
