/**
 * Is it the known future or the width that lets the round beam reach past 17 (a study tool, not
 * a test; issue 22's median of 19)?
 *
 *   npx tsx studies/bots/loyangPimc.ts [seed=2040] [games=12] [worlds=4] [width=8] [lines=8] [from=0]
 *
 * `loyangRoundBeam.ts` plans the whole game in the true state. Here each decision is planned the
 * same way in `worlds` samples of what the seat cannot see (its view determinized, as the search
 * bot's samples): the round's `lines` best lines (planned in the first sample) each lead, in every
 * sample, into a beam of `width` positions over the rest of the game; a line is worth the mean over
 * the samples of the best final Path (L-13) its descendants reach. The best line is played up to
 * its first Two-pack (whose cards differ per sample, L-9.H.2); the planner then finishes the round
 * in a fresh sample, following its line as the bot does. If this reaches the clairvoyant beam's figures, a fair bot could too, given
 * the time; if it stays near the search bot's, the beam's gain was the known future.
 */
import { Rng, type Seat } from '@tabula/engine';
import { loyang, type LoyangAction, type LoyangState } from '@tabula/loyang';
import { evaluateLoyang, evaluateRoundStart } from '../../packages/bots/src/evaluation/loyang';
import { followingPlanner, keyOf, planLines, planPhase } from '../../packages/bots/src/planners/loyangPlan';
import {
  finalScore,
  nextRoundStarts,
  playForced,
  toRoundEnd,
  worth,
} from '../../packages/bots/src/planners/loyangRounds';
import { enterLine } from '../../packages/bots/src/planners/loyangSearch';

const seedBase = process.argv[2] ?? '2040';
const games = Number(process.argv[3] ?? 12);
const worlds = Number(process.argv[4] ?? 4);
const width = Number(process.argv[5] ?? 8);
const lineCount = Number(process.argv[6] ?? 8);
const from = Number(process.argv[7] ?? 0);

const seat: Seat = 0;
const plan = { beam: 24, depth: 40, end: evaluateRoundStart };
const final = (s: LoyangState) => finalScore(s, seat);
const value = (s: LoyangState) => worth(s, seat, evaluateLoyang, evaluateRoundStart);

/** In one sample: each root's best final Path (or best value where the beam dropped it). */
function judge(roots: Array<LoyangState | null>): number[] {
  const best = roots.map((r) => (r ? value(r) : -Infinity));
  let frontier = roots.flatMap((r, i) => (r ? [{ s: r, root: i }] : []));
  while (frontier.some((n) => n.s.phase !== 'over')) {
    const next = new Map<string, { s: LoyangState; root: number; v: number }>();
    for (const n of frontier) {
      for (const t of n.s.phase === 'over' ? [n.s] : nextRoundStarts(n.s, seat, evaluateLoyang, plan, lineCount)) {
        const k = t.phase === 'over' ? `over:${n.root}:${final(t)}` : keyOf(t, seat);
        const v = value(t);
        best[n.root] = Math.max(best[n.root]!, v);
        if (!next.has(k) || next.get(k)!.v < v) next.set(k, { s: t, root: n.root, v });
      }
    }
    // A root the beam drops keeps the best value it reached.
    frontier = [...next.values()].sort((a, b) => b.v - a.v).slice(0, width);
  }
  // At the end a root is worth its best final Path among the beam's ends.
  const ends = roots.map(() => -Infinity);
  for (const n of frontier) ends[n.root] = Math.max(ends[n.root]!, final(n.s));
  return best.map((b, i) => (ends[i]! > -Infinity ? ends[i]! : b));
}

function play(deal: string): LoyangState {
  const rng = Rng.seed(`${deal}:pimc`);
  const sample = (s: LoyangState) => loyang.determinize!(loyang.view(s, seat), seat, rng);
  let s = loyang.setup({ players: 1, seed: deal, options: {} });
  for (let guard = 0; guard < 60 && s.phase !== 'over'; guard++) {
    s = playForced(s, seat);
    if (s.phase === 'over') break;
    const first = sample(s);
    const lines = planLines(first, seat, loyang.legalActions(s, seat), evaluateLoyang, plan, lineCount).filter(
      (l) => l.first,
    );
    let chosen: LoyangAction[] = lines[0]?.actions ?? [];
    if (lines.length > 1) {
      const total = lines.map(() => 0);
      for (let w = 0; w < worlds; w++) {
        const world = w === 0 ? first : sample(s);
        const roots = lines.map((l) => {
          const t = enterLine(world, seat, l.actions);
          return t && toRoundEnd(t, seat, s.round, evaluateLoyang, plan);
        });
        judge(roots).forEach((v, i) => (total[i]! += v));
      }
      chosen = lines[total.indexOf(Math.max(...total))]!.actions;
    }
    const round = s.round;
    for (const a of chosen) {
      try {
        s = loyang.apply(s, seat, a).state;
      } catch {
        break;
      }
      if (a.type === 'twoPack') break;
    }
    // The rest of the round: the planner's line in a fresh sample, followed while the position
    // goes as planned (the search bot's `followingPlanner`), planned again after a Two-pack.
    const rest = followingPlanner((t, who, legal) => planPhase(sample(t), who, legal, evaluateLoyang, plan));
    while (s.phase !== 'over' && s.round === round) {
      const legal = loyang.legalActions(s, seat);
      const a = (legal.length === 1 ? legal[0] : rest.choose(s, seat, legal)) as LoyangAction;
      s = loyang.apply(s, seat, a).state;
    }
  }
  return s;
}

for (let g = from; g < from + games; g++) {
  const deal = `${seedBase}:${g}`;
  const t0 = performance.now();
  const s = play(deal);
  console.log(
    JSON.stringify({
      worlds,
      width,
      lines: lineCount,
      deal,
      path: final(s),
      cash: s.p[0]!.cash,
      seconds: +((performance.now() - t0) / 1000).toFixed(1),
    }),
  );
}
