/**
 * The work done inside the hint worker (`hint.worker.ts`), kept apart from the messaging so tests
 * run it in Node: a hint from a seat's view, and the evaluation of a record decision by decision.
 * Imported only by the worker (and tests): it carries every engine and the bots, so the page's
 * own chunks never do.
 */
import {
  analyzeRecord,
  createBot,
  decisionIndices,
  hintFromView,
  soloForecast,
  summarize,
  type Bot,
  type DecisionAnalysis,
  type Forecast,
  type GameAnalysis,
  type Hint,
} from '@tabula/bots/browser';
import { type AnyGame, type GameRecord, parseRecord } from '@tabula/engine';
import { findGame } from '@tabula/wire/games';
import type { BotMoveRequest, ForecastRequest, HintRequest } from './protocol';

/** Every hosted game: wire's list, which this worker may load whole (issue 43). */
function gameOf(id: string): AnyGame {
  const g = findGame(id);
  if (!g) throw new Error(`no hints for the game "${id}"`);
  return g;
}

/** The hint for the request's seat from its view and legal list alone. */
export function computeHint(r: HintRequest): Hint {
  return hintFromView(gameOf(r.game), r.view, r.seat, r.legal, r.players, { iters: r.iters, seed: r.seed, top: 3 });
}

/** Every decision of the record, each told to `onDecision` as it is done, then the whole. */
export function computeAnalysis(
  raw: GameRecord,
  iters: number,
  onDecision: (d: DecisionAnalysis, total: number) => void,
): GameAnalysis {
  const record = parseRecord(raw);
  const game = gameOf(record.game);
  const t0 = performance.now();
  const indices = decisionIndices(game, record, {});
  const decisions = analyzeRecord(game, record, indices, { iters }, (d) => onDecision(d, indices.length));
  return summarize(game, record, { iters }, decisions, performance.now() - t0);
}

const bots = new Map<string, Bot>();

/** A bot's move for a local game's seat, from its view and legal list alone (one bot per `r.bot`). */
export function computeBotMove(r: BotMoveRequest): unknown {
  const key = `${r.bot}\u0000${r.spec}`;
  let bot = bots.get(key);
  if (!bot) {
    bot = createBot(gameOf(r.game), r.spec, r.seed);
    bots.set(key, bot);
  }
  return bot.choose(r.view, r.seat, r.legal);
}

/** The solo forecast from the seat's view alone. */
export function computeForecast(r: ForecastRequest): Forecast {
  return soloForecast(gameOf(r.game), r.view, r.seat, { samples: r.samples, seed: r.seed });
}
