/** The account routes (issue 44; bodies and answers in @tabula/wire's accountApi.ts). */
import type {
  AccountInfo,
  AccountMatches,
  AccountDeleted,
  AccountWaiting,
  ClaimedSeats,
  ClaimSeats,
  DeleteAccount,
  SessionInfo,
  SignedUp,
} from '@tabula/wire';
import { call } from '../net/api';

const post = (body?: unknown): RequestInit => ({
  method: 'POST',
  body: body === undefined ? undefined : JSON.stringify(body),
});

export const accountApi = {
  me: () => call<{ account: AccountInfo | null }>('/api/me').then((r) => r.account),
  signUp: (username: string, password: string) => call<SignedUp>('/api/account', post({ username, password })),
  signIn: (username: string, password: string) =>
    call<{ account: AccountInfo }>('/api/session', post({ username, password })).then((r) => r.account),
  recover: (username: string, code: string) =>
    call<{ account: AccountInfo }>('/api/session/recover', post({ username, code })).then((r) => r.account),
  signOut: () => call<{ signedOut: boolean }>('/api/session', { method: 'DELETE' }),
  sessions: () => call<{ sessions: SessionInfo[] }>('/api/sessions').then((r) => r.sessions),
  endOthers: () => call<{ ended: number }>('/api/sessions/end-others', post()).then((r) => r.ended),
  claim: (seats: ClaimSeats['seats']) => call<ClaimedSeats>('/api/account/seats', post({ seats })),
  matches: () => call<AccountMatches>('/api/account/matches').then((r) => r.matches),
  deleteAccount: (body: DeleteAccount) =>
    call<AccountDeleted>('/api/account', { method: 'DELETE', body: JSON.stringify(body) }),
  waiting: () => call<AccountWaiting>('/api/account/waiting').then((r) => r.waiting),
};

/** Where one's data is downloaded from, as a file (`GET /api/account/export`). */
export const EXPORT_PATH = '/api/account/export';
