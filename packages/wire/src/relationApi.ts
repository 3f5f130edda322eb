/**
 * Friends and blocks (issue 44, "Friends"; the server's `relation/`): friend requests, the friends
 * list with who is online, challenges of a friend straight to a seat, and blocking. Routes:
 * `GET /api/friends`, `GET /api/friends/:username` (one's relation to a player),
 * `POST /api/friends/:username/{request,accept,decline,cancel,challenge}`, `DELETE
 * /api/friends/:username` (unfriend), `POST /api/challenges/:matchId/{accept,decline}`,
 * `GET /api/blocks`, `POST` and `DELETE /api/blocks/:username`.
 */
import { z } from 'zod';
import type { Joined, MatchInfo } from './api';
import { ClockConfig } from './clock';

/** A friend as the list shows them: online means a page of theirs reached the server lately. */
export interface FriendInfo {
  username: string;
  /** When the friendship began (ISO). */
  since: string;
  online: boolean;
}

/** A pending friend request, sent or received. */
export interface FriendRequestInfo {
  username: string;
  at: string;
}

/** An open challenge: a 2-seat private table, one seat held by each of the two accounts. */
export interface ChallengeInfo {
  matchId: string;
  /** The other person: the challenger for one received, the friend for one sent. */
  username: string;
  game: string;
  at: string;
}

/** `GET /api/friends`. */
export interface Friends {
  friends: FriendInfo[];
  incoming: FriendRequestInfo[];
  outgoing: FriendRequestInfo[];
  challengesIn: ChallengeInfo[];
  challengesOut: ChallengeInfo[];
}

/** `GET /api/friends/:username`: what a profile page offers (add, accept, unfriend, block). */
export interface RelationTo {
  username: string;
  friend: boolean;
  /** A pending request: `in` they asked, `out` one asked them. */
  request: 'in' | 'out' | null;
  /** One blocks them (whether they block one is not said). */
  blocking: boolean;
}

/** What a friend-request route did. */
export interface FriendChange {
  username: string;
  state: 'requested' | 'friends' | 'none';
}

/** `GET /api/blocks`. */
export interface Blocks {
  blocked: FriendRequestInfo[];
}

/** `POST /api/friends/:username/challenge`: a 2-player match offered to a friend. */
export const ChallengeRequest = z
  .object({
    game: z.string().min(1).max(32),
    players: z.literal(2, { message: 'a challenge is a 2-player match: players must be 2' }),
    options: z.record(z.string().max(32), z.union([z.string().max(64), z.number(), z.boolean()])).optional(),
    clock: ClockConfig.optional(),
    rated: z.boolean().optional(),
  })
  .strict();
export type ChallengeRequest = z.infer<typeof ChallengeRequest>;

/** The challenger's answer: the match, their seat (0) and its token (played by the session too). */
export interface Challenged {
  match: MatchInfo;
  seat: number;
  token: string;
}

/** The challenged friend's answer to accepting: their seat, as a join gives it. */
export type ChallengeAccepted = Joined;
