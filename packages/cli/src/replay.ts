/** `tabula replay FILE`: re-validates a record, prints the outcome and the final state hash. */
import { readFileSync } from 'node:fs';
import { type AnyGame, type GameRecord, type Outcome, parseRecord, replay, stateHash } from '@tabula/engine';
import { gameById } from './registry';

export interface ReplayReport {
  game: string;
  players: number;
  actions: number;
  finished: boolean;
  outcome: Outcome | null;
  hash: string;
}

/** Reads a record file and checks its shape and game; throws with the file named. */
export function readRecordFile(file: string): { game: AnyGame; record: GameRecord } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new Error(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${file} is not valid JSON: ${(e as Error).message}`);
  }
  const record = parseRecord(json);
  return { game: gameById(record.game), record };
}

/** Throws `ReplayError` (with action index and rule id) or `UsageError`. */
export function replayFile(file: string): ReplayReport {
  const { game, record } = readRecordFile(file);
  const state = replay(game, record);
  const outcome = game.outcome(state);
  return {
    game: game.id,
    players: record.players,
    actions: record.actions.length,
    finished: game.activeSeats(state).length === 0,
    outcome,
    hash: stateHash(state),
  };
}

export function formatReplay(r: ReplayReport): string {
  const head = `${r.game}, ${r.players} players, ${r.actions} actions: ${r.finished ? 'finished' : 'not finished'}`;
  const body = r.outcome
    ? r.outcome.scores.map(
        (s, i) => `seat ${i}: score ${s}, rank ${r.outcome!.ranking[i]}  ${JSON.stringify(r.outcome!.breakdown[i])}`,
      )
    : [];
  return [head, ...body, `hash: ${r.hash}`].join('\n');
}
