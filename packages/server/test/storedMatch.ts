/** A stored match for the store suites: each call a new id, seeds, options and clocks varied by its number. */
import type { StoredMatch } from '../src/store/store';

let n = 0;
export function match(over: Partial<StoredMatch> = {}): StoredMatch {
  n++;
  return {
    id: `m${n}-${Math.random().toString(36).slice(2, 8)}`,
    game: 'nim',
    players: 2,
    options: { a: 1, b: 'x', c: true },
    seed: n % 2 ? `seed-${n}` : n,
    seedFixed: n % 3 === 0,
    status: 'open',
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
    clock:
      n % 2
        ? null
        : {
            config: { kind: 'realtime', baseMs: 600_000, incrementMs: 20_000 },
            state: { left: [600_000, 599_000], since: [null, 1_700_000_000_000] },
            absentBot: 'heuristic',
          },
    tableEvents: [],
    spectatorChat: n % 4 !== 0,
    version: 0,
    outcome: null,
    seats: [
      { seat: 0, name: null, bot: null, tokenHash: null },
      { seat: 1, name: null, bot: null, tokenHash: null },
    ],
    ...over,
  };
}
