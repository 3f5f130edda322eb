/** What the HTTP API tells of a match, from its stored row or its copy in memory. */
import { markKept } from '../seats/invites';
import { cursorOf, toMoveOf } from './listing';
import { LiveMatch } from './liveMatch';
import type { ListFilter, Store, StoredMatch } from '../store/store';
import type { MatchInfo, MatchList } from '@tabula/wire';

/** Where matches are read from: the store, and the copies in memory here (fresher than their rows). */
export interface MatchReader {
  readonly store: Store;
  peek(id: string): LiveMatch | undefined;
}

/** One match, or null when there is none: one read at most (issue 41, item 1). */
export async function matchInfo(r: MatchReader, id: string): Promise<MatchInfo | null> {
  const m = r.peek(id) ?? (await r.store.getMatch(id));
  return m ? listedInfo(m) : null;
}

/**
 * A page of the listing, newest first: one read for the page, none per match (issue 41, item 1).
 * One row more than the page is read, so `next` is there exactly when more follow (issue 44). A
 * match whose copy here has moved on since its row was read (finished, expired) is left out of a
 * list of statuses it no longer has: a finished match never shows among the running.
 */
export async function listPage(r: MatchReader, filter: ListFilter): Promise<MatchList> {
  const rows = await r.store.listMatches({ ...filter, limit: filter.limit + 1 });
  const page = rows.slice(0, filter.limit);
  const matches = page
    .map((s) => listedInfo(r.peek(s.id) ?? s))
    .filter((m) => !filter.status || filter.status.includes(m.status));
  return rows.length > filter.limit ? { matches, next: cursorOf(page.at(-1)!) } : { matches };
}

/** The info with what a lobby shows besides: whose turn it is, and the seats kept for invited people. */
function listedInfo(m: StoredMatch | LiveMatch): MatchInfo {
  const info = infoOf(m);
  const toMove = toMoveOf(m);
  if (toMove) return { ...info, toMove };
  return info.status === 'open' ? markKept(info, m.seats) : info;
}

export function infoOf(m: StoredMatch | LiveMatch): MatchInfo {
  const live = m instanceof LiveMatch;
  return {
    id: m.id,
    game: live ? m.game.id : m.game,
    players: m.players,
    options: m.options,
    status: m.status,
    seats: live
      ? m.seatInfo()
      : m.seats.map((s) => ({ seat: s.seat, name: s.name, bot: s.bot, connected: s.bot !== null })),
    version: m.version,
    createdAt: m.createdAt,
    ...(m.seedFixed ? { seed: m.seed } : {}),
    ...(m.private ? { private: true as const } : {}),
    ...(m.rated ? { rated: true as const } : {}),
    ...(live && m.clock ? { clock: m.clockView()! } : {}),
    outcome: m.outcome,
  };
}
