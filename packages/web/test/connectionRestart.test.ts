/**
 * A rolling restart (server README "Several instances"): a server stopping with SIGTERM closes
 * its sockets with 1012; the client reconnects at once and resumes with `since`, never showing
 * "reconnecting". Any other drop still shows it while the client backs off.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MatchConnection, RESTART_CLOSE_CODE } from '../src/net/connection';

class FakeSocket {
  static OPEN = 1;
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  send(s: string) {
    this.sent.push(JSON.parse(s));
  }
  close(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(msg: unknown) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

const update = (version: number) => ({ t: 'update', version, view: { v: version }, legal: [], active: [0], events: [], outcome: null, seats: [] });

function connection() {
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.useFakeTimers();
  const sockets: FakeSocket[] = [];
  const c = new MatchConnection('m1', 'tok', () => {
    const s = new FakeSocket();
    sockets.push(s);
    return s as unknown as WebSocket;
  }, 'ws://x/ws');
  const statuses: string[] = [];
  c.subscribe((s) => statuses.push(s.status));
  c.open();
  sockets[0]!.open();
  sockets[0]!.push({ t: 'welcome', seat: 0, game: 'nim', players: 2, options: {} });
  sockets[0]!.push(update(7));
  return { c, sockets, statuses };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a server restarting', () => {
  it('1012: reconnects within 250 ms, greets with since, and never shows reconnecting', () => {
    const { c, sockets, statuses } = connection();
    sockets[0]!.close(RESTART_CLOSE_CODE);
    expect(c.current.status).toBe('open');
    vi.advanceTimersByTime(250);
    expect(sockets.length).toBe(2);
    sockets[1]!.open();
    expect(sockets[1]!.sent[0]).toEqual({ t: 'hello', matchId: 'm1', token: 'tok', since: 7 });
    sockets[1]!.push(update(8));
    expect(c.current.version).toBe(8);
    expect(statuses).not.toContain('reconnecting');
    c.close();
  });

  it('any other drop shows reconnecting while it backs off', () => {
    const { c, sockets } = connection();
    sockets[0]!.close(1006);
    expect(c.current.status).toBe('reconnecting');
    c.close();
  });
});
