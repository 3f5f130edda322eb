/**
 * How far whole-game planning over the phase planner's lines reaches in the Loyang solo game,
 * when the future is known (a study tool, not a test; issue 22's median of 19):
 *
 *   npx tsx studies/bots/loyangRoundBeam.ts [seed=2040] [games=20] [width=8] [lines=8] [from=0] [beam=24]
 *
 * A beam search over rounds in the true state (every draw known, as `loyangOracle.ts`'s oracle):
 * from each of the `width` best positions at a round's start, the phase planner's `lines` best
 * lines for the round (`beam` 24, as the search bot's candidates) lead to the next round's start;
 * those positions are ranked by the solo value (`evaluateRoundStart`) and the `width` best kept,
 * to the end of the game, where the best final Path (L-13) is the answer. Width 1 with 1 line is
 * the beam-24 planner playing alone. If even wide beams stay near 17, the lines a round offers
 * are the limit; if they reach 19, choosing among them across rounds is. With `TRAIL=1` each
 * line also lists the winning plan's positions at each round's start (Path, Cash, Loans,
 * customers, Helpers, stalls, sown fields).
 */
import type { Seat } from '@tabula/engine';
import { loyang, type LoyangState } from '@tabula/loyang';
import { evaluateLoyang, evaluateRoundStart } from '../../packages/bots/src/evaluation/loyang';
import { keyOf } from '../../packages/bots/src/planners/loyangPlan';
import { finalScore, nextRoundStarts, worth } from '../../packages/bots/src/planners/loyangRounds';

const seedBase = process.argv[2] ?? '2040';
const games = Number(process.argv[3] ?? 20);
const width = Number(process.argv[4] ?? 8);
const lineCount = Number(process.argv[5] ?? 8);
const from = Number(process.argv[6] ?? 0);
const planBeam = Number(process.argv[7] ?? 24);

const seat: Seat = 0;
const plan = { beam: planBeam, depth: 40, end: evaluateRoundStart };
const final = (s: LoyangState) => finalScore(s, seat);
const value = (s: LoyangState) => worth(s, seat, evaluateLoyang, evaluateRoundStart);

/** A position in one line of the summary: what the winning plan held at each round's start. */
function summary(s: LoyangState): string {
  const p = s.p[0]!;
  const sown = p.fields.filter((f) => f.n > 0).length;
  return `r${s.phase === 'over' ? 'end' : s.round} P${p.path} C${p.cash} L${p.loans} RC${p.regulars.length} CC${p.casuals.length} H${p.helpers.length} MS${p.stalls.length} F${sown}/${p.fields.length}`;
}

interface Node {
  s: LoyangState;
  trail: string[];
}

function play(deal: string): { best: Node; rounds: number[] } {
  let frontier: Node[] = [{ s: loyang.setup({ players: 1, seed: deal, options: {} }), trail: [] }];
  const rounds: number[] = [];
  while (frontier.some((n) => n.s.phase !== 'over')) {
    const next = new Map<string, Node & { v: number }>();
    for (const n of frontier) {
      for (const t of n.s.phase === 'over' ? [n.s] : nextRoundStarts(n.s, seat, evaluateLoyang, plan, lineCount)) {
        const k = t.phase === 'over' ? `over:${final(t)}:${t.p[0]!.cash}` : keyOf(t, seat);
        const trail = t === n.s ? n.trail : [...n.trail, summary(t)];
        if (!next.has(k)) next.set(k, { s: t, trail, v: value(t) });
      }
    }
    const ranked = [...next.values()].sort((a, b) => b.v - a.v);
    frontier = ranked.slice(0, width);
    rounds.push(+ranked[0]!.v.toFixed(2));
  }
  const score = (n: Node) => final(n.s) * 100 + n.s.p[0]!.cash;
  const best = frontier.reduce((a, b) => (score(b) > score(a) ? b : a));
  return { best, rounds };
}

for (let g = from; g < from + games; g++) {
  const deal = `${seedBase}:${g}`;
  const t0 = performance.now();
  const { best, rounds } = play(deal);
  const p = best.s.p[0]!;
  const trail = process.env.TRAIL ? { trail: best.trail } : {};
  console.log(
    JSON.stringify({
      width,
      lines: lineCount,
      beam: planBeam,
      deal,
      path: p.path - p.loans,
      cash: p.cash,
      rounds,
      seconds: +((performance.now() - t0) / 1000).toFixed(1),
      ...trail,
    }),
  );
}
