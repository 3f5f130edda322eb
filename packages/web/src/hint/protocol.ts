/**
 * What the page and the hint worker say to each other (issue 22), and the fixed budgets. A hint
 * request carries exactly what the asking seat knows — its view and its legal actions as the
 * server (or, in the replay, `game.view`/`game.legalActions`) gives them — never a state: the
 * worker cannot see more than the seat (the no-peek test in test/hint.test.ts).
 *
 * Budgets are play-outs, not milliseconds, so a hint or an evaluation is the same on every
 * machine and every run (seed fixed too) and the tests can pin it.
 */
import type { GameRecord } from '@tabula/engine';
import type { DecisionAnalysis, Forecast, GameAnalysis, Hint } from '@tabula/bots/browser';
import type { GameId } from '@tabula/wire/games';

/**
 * Play-outs per game. In Loyang and Hansa a hint and an evaluation run the Master's own search
 * (issue 43), where one play-out is a whole phase or turn searched a round ahead, about a hundred
 * of Nim's single-action play-outs: ~16 of them take what 1,000 took before (~0.3–2 s on one core).
 */
const BUDGETS: Record<GameId, { hint: number; eval: number }> = {
  nim: { hint: 1000, eval: 40 },
  loyang: { hint: 16, eval: 2 },
  hansa: { hint: 16, eval: 2 },
};
/** A game without a line search of its own (Nim) is searched action by action. */
const budget = (game: string) => (game in BUDGETS ? BUDGETS[game as GameId] : BUDGETS.nim);
/** Play-outs of one hint in `game`. */
export const hintIters = (game: string): number => budget(game).hint;
/** The hint's seed: the same position gives the same hint. */
export const HINT_SEED = 1;
/** Play-outs per decision of the replay's evaluation in `game`. */
export const evalIters = (game: string): number => budget(game).eval;

export interface HintRequest {
  game: string;
  players: number;
  seat: number;
  view: unknown;
  legal: unknown[];
  iters: number;
  seed: number;
}

/**
 * A bot's move in a game played on this device (issue 21, `src/local`): like a hint, only the
 * seat's view and legal list cross to the worker. `bot` names the bot (match and seat), so the
 * worker keeps one bot, with its seeded randomness, per seat.
 */
export interface BotMoveRequest {
  game: string;
  bot: string;
  spec: string;
  seed: string;
  seat: number;
  view: unknown;
  legal: unknown[];
}

/** Games played to the end per solo forecast (issue 22): ~5–15 s on one core, once a round. */
export const FORECAST_SAMPLES = 16;

/** A solo forecast from the seat's view only (no state crosses to the worker). */
export interface ForecastRequest {
  game: string;
  seat: number;
  view: unknown;
  samples: number;
  seed: number;
}

export type WorkerRequest =
  | ({ kind: 'hint' } & HintRequest)
  | { kind: 'analyze'; record: GameRecord; iters: number }
  | ({ kind: 'bot' } & BotMoveRequest)
  | ({ kind: 'forecast' } & ForecastRequest);

export type WorkerReply =
  | { kind: 'hint'; id: number; hint: Hint }
  | { kind: 'bot'; id: number; action: unknown }
  | { kind: 'forecast'; id: number; forecast: Forecast }
  | { kind: 'decision'; id: number; total: number; decision: DecisionAnalysis }
  | { kind: 'done'; id: number; analysis: GameAnalysis }
  | { kind: 'error'; id: number; message: string };

export type { DecisionAnalysis, Forecast, GameAnalysis, Hint };
