/**
 * A rolling restart (server README "Several instances"): a server stopping with SIGTERM closes
 * its sockets with 1012; the client reconnects at once and resumes with `since`, never showing
 * "reconnecting". Any other drop still shows it while the client backs off.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESTART_CLOSE_CODE } from '../src/net/connection';
import { fakeConnection } from './fakeSocket';

const update = (version: number) => ({
  t: 'update',
  version,
  view: { v: version },
  legal: [],
  active: [0],
  events: [],
  outcome: null,
  seats: [],
});

function connection() {
  const { c, sockets } = fakeConnection();
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
