/**
 * A fingerprint of everything a record shows of a game: after every action the state's hash,
 * the active seats, every active seat's legal list, each seat's view and the spectator's view,
 * and the events with who may see them. Records saved with their traces before a refactoring
 * replay to the same trace after it, or the refactoring changed behaviour (issue 43).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { AnyGame } from '../contract';
import { canonicalJson, stateHash } from '../hash';
import type { GameRecord } from '../record';

export interface SavedGame {
  record: GameRecord;
  /** Hash of the whole trace; `traceOf` recomputes it. */
  trace: string;
  /** The state's hash after every 50th action, to say where a mismatch begins. */
  checkpoints: string[];
}

export function traceOf(game: AnyGame, record: GameRecord): SavedGame {
  const h = sha256.create();
  const checkpoints: string[] = [];
  const look = (state: unknown) => {
    const active = game.activeSeats(state);
    h.update(utf8ToBytes(canonicalJson(active)));
    for (const seat of active) h.update(utf8ToBytes(canonicalJson(game.legalActions(state, seat))));
    for (let seat = 0; seat < record.players; seat++) h.update(utf8ToBytes(canonicalJson(game.view(state, seat))));
    h.update(utf8ToBytes(canonicalJson(game.view(state, 'spectator'))));
  };
  let state = game.setup({ players: record.players, seed: record.seed, options: record.options });
  look(state);
  record.actions.forEach(({ seat, action }, i) => {
    const r = game.apply(state, seat, action);
    state = r.state;
    h.update(utf8ToBytes(stateHash(state)));
    h.update(utf8ToBytes(canonicalJson(r.events)));
    look(state);
    if ((i + 1) % 50 === 0) checkpoints.push(stateHash(state));
  });
  h.update(utf8ToBytes(canonicalJson(game.outcome(state))));
  return { record, trace: bytesToHex(h.digest()), checkpoints };
}
