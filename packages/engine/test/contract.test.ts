/**
 * The contract's invariants (contract.ts), checked on Bidding Nim: refusals change nothing,
 * replays are deterministic, views hide secrets, simultaneous seats interleave freely.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, eventsFor, IllegalAction, newRecord, replay, stateHash, type GameEvent } from '../src';
import { nim, type NimState } from '../src/nim';

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

function play(state: NimState, moves: Array<[number, object]>): NimState {
  for (const [seat, action] of moves) state = applyAction(nim, state, seat, action).state as NimState;
  return state;
}

describe('setup', () => {
  it('is deterministic for a seed and differs across seeds', () => {
    expect(stateHash(nim.setup({ players: 2, seed: 7 }))).toBe(stateHash(nim.setup({ players: 2, seed: 7 })));
    const heaps = new Set(Array.from({ length: 20 }, (_, i) => nim.setup({ players: 2, seed: i }).heaps.join()));
    expect(heaps.size).toBeGreaterThan(5);
  });

  it('refuses an unsupported player count with the rule id (N-0)', () => {
    expect(() => nim.setup({ players: 5, seed: 1 })).toThrow(/illegal \(N-0\)/);
  });
});

describe('illegal actions leave the state untouched', () => {
  const start = deepFreeze(nim.setup({ players: 2, seed: 3 }));
  const before = stateHash(start);
  const cases: Array<[string, number, unknown, string]> = [
    ['a bid out of range (N-1)', 0, { type: 'bid', n: 4 }, 'N-1'],
    ['a move before bidding (N-1)', 0, { type: 'heap', heap: 0 }, 'N-1'],
    ['an unknown seat', 7, { type: 'bid', n: 1 }, 'ENGINE-TURN'],
    ['a negative seat', -1, { type: 'bid', n: 1 }, 'ENGINE-SEAT'],
    ['a string instead of an object', 0, 'bid', 'ENGINE-MALFORMED'],
    ['null', 0, null, 'ENGINE-MALFORMED'],
    ['an array', 0, [1, 2], 'ENGINE-MALFORMED'],
    ['a missing type', 0, { n: 1 }, 'ENGINE-MALFORMED'],
    ['a prototype-polluting key', 0, JSON.parse('{"type":"bid","n":1,"__proto__":{"x":1}}'), 'ENGINE-MALFORMED'],
    ['a non-finite number', 0, { type: 'bid', n: Infinity }, 'ENGINE-MALFORMED'],
  ];
  for (const [what, seat, action, rule] of cases) {
    it(`refuses ${what}`, () => {
      let err: unknown;
      try {
        applyAction(nim, start, seat, action);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(IllegalAction);
      expect((err as IllegalAction).ruleId).toBe(rule);
      expect((err as IllegalAction).message).toMatch(new RegExp(`^illegal \\(${rule}\\): `));
      expect(stateHash(start)).toBe(before);
    });
  }

  it('refuses a seat acting when it is not its turn in the take phase (ENGINE-TURN)', () => {
    const s = deepFreeze(
      play(nim.setup({ players: 2, seed: 3 }), [
        [0, { type: 'bid', n: 2 }],
        [1, { type: 'bid', n: 1 }],
      ]),
    );
    const h = stateHash(s);
    const other = 1 - s.order[0]!;
    expect(() => applyAction(nim, s, other, { type: 'heap', heap: 0 })).toThrow(/ENGINE-TURN/);
    expect(() => applyAction(nim, s, s.order[0]!, { type: 'take', n: 1 })).toThrow(/illegal \(N-3\)/);
    expect(stateHash(s)).toBe(h);
  });

  it('never lets a take exceed the bid (N-3)', () => {
    let s = play(nim.setup({ players: 2, seed: 3 }), [
      [0, { type: 'bid', n: 1 }],
      [1, { type: 'bid', n: 1 }],
    ]);
    const first = s.order[0]!;
    s = play(s, [[first, { type: 'heap', heap: 0 }]]);
    expect(nim.legalActions(s, first)).toEqual([{ type: 'take', n: 1 }]);
    expect(() => applyAction(nim, s, first, { type: 'take', n: 2 })).toThrow(/illegal \(N-3\): take 1 to 1/);
  });
});

describe('replay', () => {
  it('gives byte-identical states for the same record', () => {
    const record = newRecord(nim, 3, 'replay-test');
    let s = nim.setup({ players: 3, seed: 'replay-test' });
    let guard = 0;
    while (nim.activeSeats(s).length && guard++ < 500) {
      const seat = nim.activeSeats(s)[0]!;
      const action = nim.legalActions(s, seat)[0]!;
      s = applyAction(nim, s, seat, action).state as NimState;
      record.actions.push({ seat, action });
    }
    expect(nim.outcome(s)).not.toBeNull();
    const a = replay<NimState>(nim, record);
    const b = replay<NimState>(nim, JSON.parse(JSON.stringify(record)));
    expect(JSON.stringify(a)).toBe(JSON.stringify(s));
    expect(stateHash(a)).toBe(stateHash(b));
  });

  it('names the index and rule of the first bad action', () => {
    const record = newRecord(nim, 2, 1);
    record.actions.push({ seat: 0, action: { type: 'bid', n: 2 } }, { seat: 1, action: { type: 'bid', n: 9 } });
    expect(() => replay(nim, record)).toThrow(/action #1 rejected \(N-1\)/);
  });
});

describe('hidden information', () => {
  it('a bid is hidden from the other seat and spectators until all have bid (N-1)', () => {
    const s = play(nim.setup({ players: 3, seed: 11 }), [[0, { type: 'bid', n: 3 }]]);
    expect(nim.view(s, 0).bids[0]).toBe(3);
    for (const viewer of [1, 2, 'spectator'] as const) {
      const v = nim.view(s, viewer);
      expect(v.bids[0]).toBe('hidden');
      expect(JSON.stringify(v)).not.toMatch(/"bids":\[3/);
      expect(v).not.toHaveProperty('rng');
    }
  });

  it('private events reach only their addressee', () => {
    const { events } = applyAction(nim, nim.setup({ players: 2, seed: 1 }), 0, { type: 'bid', n: 2 });
    const secret = (e: GameEvent) => e.type === 'ownBid';
    expect(eventsFor(events, 0).some(secret)).toBe(true);
    expect(eventsFor(events, 1).some(secret)).toBe(false);
    expect(eventsFor(events, 'spectator').some(secret)).toBe(false);
  });

  it('determinize keeps what the seat sees and fills in the rest', () => {
    const real = play(nim.setup({ players: 3, seed: 5 }), [
      [1, { type: 'bid', n: 2 }],
      [2, { type: 'bid', n: 3 }],
    ]);
    const v = nim.view(real, 0);
    const d = nim.determinize!(v, 0, { next: () => 0.5, int: (n) => n - 1 });
    expect(d.heaps).toEqual(real.heaps);
    expect(d.bids[0]).toBeNull();
    expect(d.bids[1]).toBe(3);
    expect(nim.view(d, 0)).toEqual(v);
  });
});

describe('simultaneous seats', () => {
  it('lists every seat that still owes a bid', () => {
    const s = nim.setup({ players: 3, seed: 2 });
    expect(nim.activeSeats(s)).toEqual([0, 1, 2]);
    expect(nim.activeSeats(play(s, [[1, { type: 'bid', n: 1 }]]))).toEqual([0, 2]);
  });

  it('gives the same state whatever order the bids arrive in', () => {
    const s = nim.setup({ players: 3, seed: 4 });
    const bids: Array<[number, object]> = [
      [0, { type: 'bid', n: 2 }],
      [1, { type: 'bid', n: 3 }],
      [2, { type: 'bid', n: 3 }],
    ];
    const orders = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ];
    const hashes = new Set(
      orders.map((o) =>
        stateHash(
          play(
            s,
            o.map((i) => bids[i]!),
          ),
        ),
      ),
    );
    expect(hashes.size).toBe(1);
    const after = play(s, bids);
    expect(after.phase).toBe('take');
    expect([1, 2]).toContain(after.order[0]);
  });
});
