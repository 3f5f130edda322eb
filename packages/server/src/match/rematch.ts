/**
 * Rematch (issue 21): a player of a finished match asks for the same game again — same game,
 * player count, options, bots, clock, chat setting and privacy, a new seed drawn by the server.
 * The asker's seats are theirs again (new tokens, same seat numbers); the other people's seats are
 * kept for them (invites.ts: a code derived from their old seat's stored token hash, which nobody
 * else knows, so no stranger takes them from a lobby), and the finished match's info points to the
 * new one (`rematch`) so their tables can offer to join. A second player asking joins that same
 * rematch with their seat's code instead of starting another.
 *
 * The pointer from a finished match to its rematch is kept in this server's memory: after a
 * restart (or on another instance) the finished match no longer shows it and a new ask starts a
 * new rematch. Nothing is lost but the shortcut.
 */
import { HttpError } from '../net/httpError';
import type { MatchService } from './service';
import type { StoredMatch } from '../store/store';
import { hashToken, tokenMatches } from '../seats/tokens';
import type { CreateMatch, Rematched, RematchRequest } from '@tabula/wire';

const pointers = new WeakMap<MatchService, Map<string, Promise<string>>>();

function pointersOf(service: MatchService): Map<string, Promise<string>> {
  let m = pointers.get(service);
  if (!m) pointers.set(service, (m = new Map()));
  return m;
}

/** The rematch of a finished match, if one was asked for on this server. */
export async function rematchOf(service: MatchService, id: string): Promise<string | undefined> {
  return pointersOf(service)
    .get(id)
    ?.catch(() => undefined);
}

/**
 * The invite code keeping a person's seat in the rematch: derived from their seat's stored token
 * hash in the finished match — the server can compute it again after a restart, nobody else can.
 */
function rematchCode(old: StoredMatch, seat: number): string {
  return hashToken(`rematch:${old.id}:${seat}:${old.seats[seat]?.tokenHash ?? ''}`);
}

/** The create request for a rematch: a person's seat is the asker's (by name) or kept for its player. */
function rematchRequest(old: StoredMatch, askerSeats: readonly number[]): CreateMatch {
  return {
    game: old.game,
    players: old.players,
    options: old.options,
    seats: old.seats.map((s) => {
      if (s.tokenHash === null && s.bot !== null) return { bot: s.bot };
      if (askerSeats.includes(s.seat) && s.name !== null) return { name: s.name };
      return s.tokenHash !== null ? { invite: rematchCode(old, s.seat) } : {};
    }),
    ...(old.clock ? { clock: old.clock.config, absentBot: old.clock.absentBot } : {}),
    spectatorChat: old.spectatorChat ?? true,
    ...(old.private ? { private: true } : {}),
    // Rated again, unless the asker holds several seats (a hot-seat rematch is never rated).
    ...(old.rated && askerSeats.length === 1 ? { rated: true } : {}),
  };
}

/** `from`: the asking address (it creates the rematch: issue 41, item 6), null when exempt from per-address limits. */
export async function rematch(
  service: MatchService,
  id: string,
  req: RematchRequest,
  from: string | null = null,
): Promise<Rematched> {
  const old = await service.store.getMatch(id);
  if (!old) throw new HttpError(404, `no match "${id}"`);
  if (old.status !== 'finished')
    throw new HttpError(409, `match ${id} is ${old.status}: a rematch follows a finished match`);
  const mine = old.seats.filter((s) => req.tokens.some((t) => tokenMatches(t, s.tokenHash))).map((s) => s.seat);
  if (mine.length === 0)
    throw new HttpError(
      403,
      `none of these tokens holds a seat of match ${id}: only its players may ask for a rematch`,
    );

  const table = pointersOf(service);
  const existing = table.get(id);
  if (!existing) {
    let tokens: Rematched['tokens'] = [];
    const created = service.create(rematchRequest(old, mine), from).then((c) => {
      tokens = c.tokens ?? [];
      return c.id;
    });
    table.set(id, created);
    created.catch(() => table.delete(id));
    return { matchId: await created, tokens };
  }
  // Someone else asked first: take my seats in their rematch.
  const matchId = await existing;
  const tokens: Rematched['tokens'] = [];
  for (const seat of mine) {
    const name = old.seats[seat]!.name ?? `Player ${seat + 1}`;
    const joined = await service.join(matchId, { seat, name, invite: rematchCode(old, seat) });
    tokens.push({ seat: joined.seat, token: joined.token });
  }
  return { matchId, tokens };
}
