/** `tabula simulate`: K random games, validated and replayed, with throughput and outcome summary. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AnyGame, type GameOptions, playRandomGame, replayMatches } from '@tabula/engine';

export interface SimulateArgs {
  game: AnyGame;
  players: number;
  games: number;
  seed: string | number;
  options: GameOptions;
  save?: string;
}

export interface SimulateReport {
  game: string;
  players: number;
  games: number;
  seed: string | number;
  options: GameOptions;
  actions: number;
  errors: number;
  replayMismatches: number;
  wallMs: number;
  gamesPerSec: number;
  actionsPerSec: number;
  outcome: {
    /** Games in which each seat ranked first (shared wins count for every winner). */
    wins: number[];
    meanScores: number[];
    actionsPerGame: { min: number; mean: number; max: number };
  };
  errorSamples: string[];
}

export function simulate(a: SimulateArgs): SimulateReport {
  if (a.save) mkdirSync(a.save, { recursive: true });
  const wins = new Array(a.players).fill(0);
  const scoreSums = new Array(a.players).fill(0);
  let actions = 0;
  let errors = 0;
  let mismatches = 0;
  let minA = Infinity;
  let maxA = 0;
  const errorSamples: string[] = [];
  const t0 = performance.now();
  for (let g = 0; g < a.games; g++) {
    const seed = `${String(a.seed)}:${g}`;
    const r = playRandomGame(a.game, { players: a.players, seed, options: a.options });
    actions += r.actions;
    minA = Math.min(minA, r.actions);
    maxA = Math.max(maxA, r.actions);
    if (r.error) {
      errors++;
      if (errorSamples.length < 5) errorSamples.push(`seed ${seed}: ${r.error}`);
    } else {
      if (!replayMatches(a.game, r)) mismatches++;
      r.outcome!.ranking.forEach((rank, s) => (wins[s] += rank === 1 ? 1 : 0));
      r.outcome!.scores.forEach((x, s) => (scoreSums[s] += x));
    }
    if (a.save) writeFileSync(join(a.save, `${a.game.id}-${a.players}p-${g}.json`), JSON.stringify(r.record));
  }
  const wallMs = performance.now() - t0;
  const done = a.games - errors || 1;
  return {
    game: a.game.id,
    players: a.players,
    games: a.games,
    seed: a.seed,
    options: a.options,
    actions,
    errors,
    replayMismatches: mismatches,
    wallMs: Math.round(wallMs),
    gamesPerSec: round(a.games / (wallMs / 1000)),
    actionsPerSec: Math.round(actions / (wallMs / 1000)),
    outcome: {
      wins,
      meanScores: scoreSums.map((x) => round(x / done)),
      actionsPerGame: { min: a.games ? minA : 0, mean: round(actions / (a.games || 1)), max: maxA },
    },
    errorSamples,
  };
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}

export function formatSimulate(r: SimulateReport): string {
  const lines = [
    `${r.game}, ${r.players} players, ${r.games} games (seed ${r.seed}${Object.keys(r.options).length ? `, options ${JSON.stringify(r.options)}` : ''})`,
    `actions: ${r.actions}  errors: ${r.errors}  replay mismatches: ${r.replayMismatches}`,
    `time: ${r.wallMs} ms  games/s: ${r.gamesPerSec}  actions/s: ${r.actionsPerSec}`,
    `wins by seat: ${r.outcome.wins.join(' / ')}  mean scores: ${r.outcome.meanScores.join(' / ')}`,
    `actions per game: min ${r.outcome.actionsPerGame.min}, mean ${r.outcome.actionsPerGame.mean}, max ${r.outcome.actionsPerGame.max}`,
    ...r.errorSamples.map((e) => `error: ${e}`),
  ];
  return lines.join('\n');
}
