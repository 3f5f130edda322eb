/**
 * Key moments of an evaluated game (issue 22): the moves that lost the most — the drop of the
 * acting seat's expectation from the search's best action to the one played — worst first, ties
 * by the earlier move (as `worstMoves` in @tabula/bots, kept here so the replay's chunk carries
 * no bots), and an analysis file checked against the record it is shown with.
 */
import type { GameRecord } from '@tabula/engine';
import type { DecisionAnalysis, GameAnalysis } from '../hint/protocol';

export function keyMoments(decisions: readonly DecisionAnalysis[], n = 5): DecisionAnalysis[] {
  return decisions
    .filter((d) => d.loss > 0)
    .sort((a, b) => b.loss - a.loss || a.index - b.index)
    .slice(0, n);
}

/** A loss in the graph's unit: win-chance points, or score points with one decimal. */
export function lossText(unit: GameAnalysis['unit'], loss: number): string {
  return unit === 'win chance' ? `${Math.round(loss * 100)}%` : loss.toFixed(1);
}

/** `tabula analyze --json` output, checked to be about this record; throws saying what is wrong. */
export function parseAnalysis(text: string, record: GameRecord): GameAnalysis {
  const a = JSON.parse(text) as Partial<GameAnalysis>;
  if (a.game !== record.game) throw new Error(`it is for "${String(a.game)}", the record for "${record.game}"`);
  if (a.players !== record.players)
    throw new Error(`it is for ${String(a.players)} players, the record for ${record.players}`);
  if (a.unit !== 'win chance' && a.unit !== 'score') throw new Error('no unit');
  if (!Array.isArray(a.decisions)) throw new Error('no decisions');
  for (const d of a.decisions) {
    const ok =
      Number.isInteger(d.index) &&
      d.index >= 0 &&
      d.index < record.actions.length &&
      record.actions[d.index]!.seat === d.seat &&
      JSON.stringify(record.actions[d.index]!.action) === JSON.stringify(d.chosen) &&
      Array.isArray(d.value);
    if (!ok) throw new Error(`decision at action ${String(d.index)} does not match the record`);
  }
  return a as GameAnalysis;
}
