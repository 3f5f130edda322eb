/** The HTTP half of the wire protocol (`@tabula/wire`): typed fetch wrappers. */
import type { CreateMatch, JoinMatch, Joined, MatchInfo, MatchList, MatchStatus, Rematched } from '@tabula/wire';
import type { GameRecord } from '@tabula/engine';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A JSON request; a non-2xx answer throws an ApiError with the server's `error` text. */
export async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(path, {
    ...init,
    headers: init?.body ? { 'content-type': 'application/json' } : undefined,
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw new ApiError(res.status, `${res.status} ${res.statusText}`);
  }
  if (!res.ok) {
    const msg = (body as { error?: string } | null)?.error ?? `${res.status} ${res.statusText}`;
    throw new ApiError(res.status, msg);
  }
  return body as T;
}

export const api = {
  create: (req: CreateMatch) => call<MatchInfo>('/api/matches', { method: 'POST', body: JSON.stringify(req) }),
  join: (id: string, req: JoinMatch) =>
    call<Joined>(`/api/matches/${encodeURIComponent(id)}/join`, { method: 'POST', body: JSON.stringify(req) }),
  /** A page of a lobby list (public tables only), newest first; `next` when more follow. */
  page: (status: MatchStatus, limit: number, before?: string) =>
    call<MatchList>(
      `/api/matches?${new URLSearchParams({ status, limit: String(limit), ...(before ? { before } : {}) })}`,
    ),
  /** These matches (the ones this browser holds seats of), private tables included; at most 100. */
  matches: (ids: string[]) =>
    call<MatchList>(`/api/matches?ids=${ids.map(encodeURIComponent).join(',')}`).then((r) => r.matches),
  get: (id: string) => call<MatchInfo>(`/api/matches/${encodeURIComponent(id)}`),
  rematch: (id: string, tokens: string[]) =>
    call<Rematched>(`/api/matches/${encodeURIComponent(id)}/rematch`, {
      method: 'POST',
      body: JSON.stringify({ tokens }),
    }),
  server: () => call<{ publicUrl: string | null }>('/api/server'),
  record: (id: string) => call<GameRecord>(`/api/matches/${encodeURIComponent(id)}/record`),
};
