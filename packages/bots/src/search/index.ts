/**
 * The search bot: ISMCTS (`ismcts.ts`) with a budget per decision. Deterministic under a seed
 * with an iteration budget: each decision's random stream is seeded from the bot's seed, the seat
 * and the view itself, so the same view always gets the same answer — and two states that differ
 * only in what this seat cannot see get the same answer too.
 */
import { type AnyGame, canonicalJson, Rng, type Seat } from '@tabula/engine';
import type { Bot, ParsedBotSpec } from '../bot';
import { heuristicFor } from '../games';
import { ismcts, type SearchParams, type SearchStats } from './ismcts';
import { quickHash } from '../viewHash';

export type { SearchParams, SearchStats } from './ismcts';
export { ismcts } from './ismcts';

/** Defaults: one second per decision, c = 0.4, the module's rollout policy and depth. */
/** Actions of one seat without a pass after which the search bot passes when it can. */
const PATIENCE = 80;

export function searchParams(game: AnyGame, spec: Omit<ParsedBotSpec, 'kind'>): SearchParams {
  const h = heuristicFor(game.id);
  const p: SearchParams = {
    c: spec.c ?? 0.4,
    rollout: spec.rollout ?? h?.rollout ?? 'random',
    depth: spec.depth ?? h?.rolloutDepth ?? 0,
  };
  // Both: an iteration budget with a time cap (the Master's, issue 44); neither: one second.
  if (spec.iters !== undefined) p.iters = spec.iters;
  if (spec.ms !== undefined || spec.iters === undefined) p.ms = spec.ms ?? 1000;
  return p;
}

export interface SearchBot extends Bot {
  /** Figures of the last decision that needed a search (a single legal action needs none). */
  lastStats: SearchStats | null;
}

export function searchBot(
  game: AnyGame,
  spec: Omit<ParsedBotSpec, 'kind'>,
  seed: string | number,
  name = 'search',
): SearchBot {
  const params = searchParams(game, spec);
  const h = heuristicFor(game.id);
  const sincePass = new Map<Seat, number>();
  const remember = (seat: Seat, a: unknown) => {
    sincePass.set(seat, game.isPass?.(a) ? 0 : (sincePass.get(seat) ?? 0) + 1);
    return a;
  };
  // A game's own search (Hansa: whole turns looked at one round ahead), one per bot instance.
  const budget = {
    ...(params.iters !== undefined ? { iters: params.iters } : {}),
    ...(params.ms !== undefined ? { ms: params.ms } : {}),
  };
  for (const key of ['beam', 'rounds'] as const) {
    if (spec[key] !== undefined && !h?.searchPlanner)
      throw new Error(`${key}=N tunes a game's own search; ${game.id} has none`);
  }
  const planner = h?.searchPlanner?.({
    ...budget,
    ...(spec.beam !== undefined ? { beam: spec.beam } : {}),
    ...(spec.rounds !== undefined ? { rounds: spec.rounds } : {}),
  });
  const bot: SearchBot = {
    name,
    lastStats: null,
    choose(view: unknown, seat: Seat, legal: readonly unknown[]) {
      if (legal.length === 0) throw new Error(`seat ${seat} has no legal action`);
      if (legal.length === 1) return remember(seat, legal[0]);
      if (planner && game.determinize) {
        const rng = Rng.seed(`search:${String(seed)}|${seat}|${quickHash(JSON.stringify(view))}`);
        const sample = () => game.determinize!(view, seat, rng);
        return remember(seat, planner.choose(sample(), seat, legal, sample));
      }
      // Safety net (engine.md §7): after PATIENCE actions without a pass, pass when one is legal,
      // so that no estimate, however wrong, can keep a turn going forever.
      const passes = game.isPass ? legal.filter((a) => game.isPass!(a)) : [];
      if (passes.length && (sincePass.get(seat) ?? 0) >= PATIENCE) return remember(seat, passes[0]);
      const rng = Rng.seed(`search:${String(seed)}|${seat}|${canonicalJson(view)}`);
      const { action, stats } = ismcts(game, view, seat, legal, params, rng, h);
      bot.lastStats = stats;
      return remember(seat, action);
    },
  };
  return bot;
}
