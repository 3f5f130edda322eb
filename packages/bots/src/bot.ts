/** What every bot is: it decides from the seat's view and legal actions only, never hidden state. */
import type { Seat } from '@tabula/engine';
import type { LevelId } from './levels';

export interface Bot {
  /** The spec it was built from, e.g. `search:ms=1000`. */
  readonly name: string;
  /** One of `legal`, chosen from what `seat` sees (`view` is `game.view(state, seat)`). */
  choose(view: unknown, seat: Seat, legal: readonly unknown[]): unknown;
}

export interface ParsedBotSpec {
  kind: 'random' | 'heuristic' | 'search';
  /** Set when the spec named a level (`levels.ts`); the other fields are the level's spec. */
  level?: LevelId;
  /** Heuristic: the chance of a random legal move instead of the heuristic's (the Beginner). */
  eps?: number;
  /** Search budget in milliseconds per decision (nondeterministic: depends on the machine). */
  ms?: number;
  /** Search budget in iterations per decision (deterministic under a seed). */
  iters?: number;
  /** Search: UCB exploration constant. */
  c?: number;
  /** Search: rollout policy; `heuristic` plays ε-greedy on the game's evaluation. */
  rollout?: 'random' | 'heuristic';
  /** Search: actions played in a rollout before the evaluation cuts it off (0 = to the end). */
  depth?: number;
  /**
   * Search, Loyang: the beam of the planner every seat plays the play-outs with (default 6 solo
   * and at two and three players, as the heuristic bot plans; 2 at four). Hansa has no such
   * planner and refuses it.
   */
  beam?: number;
  /**
   * Search, Loyang solo: the rounds each play-out plans across past the current one, with a beam
   * over whole rounds (`planners/loyangRounds.ts`); 0 plays one round on with the planner's
   * best line. Multi-player Loyang plays out as without it; Hansa and Nim refuse it.
   */
  rounds?: number;
}
