/**
 * Checking a create-match request against the game's facts and building the stored match: every
 * refusal names what is wrong (unknown game, player count, option, bot spec, seat list).
 */
import { type AnyGame, type GameOptions, isIllegalAction } from '@tabula/engine';
import { overBudget, searches } from '../bots/budget';
import { startClock } from '../table/clock';
import { findGame, serverGames } from '@tabula/wire/games';
import { HttpError } from '../net/httpError';
import { inviteHash } from '../seats/invites';
import { ratedRefusal } from '../rating/eligibility';
import { gameOptions, TABLE_OPTIONS } from '../table/tableOptions';
import type { StoredMatch } from '../store/store';
import { hashToken, newMatchId, newSeed, newToken } from '../seats/tokens';
import type { CreateMatch } from '@tabula/wire';

function checkOptions(game: AnyGame, options: GameOptions): void {
  for (const [key, value] of Object.entries(options)) {
    const spec = game.facts.options.find((o) => o.name === key) ?? TABLE_OPTIONS.find((o) => o.name === key);
    if (!spec) {
      const known = [...game.facts.options, ...TABLE_OPTIONS].map((o) => o.name).join(', ');
      throw new HttpError(400, `${game.id} has no option "${key}" (options: ${known})`);
    }
    if (typeof value !== spec.type)
      throw new HttpError(400, `option ${key} must be a ${spec.type}, got ${JSON.stringify(value)}`);
    if ('values' in spec && spec.values && !spec.values.includes(value as string | number))
      throw new HttpError(400, `option ${key} is one of ${spec.values.join(', ')}, got ${JSON.stringify(value)}`);
  }
}

/**
 * `from`: the creating client's address, null when the per-address limits exempt it. A match
 * seating a searching bot (at a seat, or as the absent-seat bot) records it hashed as its
 * `botCreator` (issue 41, item 6).
 */
export function buildMatch(
  req: CreateMatch,
  nowMs = Date.now(),
  from: string | null = null,
): { game: AnyGame; stored: StoredMatch; tokens: Array<{ seat: number; token: string }> } {
  const game = findGame(req.game);
  if (!game)
    throw new HttpError(400, `unknown game "${req.game}"; this server hosts: ${Object.keys(serverGames).join(', ')}`);
  const { minPlayers, maxPlayers } = game.facts;
  if (req.players < minPlayers || req.players > maxPlayers)
    throw new HttpError(400, `${game.id} is for ${minPlayers}–${maxPlayers} players, not ${req.players}`);
  const options = req.options ?? {};
  checkOptions(game, options);
  const seats = req.seats ?? [];
  if (seats.length !== 0 && seats.length !== req.players)
    throw new HttpError(
      400,
      `"seats" lists ${seats.length} seats for a ${req.players}-player match: give one entry per seat or none`,
    );
  seats.forEach((s, i) => {
    if (s.bot !== undefined) checkBot(`seat ${i}`, s.bot);
  });
  // Issue 20, point 5: a seed known to one person reveals every hidden card to them, so a fixed
  // seed is taken only where nobody else's secrets depend on it.
  const open =
    seats.length === 0 ? req.players : seats.filter((s) => s.bot === undefined && s.name === undefined).length;
  const named = seats.filter((s) => s.name !== undefined).length;
  if (req.seed !== undefined && (open > 1 || (open === 1 && named > 0)))
    throw new HttpError(
      400,
      `a fixed seed is only for solo, hot-seat and bot-only matches: it would let its creator foresee every hidden card of the other people (${open} seat(s) open to join${named ? `, ${named} seated by name` : ''}); leave "seed" out and the server draws one`,
    );
  const seed = req.seed ?? newSeed();
  try {
    game.setup({ players: req.players, seed, options: gameOptions(options) });
  } catch (e) {
    throw new HttpError(400, isIllegalAction(e) ? e.message : `setup failed: ${(e as Error).message}`);
  }
  if (req.absentBot !== undefined) checkBot('absentBot', req.absentBot);
  const unratable = ratedRefusal(req);
  if (unratable) throw new HttpError(400, `rated: ${unratable}`);
  const tokens: Array<{ seat: number; token: string }> = [];
  const now = new Date(nowMs).toISOString();
  const stored: StoredMatch = {
    id: newMatchId(),
    game: game.id,
    players: req.players,
    options,
    seed,
    seedFixed: req.seed !== undefined,
    spectatorChat: req.spectatorChat ?? true,
    ...(req.private ? { private: true } : {}),
    ...(req.rated ? { rated: true } : {}),
    botCreator:
      from !== null && [...seats.map((s) => s.bot), req.absentBot].some((b) => b !== undefined && searches(b))
        ? creatorHash(from)
        : null,
    clock: req.clock
      ? { config: req.clock, state: startClock(req.clock, req.players), absentBot: req.absentBot ?? 'heuristic' }
      : null,
    status: 'open',
    createdAt: now,
    updatedAt: now,
    version: 0,
    outcome: null,
    seats: Array.from({ length: req.players }, (_, seat) => {
      const bot = seats[seat]?.bot ?? null;
      const name = seats[seat]?.name;
      const invite = seats[seat]?.invite;
      if (invite !== undefined) return { seat, name: null, bot: null, tokenHash: inviteHash(invite) };
      if (name === undefined) return { seat, name: bot, bot, tokenHash: null };
      const token = newToken();
      tokens.push({ seat, token });
      return { seat, name, bot: null, tokenHash: hashToken(token) };
    }),
  };
  if (stored.seats.every((s) => s.name !== null)) stored.status = 'running';
  return { game, stored, tokens };
}

/** An address as matches record it: hashed, so the store keeps no client address. */
function creatorHash(address: string): string {
  return hashToken(`creator:${address}`);
}

/** A bot spec the server will run, or a 400 saying which one and why (a spec the parser refuses included). */
function checkBot(where: string, spec: string): void {
  let over: string | null;
  try {
    over = overBudget(spec);
  } catch (e) {
    throw new HttpError(400, `${where}: ${(e as Error).message}`);
  }
  if (over) throw new HttpError(400, `${where}: ${over}`);
}
