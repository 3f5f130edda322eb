/**
 * `tabula play`: one human at the terminal against bots. Reads one line per decision, so it works
 * the same typed in a terminal (tmux included) or piped (`yes 1 | tabula play …`). The human sees
 * only their own view and the events addressed to everyone or to them; bots' choices appear
 * through those events, never through their hidden details.
 */
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import {
  type AnyGame,
  applyAction,
  eventsFor,
  type GameEvent,
  type GameOptions,
  newRecord,
  type Seat,
} from '@tabula/engine';
import { type Bot, createBot } from '@tabula/bots';
import { genericEvent, rendererFor } from './render';

export interface PlayArgs {
  game: AnyGame;
  players: number;
  seat: Seat;
  /** One spec per other seat, in seat order (a single spec is used for all of them). */
  bots: string[];
  seed: string | number;
  options: GameOptions;
  save?: string;
}

/** Lines from the input, one at a time; null at the end of input or when the user interrupts. */
class LineQueue {
  private lines: string[] = [];
  private waiting: ((line: string | null) => void) | null = null;
  private done = false;
  push(line: string | null): void {
    if (this.done) return;
    if (line === null) this.done = true;
    if (this.waiting) {
      const w = this.waiting;
      this.waiting = null;
      w(line);
    } else if (line !== null) this.lines.push(line);
  }
  next(): Promise<string | null> {
    if (this.lines.length) return Promise.resolve(this.lines.shift()!);
    if (this.done) return Promise.resolve(null);
    return new Promise((resolve) => (this.waiting = resolve));
  }
}

/** Exit codes: 0 the game ended (or the player typed q), 1 input ran out first, 130 Ctrl-C. */
export async function runPlay(a: PlayArgs, input: Readable, output: Writable): Promise<number> {
  const { game, players, seat: human } = a;
  const say = (s = '') => output.write(`${s}\n`);
  const renderer = rendererFor(game.id);
  const botSpecs = a.bots.length === 1 ? new Array(players - 1).fill(a.bots[0]) : a.bots;
  if (botSpecs.length !== players - 1)
    throw new Error(`${players} players: give ${players - 1} bots (or one for all), got ${a.bots.length}`);
  const bots: Array<Bot | null> = [];
  const names: string[] = [];
  for (let s = 0, b = 0; s < players; s++) {
    if (s === human) {
      bots.push(null);
      names.push('you');
    } else {
      const spec = botSpecs[b++]!;
      bots.push(createBot(game, spec, `${String(a.seed)}:bot:${s}`));
      names.push(`seat ${s} (${spec})`);
    }
  }
  const record = newRecord(game, players, a.seed, a.options);
  let state: unknown = game.setup({ players, seed: a.seed, options: a.options });

  const lines = new LineQueue();
  const rl = createInterface({ input, terminal: false });
  rl.on('line', (l) => lines.push(l));
  rl.on('close', () => lines.push(null));
  let interrupted = false;
  const onSigint = () => {
    interrupted = true;
    lines.push(null);
  };
  process.on('SIGINT', onSigint);
  const save = () => {
    if (a.save) {
      writeFileSync(a.save, `${JSON.stringify(record)}\n`);
      say(`record saved to ${a.save} (tabula replay ${a.save})`);
    }
  };
  const log = (events: GameEvent[]) => {
    for (const e of eventsFor(events, human)) say(`  · ${renderer.event?.(e, names) ?? genericEvent(e, names)}`);
  };

  try {
    say(
      `${game.name}: ${players} players, seed ${a.seed}. You are seat ${human}; ${names.filter((_, s) => s !== human).join(', ')}.`,
    );
    say('Type the number of an action; q leaves the game.');
    for (;;) {
      const active: Seat[] = game.activeSeats(state);
      if (active.length === 0) break;
      const botSeat = active.find((s) => s !== human);
      if (botSeat !== undefined) {
        const legal = game.legalActions(state, botSeat);
        const action = bots[botSeat]!.choose(game.view(state, botSeat), botSeat, legal);
        const r = applyAction(game, state, botSeat, action);
        record.actions.push({ seat: botSeat, action });
        state = r.state;
        log(r.events);
        continue;
      }
      const legal = game.legalActions(state, human);
      say();
      say(renderer.view(game.view(state, human), human, names));
      say('Your options:');
      legal.forEach((act, i) =>
        say(`  ${String(i + 1).padStart(2)}. ${game.describeAction?.(state, human, act) ?? JSON.stringify(act)}`),
      );
      let choice = -1;
      while (choice < 0) {
        output.write(`choose 1–${legal.length}> `);
        const line = await lines.next();
        if (line === null) {
          say();
          say(interrupted ? 'interrupted: leaving the game.' : 'input ended before the game did: leaving the game.');
          save();
          return interrupted ? 130 : 1;
        }
        // Piped input is not echoed by a terminal: echo it so the transcript reads like a session.
        if (!(input as { isTTY?: boolean }).isTTY) output.write(`${line}\n`);
        const t = line.trim();
        if (t === 'q' || t === 'quit') {
          say('you left the game.');
          save();
          return 0;
        }
        const n = Number(t);
        if (Number.isInteger(n) && n >= 1 && n <= legal.length) choice = n - 1;
        else say(`"${t}" is not one of 1–${legal.length}`);
      }
      const r = applyAction(game, state, human, legal[choice]);
      record.actions.push({ seat: human, action: legal[choice] });
      state = r.state;
      log(r.events);
    }
    const o = game.outcome(state);
    say();
    say('Game over. Final scores:');
    if (o)
      o.scores.forEach((x, s) => {
        const parts = Object.entries(o.breakdown[s] ?? {}).map(([k, v]) => `${k} ${v}`);
        say(`  ${o.ranking[s]}. ${names[s]}: ${x}${parts.length ? `  (${parts.join(', ')})` : ''}`);
      });
    save();
    return 0;
  } finally {
    process.off('SIGINT', onSigint);
    rl.close();
  }
}
