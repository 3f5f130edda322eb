/**
 * `--hostile slow-bots` (issue 41 point 6): 30 matches of two `search:ms=5000` bots, each bot
 * thinking the longest the server allows on every move. Beside them a person plays another match
 * against a bot (`search:ms=500`) and answers at once; how long that bot takes to answer is
 * measured in every phase — on the server of issue 41 it answered after up to 35 s (0.5 s
 * without the attack). Switching off cannot stop matches of bots alone, so this attacker gets the
 * end of the run (phases.ts). Counts the matches the server created and refused.
 */
import { autoPlay } from '../autoPlayer';
import { createMatch, joinMatch, WireClient } from '../client';
import { findGame } from '@tabula/wire/games';
import type { ServerMessage } from '@tabula/wire';
import { type AttackContext, type Attacker, type ConditionAt, spread } from './attacker';
import { request } from './request';

type Update = Extract<ServerMessage, { t: 'update' }>;

export async function slowBotsAttacker(ctx: AttackContext): Promise<Attacker> {
  const small = ctx.scale === 'small';
  const game = small ? 'nim' : 'hansa';
  const count = small ? 2 : 30;
  const slow = small ? 'search:ms=300' : 'search:ms=5000';
  const probeBot = small ? 'search:ms=100' : 'search:ms=500';
  const answers: Array<{ at: number; ms: number }> = [];
  let probeGames = 0;
  let stopped = false;
  let client: WireClient | null = null;
  // When the probe's bot began owing the move it has not made yet (ms, performance.now()).
  let owing: number | null = null;

  // The person: another client (not the attacker's address), playing at once whenever asked.
  const probe = async (): Promise<void> => {
    while (!stopped) {
      const m = await createMatch(ctx.url, { game, players: 2, seats: [{}, { bot: probeBot }] });
      const j = await joinMatch(ctx.url, m.id, { name: 'probe' });
      const botSeat = 1 - j.seat;
      const c = (client = await WireClient.connect(ctx.url, { keep: false }));
      if (stopped) return c.close();
      owing = null;
      c.onMessage((u) => {
        if (u.t !== 'update') return;
        const now = performance.now();
        if (owing !== null && (u as Update).events.some((e) => e.seat === botSeat)) {
          answers.push({ at: performance.timeOrigin + owing, ms: now - owing });
          owing = null;
        }
        if (owing === null && u.active.includes(botSeat) && !u.outcome) owing = now;
      });
      const player = autoPlay(c, j.seat, { game: findGame(game)! });
      await c.hello(m.id, j.token);
      await Promise.race([player.done, new Promise((r) => c.ws.once('close', r))]);
      player.stop();
      await c.close();
      probeGames++;
    }
  };
  const probing = probe().catch((e: Error) => ctx.log(`hostile: the slow-bots probe stopped: ${e.message}`));

  const statuses: Record<string, number> = {};
  const created: string[] = [];
  let started = false;

  return {
    kind: 'slow-bots',
    stoppable: false,
    on() {
      if (started) return;
      started = true;
      void (async () => {
        for (let i = 0; i < count && !stopped; i++) {
          const a = await request(ctx, 'POST', '/api/matches', {
            body: { game, players: 2, seats: [{ bot: slow }, { bot: slow }] },
            keep: true,
          }).catch(() => null);
          const code = a ? String(a.status) : 'failed';
          statuses[code] = (statuses[code] ?? 0) + 1;
          if (a && a.status >= 200 && a.status < 300) created.push((a.body as { id: string }).id);
        }
      })();
    },
    off() {
      // Matches of bots alone play on: nothing to switch off (see `stoppable`).
    },
    async stop(conditionAt: ConditionAt) {
      stopped = true;
      // A bot still thinking at the end has taken at least this long (with the slow bots on, it
      // may not have answered at all within the phase).
      const waiting =
        owing === null
          ? null
          : { since: conditionAt(performance.timeOrigin + owing), ms: Math.round(performance.now() - owing) };
      await client?.close();
      await probing;
      const by: Record<string, number[]> = {};
      for (const a of answers) {
        const c = conditionAt(a.at);
        if (c !== null) (by[c] ??= []).push(a.ms);
      }
      const per = Object.fromEntries(Object.entries(by).map(([c, ms]) => [c, spread(ms)]));
      const show = (c: string) =>
        per[c] ? `${c}: p50 ${per[c].p50Ms} ms, max ${per[c].maxMs} ms (${per[c].n} moves)` : `${c}: no moves`;
      return {
        kind: 'slow-bots',
        matchesAsked: count,
        statuses,
        created: created.length,
        probeBot,
        probeGames,
        botAnswer: per,
        botStillThinking: waiting,
        summary:
          `slow-bots: asked for ${count} ${game} matches of two ${slow} bots: ` +
          Object.entries(statuses)
            .map(([k, n]) => `${n}× ${k}`)
            .join(', ') +
          `; a person's ${probeBot} opponent in another match answered — ${show('off')}; ${show('slow-bots')}` +
          (waiting
            ? `; at the end it had been thinking for ${waiting.ms} ms (since a${waiting.since === 'off' ? 'n off' : waiting.since === null ? ' settling' : ` ${waiting.since}`} phase) without answering`
            : ''),
      };
    },
  };
}
