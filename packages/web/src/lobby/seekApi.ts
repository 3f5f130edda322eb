/** The seek routes (issue 44; bodies and answers in @tabula/wire's seekApi.ts). */
import type { OpenSeeks, RatedGame, SeekRequest, SeekState } from '@tabula/wire';
import { call } from '../net/api';

const seekPath = (id: string) => `/api/seeks/${encodeURIComponent(id)}`;

export const seekApi = {
  create: (req: SeekRequest) => call<SeekState>('/api/seeks', { method: 'POST', body: JSON.stringify(req) }),
  /** The seeker's poll: also a real-time seek's heartbeat. */
  poll: (id: string) => call<SeekState>(seekPath(id)),
  cancel: (id: string) => call<SeekState>(seekPath(id), { method: 'DELETE' }),
  join: (id: string) => call<SeekState>(`${seekPath(id)}/join`, { method: 'POST' }),
  open: (game?: RatedGame) => call<OpenSeeks>(`/api/seeks${game ? `?game=${game}` : ''}`).then((r) => r.seeks),
};
