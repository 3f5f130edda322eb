/**
 * How far is the Loyang solo search from what it could reach if it knew the future (a study tool,
 * not a test; issue 22's median of 19):
 *
 *   npx tsx studies/bots/loyangOracle.ts MODE [seed=2040] [games=20] [iters=32] [from=0] [rounds=0]
 *
 * MODE `fair` plays the search bot as it is (`search:iters=N`): each decision samples the cards it
 * cannot see. MODE `oracle` gives the same planner, at the same budget, the true state as every
 * sample: it sees the Draw pile's order and every later draw, so its play-outs are the game's real
 * future for each line it tries. The deals are the arena's (`S:g`), one JSON line per game.
 * If the oracle's median is well above the fair bot's, what is lost is the judgement of
 * uncertainty; if not, the planner and its evaluation are the limit, not hidden information.
 */
import { type AnyGame, applyAction } from '@tabula/engine';
import { loyang, type LoyangAction, type LoyangState } from '@tabula/loyang';
import { createBot } from '../../packages/bots/src/create';
import { heuristicFor } from '../../packages/bots/src/games';

const mode = process.argv[2] ?? 'fair';
const seedBase = process.argv[3] ?? '2040';
const games = Number(process.argv[4] ?? 20);
const iters = Number(process.argv[5] ?? 32);
const from = Number(process.argv[6] ?? 0);
/** The solo play-outs' look across rounds (`search:…,rounds=N`). */
const rounds = Number(process.argv[7] ?? 0);
if (mode !== 'fair' && mode !== 'oracle') throw new Error('MODE is fair or oracle');

const game = loyang as AnyGame;

function play(deal: string): LoyangState {
  const bot = createBot(game, `search:iters=${iters}${rounds ? `,rounds=${rounds}` : ''}`, `${deal}:0`);
  const planner = heuristicFor('loyang')!.searchPlanner!({ iters, rounds });
  let s = loyang.setup({ players: 1, seed: deal, options: {} });
  while (loyang.activeSeats(s).length) {
    const legal = loyang.legalActions(s, 0);
    let a: unknown;
    if (legal.length === 1) a = legal[0];
    else if (mode === 'fair') a = bot.choose(loyang.view(s, 0), 0, legal);
    else {
      const world = s;
      a = planner.choose(world, 0, legal, () => world);
    }
    s = applyAction<LoyangState>(loyang, s, 0, a as LoyangAction).state;
  }
  return s;
}

for (let g = from; g < from + games; g++) {
  const deal = `${seedBase}:${g}`;
  const t0 = performance.now();
  const s = play(deal);
  console.log(
    JSON.stringify({
      mode,
      iters,
      rounds,
      deal,
      path: s.p[0]!.path,
      cash: s.p[0]!.cash,
      seconds: +((performance.now() - t0) / 1000).toFixed(1),
    }),
  );
}
