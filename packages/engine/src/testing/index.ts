/**
 * The shared random-simulation harness (after OpenSpiel's basic_tests): every game's property
 * tests call it with their own invariant checks.
 */
import type { AnyGame, GameOptions, Seat } from '../contract';
import { replayMatches, playRandomGame, type RandomGameOptions } from '../simulate';

export interface RandomSimOptions {
  players: number;
  games: number;
  seed: string | number;
  options?: GameOptions;
  check?: (state: unknown, prev: unknown, seat: Seat, action: unknown) => void;
  /** Replay every k-th game and compare hashes (default: every game). */
  replayEvery?: number;
  prefer?: RandomGameOptions['prefer'];
}

/** Plays `games` random games; throws with the seed and action index of the first failure. */
export function randomSimTest(game: AnyGame, o: RandomSimOptions): { actions: number } {
  let actions = 0;
  for (let g = 0; g < o.games; g++) {
    const seed = `${String(o.seed)}:${g}`;
    const r = playRandomGame(game, { players: o.players, seed, options: o.options, check: o.check, prefer: o.prefer });
    if (r.error) throw new Error(`${game.id} ${o.players}p seed ${seed}: ${r.error}`);
    if (g % (o.replayEvery ?? 1) === 0 && !replayMatches(game, r))
      throw new Error(`${game.id} ${o.players}p seed ${seed}: replay hash mismatch`);
    actions += r.actions;
  }
  return { actions };
}

/** Every string in `secrets` that occurs in the JSON of `value`: for no-leak assertions. */
export function leakedSecrets(value: unknown, secrets: readonly string[]): string[] {
  const json = JSON.stringify(value);
  return secrets.filter((s) => json.includes(s));
}
export { undoScan, type UndoVisit } from './undoScan';
export { checkViewSharing, type ViewSharing } from './viewSharing';
export * from './recordedTrace';
