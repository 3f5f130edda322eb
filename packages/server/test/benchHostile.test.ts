/**
 * `tabula bench server --hostile` (issue 41, "Done when"): every attacker runs beside the players
 * at small scale against a real server and reports what it achieved, and the players' round trips
 * come back per phase — with each attacker on, and with none — from the one run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchServer } from '../src/bench/bench';
import { HOSTILE_KINDS, plan } from '../src/bench/hostile';
import type { Attacker, HostileKind, HostileReport } from '../src/bench/hostile/attacker';
import { startTestServer, type TestServer } from './helpers';

type Counts = Record<string, number>;
/** The figures this test reads from each attacker's report (a HostileReport leaves its figures open). */
interface Figures {
  records: { requests: number; statuses: Counts };
  'hello-hop': { hellos: number; bytesReceived: number; bytesSent: number };
  'chat-reconnect': {
    reconnecting: { sent: number; accepted: number; refused: Counts };
    spectators: { sent: number };
  };
  'leave-reclaim': { cycles: number; refused: Counts; banks: unknown[] };
  'slow-bots': { statuses: Counts; matchesAsked: number; botAnswer: Record<string, { n: number }> };
  replay: { greetings: number };
}
type Reports = { [K in HostileKind]?: HostileReport & Figures[K] };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botThreads: 2 });
});
afterAll(async () => server?.close());

const fake = (kind: HostileKind, stoppable = true): Attacker => ({
  kind,
  stoppable,
  on() {},
  off() {},
  stop: async () => ({ kind, summary: '' }),
});

describe('bench server --hostile', () => {
  it('alternates off and each attacker, twice over, and gives an attacker it cannot switch off the end of the run', () => {
    const { phases, phaseMs } = plan([fake('records'), fake('slow-bots', false), fake('hello-hop')], 20);
    expect(phases.map((p) => p.condition)).toEqual([
      'off',
      'records',
      'off',
      'hello-hop',
      'off',
      'records',
      'off',
      'hello-hop',
      'off',
      'slow-bots',
    ]);
    expect(phaseMs).toBe(2000);
    // A phase length given: as many rounds as fit.
    expect(plan([fake('records')], 20, 2.5).phases).toHaveLength(8);
  });

  it('runs every attacker beside the players and reports its counters and the players’ p99 with and without it', async () => {
    const r = await benchServer({
      url: server.url,
      clients: 4,
      seconds: 4,
      game: 'nim',
      thinkMs: 10,
      warmupSeconds: 0.3,
      threads: 1,
      hostile: [...HOSTILE_KINDS],
      hostilePhaseSeconds: 0.35,
      hostileScale: 'small',
    });
    const report = Object.fromEntries((r.hostile ?? []).map((h) => [h.kind, h])) as Reports;
    expect(Object.keys(report).sort()).toEqual([...HOSTILE_KINDS].sort());
    for (const h of r.hostile ?? []) expect(h.summary).toMatch(new RegExp(`^${h.kind}: `));
    // What each attacker achieved (whether the server accepted or refused it: both are counted).
    expect(report.records!.requests).toBeGreaterThan(0);
    expect(Object.values(report.records!.statuses).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(report['hello-hop']!.hellos).toBeGreaterThan(0);
    expect(report['hello-hop']!.bytesReceived).toBeGreaterThan(report['hello-hop']!.bytesSent);
    const talk = report['chat-reconnect']!.reconnecting;
    expect(talk.sent).toBeGreaterThan(0);
    expect(talk.accepted + Object.values(talk.refused).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(report['chat-reconnect']!.spectators.sent).toBeGreaterThan(0);
    const cycler = report['leave-reclaim']!;
    expect(cycler.cycles + Object.keys(cycler.refused).length).toBeGreaterThan(0);
    expect(cycler.banks.length).toBe(Math.min(1000, cycler.cycles));
    expect(Object.values(report['slow-bots']!.statuses).reduce((a, b) => a + b, 0)).toBe(
      report['slow-bots']!.matchesAsked,
    );
    expect(report['slow-bots']!.botAnswer.off.n).toBeGreaterThan(0);
    expect(report.replay!.greetings).toBeGreaterThan(0);
    // The players' round trips, per condition, from this one run.
    const s = r.sideBySide!;
    expect(Object.keys(s.conditions).sort()).toEqual(['off', ...HOSTILE_KINDS].sort());
    expect(s.conditions.off!.actions).toBeGreaterThan(0);
    for (const k of HOSTILE_KINDS) {
      expect(s.conditions[k]!.actions).toBeGreaterThan(0);
      expect(s.ratios[k]).toBeCloseTo(s.conditions[k]!.p99Ms / s.conditions.off!.p99Ms, 1);
      expect(typeof s.meetsTarget[k]).toBe('boolean');
    }
    expect(s.windows.at(-1)!.condition).toBe('slow-bots');
  }, 20_000);
});
