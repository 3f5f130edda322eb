/**
 * The arena: bots play each other; seats rotate so every bot sits in every seat equally often.
 * Games come in blocks of N (the number of seats): within a block every game uses the same deal
 * (the same game seed) with the bots rotated one seat further each time — a duplicate format that
 * cancels much of the luck of the deal. Shared wins count as a share (1/k for a k-way tie).
 */
import { type AnyGame, applyAction, type GameOptions, type Outcome, Rng, type Seat } from '@tabula/engine';
import type { Bot } from '../bot';
import { heuristicFor } from '../games';
import { createBot } from '../create';
import { formatRung, type RungReport, rungOf } from './rung';
import { median, wilson } from './stats';

export interface ArenaArgs {
  game: AnyGame;
  players: number;
  /** One spec per seat, e.g. ['search:ms=1000', 'heuristic']. */
  bots: string[];
  games: number;
  seed: string | number;
  options?: GameOptions;
  /**
   * A game not over after this many actions is stopped and counted as an error (default: the
   * game's own `maxActions`). Bots can reach positions the rules never end — in Hansa, both seats
   * out of pieces with no route they can fill (H-12.1) — and the game's limit is sized for random
   * play (Hansa: 1,000,000 actions, hours at a second per decision).
   */
  maxActions?: number;
  /** Called after each game played now (for progress lines, the results file). */
  onGame?: (index: number, game: ArenaGameRun) => void;
  /** Games played before (`arenaResults.ts`): not played again, counted in the report. */
  done?: ReadonlyMap<number, ArenaGameRun>;
}

export interface ArenaGame {
  seed: string;
  /** Bot index (into `bots`) per seat. */
  seating: number[];
  outcome: Outcome | null;
  actions: number;
  error: string | null;
}

export interface ArenaBotResult {
  name: string;
  wins: number;
  winRate: number;
  ci95: [number, number];
  meanScore: number;
  decisions: number;
  decisionsPerSec: number;
}

export interface SoloReport {
  median: number;
  /** Shares of games at or above each level (null when the game names no solo levels). */
  good: number | null;
  veryGood: number | null;
  master: number | null;
  /** Final score → number of games. */
  distribution: Record<string, number>;
}

export interface ArenaResult {
  game: string;
  players: number;
  games: number;
  seed: string | number;
  options: GameOptions;
  errors: number;
  errorSamples: string[];
  bots: ArenaBotResult[];
  decisionsPerSec: number;
  wallMs: number;
  solo?: SoloReport;
  /** Two specs at a table of two or more: the first's pairwise score against the other (`rung.ts`). */
  rung?: RungReport;
}

/** Bot names made unique: `search`, `search#2` when the same spec plays twice. */
function uniqueNames(specs: string[]): string[] {
  return specs.map((s, i) => {
    const before = specs.slice(0, i).filter((x) => x === s).length;
    return before ? `${s}#${before + 1}` : s;
  });
}

/** One arena game with what each seat's bot spent on it: the unit the parallel runner ships. */
export interface ArenaGameRun extends ArenaGame {
  /** Per seat: decisions asked of its bot and milliseconds spent choosing. */
  decisions: number[];
  thinkMs: number[];
}

/**
 * Game `g` of an arena: its deal (`seed:⌊g/N⌋`), its seating (bots rotated g seats) and fresh bots
 * seeded by the game's number — so any game can be played alone, in any order, on any thread,
 * and come out the same.
 */
export function playArenaGame(a: Omit<ArenaArgs, 'onGame' | 'done'>, g: number): ArenaGameRun {
  const n = a.players;
  const seed = `${String(a.seed)}:${Math.floor(g / n)}`;
  const seating = Array.from({ length: n }, (_, seat) => (seat + g) % n);
  const bots = seating.map((b, seat) => createBot(a.game, a.bots[b]!, `${String(a.seed)}:${g}:${seat}`));
  const decisions = new Array<number>(n).fill(0);
  const thinkMs = new Array<number>(n).fill(0);
  const r = playBotGame(
    a.game,
    n,
    seed,
    a.options ?? {},
    bots,
    (seat, ms) => {
      decisions[seat]!++;
      thinkMs[seat]! += ms;
    },
    a.maxActions,
  );
  return { seed, seating, outcome: r.outcome, actions: r.actions, error: r.error, decisions, thinkMs };
}

function checkArgs(a: ArenaArgs): void {
  const n = a.players;
  if (a.bots.length !== n) throw new Error(`${n} players need ${n} bots (--bots a,b,…), got ${a.bots.length}`);
}

export function runArena(a: ArenaArgs): ArenaResult {
  checkArgs(a);
  const t0 = performance.now();
  const runs: ArenaGameRun[] = [];
  for (let g = 0; g < a.games; g++) {
    const before = a.done?.get(g);
    if (before) {
      runs.push(before);
      continue;
    }
    const run = playArenaGame(a, g);
    runs.push(run);
    a.onGame?.(g, run);
  }
  return summarizeArena(a, runs, performance.now() - t0);
}

/** The arena's figures from its games (in game order, however they were played). */
export function summarizeArena(
  a: Omit<ArenaArgs, 'onGame'>,
  runs: readonly ArenaGameRun[],
  wallMs: number,
): ArenaResult {
  const n = a.players;
  const names = uniqueNames(a.bots);
  const wins = new Array<number>(n).fill(0);
  const scores = new Array<number>(n).fill(0);
  const played = new Array<number>(n).fill(0);
  const decisions = new Array<number>(n).fill(0);
  const thinkMs = new Array<number>(n).fill(0);
  const soloScores: number[] = [];
  const errorSamples: string[] = [];
  let errors = 0;
  runs.forEach((r, g) => {
    r.seating.forEach((b, seat) => {
      decisions[b]! += r.decisions[seat]!;
      thinkMs[b]! += r.thinkMs[seat]!;
    });
    if (r.error || !r.outcome) {
      errors++;
      if (errorSamples.length < 5) errorSamples.push(`game ${g} (seed ${r.seed}): ${r.error ?? 'no outcome'}`);
      return;
    }
    const o = r.outcome;
    const firsts = o.ranking.filter((x) => x === 1).length || 1;
    r.seating.forEach((b, seat) => {
      wins[b]! += o.ranking[seat] === 1 ? 1 / firsts : 0;
      scores[b]! += o.scores[seat]!;
      played[b]!++;
    });
    if (n === 1) soloScores.push(o.scores[0]!);
  });
  const totalThink = thinkMs.reduce((x, y) => x + y, 0);
  const out: ArenaResult = {
    game: a.game.id,
    players: n,
    games: a.games,
    seed: a.seed,
    options: a.options ?? {},
    errors,
    errorSamples,
    bots: names.map((name, b) => ({
      name,
      wins: round(wins[b]!, 3),
      winRate: round(played[b]! ? wins[b]! / played[b]! : 0, 4),
      ci95: wilson(wins[b]!, played[b]!).map((x) => round(x, 4)) as [number, number],
      meanScore: round(played[b]! ? scores[b]! / played[b]! : 0, 3),
      decisions: decisions[b]!,
      decisionsPerSec: round(thinkMs[b]! ? (decisions[b]! * 1000) / thinkMs[b]! : 0, 1),
    })),
    decisionsPerSec: round(totalThink ? (decisions.reduce((x, y) => x + y, 0) * 1000) / totalThink : 0, 1),
    wallMs: Math.round(wallMs),
  };
  if (n === 1) out.solo = soloReport(soloScores, a.game.id);
  const rung = n > 1 ? rungOf(a.bots, runs) : null;
  if (rung) out.rung = rung;
  return out;
}

function soloReport(xs: number[], gameId: string): SoloReport {
  const levels = heuristicFor(gameId)?.soloLevels;
  const share = (t: number) => round(xs.length ? xs.filter((x) => x >= t).length / xs.length : 0, 4);
  const distribution: Record<string, number> = {};
  for (const x of xs.slice().sort((p, q) => p - q)) distribution[String(x)] = (distribution[String(x)] ?? 0) + 1;
  return {
    median: median(xs),
    good: levels ? share(levels.good) : null,
    veryGood: levels ? share(levels.veryGood) : null,
    master: levels ? share(levels.master) : null,
    distribution,
  };
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/**
 * One game between bots, every action through `applyAction` (so a bot's illegal choice is an
 * error, never silently accepted). Simultaneous seats are asked in a seeded random order.
 */
export function playBotGame(
  game: AnyGame,
  players: number,
  seed: string | number,
  options: GameOptions,
  bots: Bot[],
  onDecision?: (seat: Seat, ms: number) => void,
  maxActions: number = game.facts.maxActions,
): { outcome: Outcome | null; actions: number; error: string | null; record: { seat: Seat; action: unknown }[] } {
  const order = Rng.seed(`arena-order:${String(seed)}`);
  const record: { seat: Seat; action: unknown }[] = [];
  let state: unknown;
  try {
    state = game.setup({ players, seed, options });
    for (;;) {
      const active: Seat[] = game.activeSeats(state);
      if (active.length === 0) break;
      if (record.length >= maxActions)
        return { outcome: null, actions: record.length, error: `no end after ${record.length} actions`, record };
      const seat = active.length === 1 ? active[0]! : active[order.int(active.length)]!;
      const legal = game.legalActions(state, seat);
      const t = performance.now();
      const action = bots[seat]!.choose(game.view(state, seat), seat, legal);
      onDecision?.(seat, performance.now() - t);
      state = applyAction(game, state, seat, action).state;
      record.push({ seat, action });
    }
  } catch (e) {
    return {
      outcome: null,
      actions: record.length,
      error: `action #${record.length}: ${(e as Error).message}`,
      record,
    };
  }
  return { outcome: game.outcome(state), actions: record.length, error: null, record };
}

export function formatArena(r: ArenaResult): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const lines = [
    `${r.game}, ${r.players} player${r.players > 1 ? 's' : ''}, ${r.games} games (seed ${r.seed}), seats rotated; ${r.errors} errors; ${(r.wallMs / 1000).toFixed(1)} s`,
  ];
  for (const b of r.bots) {
    const win = r.players > 1 ? `wins ${b.wins} (${pct(b.winRate)}, 95% CI ${pct(b.ci95[0])}–${pct(b.ci95[1])})  ` : '';
    lines.push(`  ${b.name.padEnd(24)} ${win}mean score ${b.meanScore}  decisions/s ${b.decisionsPerSec}`);
  }
  lines.push(`decisions/s overall: ${r.decisionsPerSec}`);
  if (r.rung) lines.push(formatRung(r.rung));
  if (r.solo) {
    const s = r.solo;
    lines.push(`solo: median ${s.median}`);
    lines.push(
      `  final score distribution: ${Object.entries(s.distribution)
        .map(([k, v]) => `${k}:${v}`)
        .join('  ')}`,
    );
    const l = heuristicFor(r.game)?.soloLevels;
    if (l && s.good !== null)
      lines.push(
        `  Good (≥${l.good}) ${pct(s.good)}  Very good (≥${l.veryGood}) ${pct(s.veryGood!)}  Master (≥${l.master}) ${pct(s.master!)}`,
      );
  }
  lines.push(...r.errorSamples.map((e) => `error: ${e}`));
  return lines.join('\n');
}
