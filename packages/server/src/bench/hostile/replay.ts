/**
 * `--hostile replay` (issue 20, point 3): an anonymous spectator who keeps reopening a long
 * finished match. Every `everyMs` it opens a new WebSocket, greets the match with `since 0` and
 * closes once the update arrives — whatever it costs the server to open the match, it pays again
 * and again. The report says what each greeting cost the attacker to receive, so a run shows both
 * sides.
 */
import WebSocket from 'ws';
import { type AttackContext, type Attacker, type ConditionAt, headersOf, spread, wsUrlOf } from './attacker';
import { finishedMatch } from './target';

export async function replayAttacker(ctx: AttackContext, everyMs = 250): Promise<Attacker> {
  const target = await finishedMatch(ctx);
  const times: number[] = [];
  const sizes: number[] = [];
  let greetings = 0;
  const open = new Set<WebSocket>();
  let timer: NodeJS.Timeout | undefined;
  const greet = () => {
    greetings++;
    const t0 = performance.now();
    const ws = new WebSocket(wsUrlOf(ctx), { headers: headersOf(ctx), perMessageDeflate: false });
    open.add(ws);
    ws.on('open', () => ws.send(JSON.stringify({ t: 'hello', matchId: target.id, since: 0 })));
    ws.on('message', (data: Buffer) => {
      if (!data.toString('utf8', 0, 16).includes('"update"')) return;
      times.push(performance.now() - t0);
      sizes.push(data.length);
      ws.close();
    });
    ws.on('error', () => undefined);
    ws.on('close', () => open.delete(ws));
  };
  const self: Attacker = {
    kind: 'replay',
    stoppable: true,
    on() {
      timer ??= setInterval(greet, everyMs);
    },
    off() {
      clearInterval(timer);
      timer = undefined;
    },
    async stop(_conditionAt: ConditionAt) {
      self.off();
      for (const ws of open) ws.terminate();
      const s = spread(times);
      const meanBytes = sizes.length ? Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length) : 0;
      return {
        kind: 'replay',
        matchId: target.id,
        actions: target.actions,
        greetings,
        answered: times.length,
        p50Ms: s.p50Ms,
        p99Ms: s.p99Ms,
        meanBytes,
        summary: `replay: a spectator greeted a finished ${target.actions}-action match with since 0 ${greetings} times (${times.length} answered): p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms, ${meanBytes} bytes each`,
      };
    },
  };
  return self;
}
