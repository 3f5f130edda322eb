/**
 * The one place game knowledge enters the bots: per game, an evaluation (`evaluation/`) and the
 * planners that use it (`planners/`), wired in `games/<game>.ts`. Everything else (search, greedy
 * play, arena) works on the engine contract alone.
 *
 * An evaluation reads a *determinized* state: one the bot built itself from its own view with
 * `game.determinize(view, seat, rng)`. It never sees the real state, so it cannot peek; the
 * hidden parts it reads are the bot's own guesses.
 */
import type { Seat } from '@tabula/engine';
import type { MacroResult } from '../search/macro';

export interface SoloLevels {
  good: number;
  veryGood: number;
  master: number;
}

export interface GameHeuristic<S = unknown> {
  game: string;
  /**
   * How good `state` is for `seat`, in the game's own score units (an estimate of the final
   * score): comparable between seats, so the search can turn a difference into a win chance.
   */
  evaluate(state: S, seat: Seat): number;
  /** The number of seats in a state of this game. */
  players(state: S): number;
  /** A score difference that means a clear lead; rewards are logistic in (difference / scale). */
  scale: number;
  /** Solo games: reward = (score − soloOffset) / soloScale, so the scores that matter span [0, 1]. */
  soloOffset?: number;
  soloScale?: number;
  /** Rollout length before the evaluation cuts it off (actions; 0 = score the leaf at once). */
  rolloutDepth: number;
  /**
   * How many own follow-ups the heuristic bot scores after an action that leaves it on the move
   * (default 16, sampled at random beyond that). Games whose second step is a long list (a Place
   * on any post) need all of it, or the step that opens the list looks worse than it is.
   */
  followUps?: number;
  /** The rollout policy the search uses unless the spec says otherwise (default random). */
  rollout?: 'random' | 'heuristic';
  /**
   * A game's own decision maker for the heuristic bot (e.g. a whole-turn planner), one per bot
   * instance so it may remember a plan; it reads only a state determinized from the bot's view.
   */
  planner?: () => Planner<S>;
  /** The same for the search bot, with its budget (play-outs or milliseconds per decision). */
  searchPlanner?: (budget: { iters?: number; ms?: number; beam?: number; rounds?: number }) => Planner<S>;
  /**
   * The search bot's own search laid open, for hints and the analysis (issue 43: they run the
   * Master's search, `search/master.ts`): the lines `searchPlanner` weighs at a decision, with its
   * figures.
   */
  decisionSearch?: (budget: { iters?: number; ms?: number }) => DecisionSearch<S>;
  /** The rulebook's solo levels, for the arena's solo report. */
  soloLevels?: SoloLevels;
}

/** Chooses one of `legal` for `seat` in a determinized state (see `GameHeuristic.planner`). */
export interface Planner<S = unknown> {
  /** `sample` draws another determinization of the same view. */
  choose(state: S, seat: Seat, legal: readonly unknown[], sample?: () => S): unknown;
}

/** What a game's own search weighed at one decision (see `GameHeuristic.decisionSearch`). */
export interface DecisionFigures {
  /** The first action of each line the search weighed, in the planner's order. */
  firsts: readonly unknown[];
  /**
   * The search over those lines (`search/macro.ts`): play-outs and mean value per line (the seat's
   * margin over the best other seat; solo, its score); `best` is the line the search bot plays.
   */
  result: MacroResult;
}

export interface DecisionOptions<S> {
  /** Told where each play-out of line `line` ended (a solo look across rounds reports none). */
  observe?: (line: number, end: S) => void;
  /** Only lines that begin with this action (the analysis of a move the search did not weigh). */
  first?: unknown;
}

/**
 * A game's own search at one decision. A method, as `evaluate` and `Planner.choose` are: the
 * generic tools hold each game's heuristic as a `GameHeuristic` (its states `unknown`, the game
 * picked by id), which TypeScript allows for a method's parameters, not for a function type's.
 */
export interface DecisionSearch<S> {
  /** What the search weighed from a determinized state (`sample` draws others); null: nothing to weigh. */
  figures(
    state: S,
    seat: Seat,
    legal: readonly unknown[],
    sample: (() => S) | undefined,
    o: DecisionOptions<S>,
  ): DecisionFigures | null;
}
