/**
 * Checking a create-match request against the game's facts and building the stored match: every
 * refusal names what is wrong (unknown game, player count, option, bot spec, seat list).
 */
import { type AnyGame, type GameOptions, isIllegalAction } from '@tabula/engine';
import { parseBotSpec } from '@tabula/bots';
import { findGame, serverGames } from './games';
import { HttpError } from './httpError';
import type { StoredMatch } from './store/store';
import { newMatchId, newSeed } from './tokens';
import type { CreateMatch } from './wire';

function checkOptions(game: AnyGame, options: GameOptions): void {
  for (const [key, value] of Object.entries(options)) {
    const spec = game.facts.options.find((o) => o.name === key);
    if (!spec) {
      const known = game.facts.options.map((o) => o.name).join(', ') || 'none';
      throw new HttpError(400, `${game.id} has no option "${key}" (options: ${known})`);
    }
    if (typeof value !== spec.type) throw new HttpError(400, `option ${key} must be a ${spec.type}, got ${JSON.stringify(value)}`);
    if (spec.values && !spec.values.includes(value as string | number))
      throw new HttpError(400, `option ${key} is one of ${spec.values.join(', ')}, got ${JSON.stringify(value)}`);
  }
}

export function buildMatch(req: CreateMatch): { game: AnyGame; stored: StoredMatch } {
  const game = findGame(req.game);
  if (!game) throw new HttpError(400, `unknown game "${req.game}"; this server hosts: ${Object.keys(serverGames).join(', ')}`);
  const { minPlayers, maxPlayers } = game.facts;
  if (req.players < minPlayers || req.players > maxPlayers)
    throw new HttpError(400, `${game.id} is for ${minPlayers}–${maxPlayers} players, not ${req.players}`);
  const options = req.options ?? {};
  checkOptions(game, options);
  const seats = req.seats ?? [];
  if (seats.length !== 0 && seats.length !== req.players)
    throw new HttpError(400, `"seats" lists ${seats.length} seats for a ${req.players}-player match: give one entry per seat or none`);
  seats.forEach((s, i) => {
    if (s.bot === undefined) return;
    try {
      parseBotSpec(s.bot);
    } catch (e) {
      throw new HttpError(400, `seat ${i}: ${(e as Error).message}`);
    }
  });
  const seed = req.seed ?? newSeed();
  try {
    game.setup({ players: req.players, seed, options });
  } catch (e) {
    throw new HttpError(400, isIllegalAction(e) ? e.message : `setup failed: ${(e as Error).message}`);
  }
  const stored: StoredMatch = {
    id: newMatchId(),
    game: game.id,
    players: req.players,
    options,
    seed,
    status: 'open',
    createdAt: new Date().toISOString(),
    version: 0,
    outcome: null,
    seats: Array.from({ length: req.players }, (_, seat) => {
      const bot = seats[seat]?.bot ?? null;
      return { seat, name: bot, bot, tokenHash: null };
    }),
  };
  if (stored.seats.every((s) => s.bot !== null)) stored.status = 'running';
  return { game, stored };
}
