/** What the HTTP API tells of a match, from its stored row or its copy in memory. */
import { LiveMatch } from './liveMatch';
import type { Store, StoredMatch } from './store/store';
import type { MatchInfo, MatchStatus } from './wire';

/** Where matches are read from: the store, and the copies in memory here (fresher than their rows). */
export interface MatchReader {
  readonly store: Store;
  peek(id: string): LiveMatch | undefined;
}

/** One match, or null when there is none. */
export async function matchInfo(r: MatchReader, id: string): Promise<MatchInfo | null> {
  const m = r.peek(id);
  if (m) return infoOf(m);
  const s = await r.store.getMatch(id);
  return s ? infoOf(s) : null;
}

/** The newest matches of these statuses (all when none is given), at most `limit`. */
export async function listInfo(r: MatchReader, status: MatchStatus[] | undefined, limit: number): Promise<MatchInfo[]> {
  const rows = await r.store.listMatches({ status, limit });
  return rows.map((s) => infoOf(r.peek(s.id) ?? s));
}

export function infoOf(m: StoredMatch | LiveMatch): MatchInfo {
  const live = m instanceof LiveMatch;
  return {
    id: m.id,
    game: live ? m.game.id : m.game,
    players: m.players,
    options: m.options,
    status: m.status,
    seats: live ? m.seatInfo() : m.seats.map((s) => ({ seat: s.seat, name: s.name, bot: s.bot, connected: s.bot !== null })),
    version: m.version,
    createdAt: m.createdAt,
    ...(m.seedFixed ? { seed: m.seed } : {}),
    ...(live && m.clock ? { clock: m.clockView()! } : {}),
    outcome: m.outcome,
  };
}
