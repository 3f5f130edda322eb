/**
 * Issue 45: the match pace.e2e watches (e2e/paceMatch.ts) holds a bot's turn to watch step by step.
 * Played here as the server plays it — the same seed, the bot built by `createBot` with the
 * server's seed for it (bots/driver.ts) — and counted as the table counts its steps (a version with
 * nothing to watch is no step of its own, usePaced.ts). A seed whose bot ends its first turn at
 * once, as a random match's did in the e2e's failing runs, fails here.
 */
import { applyAction, type AnyGame, eventsFor } from '@tabula/engine';
import { createBot } from '@tabula/bots';
import { hansa, type HansaState } from '@tabula/hansa';
import { describe, expect, it } from 'vitest';
import { ui } from '../src/games/hansa/ui';
import type { GameUi } from '../src/games/types';
import type { LogEntry } from '../src/net/connState';
import { nothingToWatch } from '../src/table/pace/usePaced';
import { PACE_BOT, PACE_SEED } from './e2e/paceMatch';

const game = hansa as unknown as AnyGame;
const start = () => game.setup({ players: 2, seed: PACE_SEED, options: {} }) as HansaState;

/** The bot's first turn after Ann's pawn placement `pawn`: its steps on Ann's table and its pieces placed. */
function botTurn(pawn: unknown): { steps: number; placed: number } {
  let s = applyAction(game, start(), 0, pawn).state as HansaState;
  const bot = createBot(game, PACE_BOT, `${PACE_SEED}:bot:1`);
  const log: LogEntry[] = [];
  let steps = 0;
  let placed = 0;
  for (let v = 2; game.activeSeats(s)[0] === 1; v++) {
    const a = bot.choose(game.view(s, 1), 1, game.legalActions(s, 1)) as { type: string };
    const r = applyAction(game, s, 1, a);
    s = r.state as HansaState;
    log.push({ version: v, seat: 1, events: eventsFor(r.events, 0) as LogEntry['events'] });
    if (!nothingToWatch(log, v - 1, v, ui as unknown as GameUi)) steps++;
    if (a.type === 'place') placed++;
  }
  return { steps, placed };
}

describe('the match pace.e2e watches (issue 45)', () => {
  it('has Ann place the pawn, and the bot start', () => {
    const s = start();
    expect(game.activeSeats(s)).toEqual([0]);
    const legal = game.legalActions(s, 0) as Array<{ type: string }>;
    expect(legal.every((a) => a.type === 'placePawn')).toBe(true);
    expect(game.activeSeats(applyAction(game, s, 0, legal[0]).state)).toEqual([1]);
  });

  it('shows the bot’s first turn as two steps or more, placing a piece, whichever pawn Ann places', () => {
    for (const pawn of game.legalActions(start(), 0)) {
      const turn = botTurn(pawn);
      expect(turn.steps, JSON.stringify(pawn)).toBeGreaterThanOrEqual(2);
      expect(turn.placed, JSON.stringify(pawn)).toBeGreaterThan(0);
    }
  });
});
