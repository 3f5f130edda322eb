/**
 * `tabula bench server --hostile replay`: an anonymous spectator who keeps reopening a long
 * finished match (issue 20, point 3), beside the measured players. It first plays a 5-player
 * all-bot Hansa match to its end (random bots: tens of thousands of actions), then, every
 * `everyMs`, opens a new WebSocket, greets the match with `since 0` and closes once the update
 * arrives — whatever it costs the server to open the match, it pays again and again. The report
 * says what each greeting cost the attacker to receive, so a run shows both sides.
 */
import WebSocket from 'ws';
import { api, createMatch } from './client';
import type { MatchInfo } from './wire';

export interface HostileReport {
  kind: 'replay';
  matchId: string;
  /** Actions in the attacked match's log. */
  actions: number;
  greetings: number;
  answered: number;
  p50Ms: number;
  p99Ms: number;
  /** Mean size of the update each greeting received. */
  meanBytes: number;
}

/** Plays a long all-bot match to its end; resolves with its id and length. */
export async function prepareReplayTarget(url: string, log: (s: string) => void, timeoutMs = 180_000): Promise<{ id: string; actions: number }> {
  const seats = Array.from({ length: 5 }, () => ({ bot: 'random' }));
  const m = await createMatch(url, { game: 'hansa', players: 5, seats });
  log(`hostile: playing a 5-player all-bot Hansa match (${m.id}) to its end`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const info = await api<MatchInfo>(url, 'GET', `/api/matches/${m.id}`);
    if (info.status === 'finished') {
      log(`hostile: the match ended after ${info.version} actions`);
      return { id: m.id, actions: info.version };
    }
    if (Date.now() > deadline) throw new Error(`the hostile bench's match did not end within ${timeoutMs} ms (at ${info.version} actions)`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Greets the match as a fresh spectator every `everyMs` until stopped. */
export function startReplayAttack(url: string, target: { id: string; actions: number }, everyMs = 250): { stop(): HostileReport } {
  const wsUrl = `${url.replace(/^http/, 'ws')}/ws`;
  const times: number[] = [];
  const sizes: number[] = [];
  let greetings = 0;
  const open = new Set<WebSocket>();
  const greet = () => {
    greetings++;
    const t0 = performance.now();
    const ws = new WebSocket(wsUrl, { perMessageDeflate: false });
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
  const timer = setInterval(greet, everyMs);
  return {
    stop() {
      clearInterval(timer);
      for (const ws of open) ws.terminate();
      const sorted = times.slice().sort((a, b) => a - b);
      const q = (p: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN) * 100) / 100;
      return {
        kind: 'replay',
        matchId: target.id,
        actions: target.actions,
        greetings,
        answered: times.length,
        p50Ms: q(0.5),
        p99Ms: q(0.99),
        meanBytes: sizes.length ? Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length) : 0,
      };
    },
  };
}
