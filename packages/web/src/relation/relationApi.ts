/** The friends', blocks' and ratings' routes (issue 44; answers typed in @tabula/wire). */
import type {
  Blocks,
  ChallengeAccepted,
  Challenged,
  ChallengeRequest,
  FriendChange,
  Friends,
  Leaderboard,
  PlayerProfile,
  RelationTo,
} from '@tabula/wire';
import { call } from '../net/api';

const post = (body?: unknown): RequestInit => ({
  method: 'POST',
  body: body === undefined ? undefined : JSON.stringify(body),
});
const name = encodeURIComponent;

export const relationApi = {
  friends: () => call<Friends>('/api/friends'),
  relationTo: (username: string) => call<RelationTo>(`/api/friends/${name(username)}`),
  request: (username: string) => call<FriendChange>(`/api/friends/${name(username)}/request`, post()),
  answer: (username: string, how: 'accept' | 'decline' | 'cancel') =>
    call<FriendChange>(`/api/friends/${name(username)}/${how}`, post()),
  unfriend: (username: string) => call<FriendChange>(`/api/friends/${name(username)}`, { method: 'DELETE' }),
  challenge: (username: string, req: ChallengeRequest) =>
    call<Challenged>(`/api/friends/${name(username)}/challenge`, post(req)),
  acceptChallenge: (matchId: string) => call<ChallengeAccepted>(`/api/challenges/${name(matchId)}/accept`, post()),
  declineChallenge: (matchId: string) => call<{ closed: boolean }>(`/api/challenges/${name(matchId)}/decline`, post()),
  blocks: () => call<Blocks>('/api/blocks').then((r) => r.blocked),
  block: (username: string) => call<RelationTo>(`/api/blocks/${name(username)}`, post()),
  unblock: (username: string) => call<RelationTo>(`/api/blocks/${name(username)}`, { method: 'DELETE' }),
  profile: (username: string) => call<PlayerProfile>(`/api/players/${name(username)}`),
  leaderboard: (game: string, offset = 0) =>
    call<Leaderboard>(`/api/ratings/${name(game)}${offset ? `?offset=${offset}` : ''}`),
};
