/**
 * `tabula analyze RECORD`: each decision's expected outcome for every seat and the moves that lost
 * the most, from each seat's own view (the analysis is `@tabula/bots/tools`' `analyze.ts`; this file
 * reads the record and prints).
 */
import { type AnyGame, type GameRecord, replay } from '@tabula/engine';
import {
  analyzeParallel,
  type AnalyzeOptions,
  type DecisionAnalysis,
  type GameAnalysis,
  worstMoves,
} from '@tabula/bots/tools';
import { readRecordFile } from './replay';

function readRecord(file: string): { game: AnyGame; record: GameRecord } {
  const { game, record } = readRecordFile(file);
  // Validates every action (throws ReplayError with the index and rule id) before any analysis.
  replay(game, record);
  return { game, record };
}

export interface AnalyzeReport extends GameAnalysis {
  /** The decisions that lost the most, worst first (at most 5). */
  worst: DecisionAnalysis[];
  /** The budget per decision. */
  budget: { iters?: number; ms?: number };
}

export async function analyzeFile(
  file: string,
  o: AnalyzeOptions & { jobs: number },
  onDecision?: (d: DecisionAnalysis) => void,
): Promise<{ report: AnalyzeReport; game: AnyGame; record: GameRecord }> {
  const { game, record } = readRecord(file);
  const { jobs, ...options } = o;
  const a = await analyzeParallel(
    game,
    record,
    options,
    { jobs, registry: new URL('./registry.ts', import.meta.url).href },
    onDecision,
  );
  return {
    report: { ...a, worst: worstMoves(a), budget: o.iters !== undefined ? { iters: o.iters } : { ms: o.ms ?? 200 } },
    game,
    record,
  };
}

/** The action texts for a report, from the game's describe (the states replayed from the record). */
export function describeDecisions(
  game: AnyGame,
  record: GameRecord,
  ds: readonly DecisionAnalysis[],
): Map<number, { chosen: string; best: string }> {
  const want = new Map(ds.map((d) => [d.index, d]));
  const out = new Map<number, { chosen: string; best: string }>();
  const text = (s: unknown, seat: number, a: unknown) => game.describeAction?.(s, seat, a) ?? JSON.stringify(a);
  let s: unknown = game.setup({ players: record.players, seed: record.seed, options: record.options });
  const last = Math.max(-1, ...want.keys());
  for (let i = 0; i <= last; i++) {
    const { seat, action } = record.actions[i]!;
    const d = want.get(i);
    if (d) out.set(i, { chosen: text(s, seat, d.chosen), best: text(s, seat, d.best) });
    s = game.apply(s, seat, action).state;
  }
  return out;
}

function fmt(r: GameAnalysis, x: number): string {
  return r.unit === 'score' ? x.toFixed(1) : `${Math.round(x * 100)}%`;
}

export function formatAnalyze(r: AnalyzeReport, texts: Map<number, { chosen: string; best: string }>): string {
  const budget = r.budget.iters !== undefined ? `${r.budget.iters} play-outs` : `${r.budget.ms} ms`;
  const what = r.unit === 'score' ? 'expected final score' : 'win chance per seat';
  const lines = [
    `${r.game}, ${r.players} player${r.players === 1 ? '' : 's'}: ${r.decisions.length} decisions in actions ${r.from}–${r.to - 1}, ${budget} each, ${(r.wallMs / 1000).toFixed(1)} s`,
    `each line: action #, seat, ${what} before the action (from that seat's view), the choice, its value, and the search's best when it differs`,
  ];
  for (const d of r.decisions) {
    const t = texts.get(d.index)!;
    const values = d.value.map((v) => fmt(r, v)).join(' ');
    const best = d.loss > 0 ? `; best ${t.best} (${fmt(r, d.bestValue)}), lost ${fmt(r, d.loss)}` : '';
    lines.push(`#${d.index} seat ${d.seat} [${values}] ${t.chosen} (${fmt(r, d.chosenValue)})${best}`);
  }
  lines.push('Moves that lost the most:');
  if (!r.worst.length) lines.push("  none: every choice was the search's own or as good");
  for (const d of r.worst) {
    const t = texts.get(d.index)!;
    lines.push(`  #${d.index} seat ${d.seat}: ${t.chosen} — lost ${fmt(r, d.loss)} (best: ${t.best})`);
  }
  return lines.join('\n');
}
