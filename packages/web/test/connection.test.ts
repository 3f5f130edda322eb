/** The WebSocket client: hello with token, act with version, resume with `since` after a drop. */
import { describe, expect, it, vi } from 'vitest';
import { MatchConnection } from '../src/net/connection';
import { FakeSocket, fakeConnection } from './fakeSocket';

const update = (version: number, events: unknown[] = []) => ({
  t: 'update',
  version,
  view: { v: version },
  legal: [{ type: 'x' }],
  active: [0],
  events,
  outcome: null,
  seats: [],
});

describe('MatchConnection', () => {
  it('says hello, acts against the current version and resumes with since', () => {
    const { c, sockets } = fakeConnection();
    c.open();
    sockets[0]!.open();
    expect(sockets[0]!.sent[0]).toEqual({ t: 'hello', matchId: 'm1', token: 'tok' });
    sockets[0]!.push({ t: 'welcome', matchId: 'm1', game: 'nim', players: 2, seat: 0, options: {} });
    sockets[0]!.push(update(3, [{ version: 3, seat: 1, events: [{ type: 'bid', seat: 1 }] }]));
    expect(c.current.version).toBe(3);
    expect(c.current.log).toHaveLength(1);
    c.act({ type: 'x' });
    expect(sockets[0]!.sent[1]).toEqual({ t: 'act', version: 3, action: { type: 'x' } });
    expect(c.current.busy).toBe(true);
    sockets[0]!.push({ t: 'error', code: 'illegal', message: 'no', ruleId: 'N-3' });
    expect(c.current.refusal).toEqual({ code: 'illegal', message: 'no', ruleId: 'N-3' });
    expect(c.current.busy).toBe(false);

    sockets[0]!.close();
    expect(c.current.status).toBe('reconnecting');
    vi.advanceTimersByTime(300);
    sockets[1]!.open();
    expect(sockets[1]!.sent[0]).toEqual({ t: 'hello', matchId: 'm1', token: 'tok', since: 3 });
    // Events already seen are not logged twice.
    sockets[1]!.push(
      update(4, [
        { version: 3, seat: 1, events: [{ type: 'bid' }] },
        { version: 4, seat: 0, events: [{ type: 'took' }] },
      ]),
    );
    expect(c.current.log.map((e) => e.version)).toEqual([3, 4]);
    c.close();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('stops on a bad token', () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    let sock: FakeSocket | null = null;
    const c = new MatchConnection('m1', 'bad', () => (sock = new FakeSocket()) as unknown as WebSocket, 'ws://x/ws');
    c.open();
    sock!.open();
    sock!.push({ t: 'error', code: 'bad-token', message: 'unknown token' });
    expect(c.current.fatal?.code).toBe('bad-token');
    expect(c.current.status).toBe('closed');
    vi.unstubAllGlobals();
  });

  it('learns that the match ended abandoned, which no outcome says (issue 44)', () => {
    const { c, sockets } = fakeConnection();
    c.open();
    sockets[0]!.open();
    sockets[0]!.push({ t: 'welcome', matchId: 'm1', game: 'nim', players: 2, seat: 0, options: {} });
    sockets[0]!.push(update(3));
    expect(c.current.abandoned).toBe(false);
    sockets[0]!.push({ ...update(3), legal: [], abandoned: true });
    expect(c.current.abandoned).toBe(true);
    expect(c.current.outcome).toBeNull();
    c.close();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads a frame holding a burst of messages (connected with batch=1) in order', () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    let sock: FakeSocket | null = null;
    const c = new MatchConnection(
      'm1',
      'tok',
      () => (sock = new FakeSocket()) as unknown as WebSocket,
      'ws://x/ws?batch=1',
    );
    c.open();
    sock!.open();
    sock!.push([
      { t: 'welcome', matchId: 'm1', game: 'nim', players: 2, seat: 1, options: {} },
      update(2, [{ version: 2, seat: 0, events: [{ type: 'bid' }] }]),
      update(3, [{ version: 3, seat: 1, events: [{ type: 'took' }] }]),
      { t: 'seats', seats: [{ seat: 0, name: 'a', bot: null, connected: false }] },
    ]);
    expect(c.current.seat).toBe(1);
    expect(c.current.version).toBe(3);
    expect(c.current.log.map((e) => e.version)).toEqual([2, 3]);
    expect(c.current.seats).toEqual([{ seat: 0, name: 'a', bot: null, connected: false }]);
    c.close();
    vi.unstubAllGlobals();
  });

  it('builds a view from a patch of the last one, keeps what the patch left alone, and refetches the whole view when a patch does not fit', () => {
    const { c, sockets } = fakeConnection();
    c.open();
    sockets[0]!.open();
    sockets[0]!.push({ t: 'welcome', matchId: 'm1', game: 'loyang', players: 2, seat: 0, options: {} });
    sockets[0]!.push({ ...update(3), view: { seats: [{ cash: 3 }, { cash: 5 }], round: 1 } });
    const before = c.current.view as { seats: unknown[] };
    const { view: _whole, ...rest } = update(4);
    sockets[0]!.push({
      ...rest,
      base: 3,
      patch: [
        [['seats', 0, 'cash'], 4],
        [['round'], 2],
      ],
    });
    expect(c.current.version).toBe(4);
    const after = c.current.view as { seats: unknown[] };
    expect(after).toEqual({ seats: [{ cash: 4 }, { cash: 5 }], round: 2 });
    expect(after.seats[1]).toBe(before.seats[1]);
    // A patch from a version this client does not hold is not applied: the socket is dropped and
    // the greeting of the reconnect (since 4) brings the whole view.
    sockets[0]!.push({ ...update(6), view: undefined, base: 5, patch: [[['round'], 3]] });
    expect(c.current.version).toBe(4);
    expect(c.current.view).toBe(after);
    vi.advanceTimersByTime(300);
    sockets[1]!.open();
    expect(sockets[1]!.sent[0]).toEqual({ t: 'hello', matchId: 'm1', token: 'tok', since: 4 });
    c.close();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
});
