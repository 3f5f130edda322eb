/**
 * `--hostile leave-reclaim` (issue 41 points 2 and 5): a seated player whose clock runs cycles
 * `leave` (a bot takes the seat) and `hello` with its token (takes it back) as fast as the server
 * answers. On the server of issue 41 each hand-over credited the increment as if a move had ended
 * the turn (20 cycles grew a 1-minute bank by 3 h 20 min) and each change rewrote the whole list
 * of table events. The match: 2 players, a 1-minute bank with the largest increment (10 min); the
 * attacker holds both seats, its other seat answering at once when asked to move, and picks a
 * slow absent-seat bot (`search:ms=5000`), so that the bot seldom moves before the seat is taken
 * back. The bank is read after every cycle; growth across cycles in which no move was made is
 * what a fixed clock never allows.
 */
import { autoPlay } from '../autoPlayer';
import { WireClient } from '../client';
import { findGame } from '@tabula/wire/games';
import type { Created, Joined, ServerMessage } from '@tabula/wire';
import { type AttackContext, type Attacker, Backoff, type ConditionAt, headersOf, sleep } from './attacker';
import { must } from './request';

type Update = Extract<ServerMessage, { t: 'update' }>;
const ANSWER_MS = 2000;

interface Table {
  matchId: string;
  token: string;
  seat: number;
  player: WireClient;
  other: WireClient;
}

type Seats = Update['seats'];

/**
 * The first update (after a welcome, if asked) or `seats` frame whose seat list passes `pred`, or
 * the first refusal, whichever comes first; null after ANSWER_MS. The welcome is noticed by a
 * listener, not awaited: the welcome and the updates after it may come in one frame, and a waiter
 * added once the welcome's promise settled would miss them.
 */
async function answer(
  c: WireClient,
  pred: (seats: Seats, u?: Update) => boolean,
  welcome = false,
): Promise<Update | { t: 'seats' } | { t: 'error'; code: string } | null> {
  let welcomed = !welcome;
  const stop = c.onMessage((m) => (welcomed ||= m.t === 'welcome'));
  try {
    return await Promise.race([
      c.next('update', (u) => welcomed && pred(u.seats, u), ANSWER_MS).catch(() => null),
      welcome
        ? new Promise<never>(() => undefined)
        : c.next('seats', (m) => pred(m.seats), ANSWER_MS).catch(() => null),
      c.next('error', () => true, ANSWER_MS).catch(() => null),
    ]);
  } finally {
    stop();
  }
}

export async function leaveReclaimAttacker(ctx: AttackContext): Promise<Attacker> {
  const game = ctx.scale === 'small' ? 'nim' : 'hansa';
  const headers = headersOf(ctx);
  const table = async (): Promise<Table> => {
    const clock = { kind: 'realtime', baseMs: 60_000, incrementMs: 600_000 };
    const m = await must<Created>(ctx, 'POST', '/api/matches', {
      game,
      players: 2,
      clock,
      absentBot: ctx.scale === 'small' ? 'search:ms=2000' : 'search:ms=5000',
    });
    const a = await must<Joined>(ctx, 'POST', `/api/matches/${m.id}/join`, { name: 'cycler' });
    const b = await must<Joined>(ctx, 'POST', `/api/matches/${m.id}/join`, { name: 'mover' });
    const other = await WireClient.connect(ctx.url, { keep: false, patch: false, headers });
    autoPlay(other, b.seat, { game: findGame(game)! });
    await other.hello(m.id, b.token);
    const player = await WireClient.connect(ctx.url, { keep: false, patch: false, headers });
    await player.hello(m.id, a.token);
    return { matchId: m.id, token: a.token, seat: a.seat, player, other };
  };
  let t = await table();
  const matches = [t.matchId];
  const banks: Array<{ at: number; leftMs: number; version: number }> = [];
  const refused: Record<string, number> = {};
  let cycles = 0;
  let unanswered = 0;
  let running = false;
  let loop: Promise<void> = Promise.resolve();
  let onMs = 0;
  let onSince = 0;

  const backoff = new Backoff();
  const refuse = (code: string) => {
    refused[code] = (refused[code] ?? 0) + 1;
    return backoff.refused();
  };
  // Whether the seat is away now: then the next message is the hello that takes it back. A
  // refused leave is tried again; one not seen taking effect is followed by a hello all the same
  // (harmless if the seat never left: a re-greeting), but that pair is not counted as a cycle.
  let away = false;
  const cycle = async () => {
    let confirmed = away;
    if (!away) {
      const left = answer(
        t.player,
        (seats, u) => seats[t.seat]?.away === true || (u !== undefined && u.outcome !== null),
      );
      t.player.send({ t: 'leave' });
      const l = await left;
      if (l?.t === 'error') return refuse(l.code);
      if (l === null) unanswered++;
      confirmed = l !== null;
      away = true;
    }
    // The seat is back once an update shows it played by its person again (the welcome's first
    // update may still show it away); a leave sent before that would find it already away.
    const back = answer(
      t.player,
      (seats, u) => seats[t.seat]?.away !== true || (u !== undefined && u.outcome !== null),
      true,
    );
    t.player.send({ t: 'hello', matchId: t.matchId, token: t.token });
    const h = await back;
    if (h === null) return void unanswered++;
    if (h.t === 'error') return refuse(h.code);
    if (h.t !== 'update') return;
    away = false;
    backoff.succeeded();
    if (!confirmed) return;
    cycles++;
    const leftMs = h.clock?.seats[t.seat]?.leftMs;
    if (leftMs !== undefined)
      banks.push({ at: performance.timeOrigin + performance.now(), leftMs, version: h.version });
    if (h.outcome !== null) {
      // The match ended (the slow bot moved often enough): a new one, as the attacker would.
      await Promise.all([t.player.close(), t.other.close()]);
      t = await table();
      matches.push(t.matchId);
    }
  };
  const run = async () => {
    while (running) {
      try {
        await cycle();
      } catch {
        await sleep(100);
      }
    }
  };

  const self: Attacker = {
    kind: 'leave-reclaim',
    stoppable: true,
    on() {
      if (running) return;
      running = true;
      onSince = performance.now();
      loop = run();
    },
    off() {
      if (!running) return;
      running = false;
      onMs += performance.now() - onSince;
    },
    async stop(_conditionAt: ConditionAt) {
      self.off();
      await loop;
      await Promise.all([t.player.close(), t.other.close()]);
      // Growth a move did not pay for: between consecutive readings of the same match and version.
      let unpaid = 0;
      for (let i = 1; i < banks.length; i++)
        if (banks[i]!.version === banks[i - 1]!.version) unpaid += Math.max(0, banks[i]!.leftMs - banks[i - 1]!.leftMs);
      const first = banks[0]?.leftMs ?? NaN;
      const last = banks.at(-1)?.leftMs ?? NaN;
      const max = banks.reduce((n, b) => Math.max(n, b.leftMs), -Infinity);
      const moves = banks.length ? banks.at(-1)!.version - banks[0]!.version : 0;
      const min = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;
      const seconds = onMs / 1000;
      return {
        kind: 'leave-reclaim',
        matches,
        onSeconds: Math.round(seconds * 10) / 10,
        cycles,
        refused,
        unanswered,
        bankFirstMs: first,
        bankLastMs: last,
        bankMaxMs: max,
        growthWithoutMoveMs: unpaid,
        movesMade: moves,
        banks: banks.slice(0, 1000).map((b) => [b.leftMs, b.version]),
        summary:
          `leave-reclaim: ${cycles} leave/hello cycles in ${seconds.toFixed(1)} s` +
          `${
            Object.keys(refused).length
              ? `, refused ${Object.entries(refused)
                  .map(([c, n]) => `${n}× ${c}`)
                  .join(', ')}`
              : ''
          }${unanswered ? `, ${unanswered} unanswered` : ''}; ` +
          `the 1-minute bank read ${min(first)} after the first cycle, ${min(last)} after the last (max ${min(max)}); grew ${min(unpaid)} across cycles with no move (${moves} moves made by the absent-seat bot)`,
      };
    },
  };
  return self;
}
