/** What the HTTP API tells of a match, from its stored row or its copy in memory. */
import { LiveMatch } from './liveMatch';
import type { StoredMatch } from './store/store';
import type { MatchInfo } from './wire';

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
