// @vitest-environment jsdom
/**
 * Issue 24, the last move: what another seat's move changed is marked on the table as the viewer
 * sees it, a taken-back action is no move, and "since your last move" holds exactly what the
 * others did meanwhile. Along random games of both titles, every thing a move names is found on
 * the table drawn for the viewer and carries the class `last-move` — a key the table does not
 * draw would mark nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Rng, eventsFor, type AnyGame, type GameEvent } from '@tabula/engine';
import { loyang } from '@tabula/loyang';
import { hansa } from '@tabula/hansa';
import type { GameEventWire } from '@tabula/wire';
import type { GameUi } from '../src/games/types';
import { ui as loyangUi } from '../src/games/loyang/ui';
import { ui as hansaUi } from '../src/games/hansa/ui';
import { LastMoveProvider } from '../src/games/lastMove';
import { lastMoveEntries, liveEntries, sinceMine } from '../src/table/recent';
import type { LogEntry } from '../src/net/connState';

afterEach(cleanup);
const names = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];

function playAndCheck(game: AnyGame, ui: GameUi, players: number, seed: number, steps: number, every: number) {
  let s = game.setup({ players, seed, options: {} });
  const rng = Rng.seed(seed);
  let checked = 0;
  const kinds = new Set<string>();
  for (let i = 0; i < steps && game.activeSeats(s).length; i++) {
    const seat = rng.pick(game.activeSeats(s));
    const r = game.apply(s, seat, rng.pick(game.legalActions(s, seat)));
    s = r.state;
    const viewer = (seat + 1) % players;
    const keys = ui.lastMove!(eventsFor(r.events as GameEvent[], viewer) as GameEventWire[], viewer);
    if (!keys.length || i % every) continue;
    const Table = ui.Table;
    const { container } = render(
      <LastMoveProvider keys={new Set(keys)}>
        <Table
          view={game.view(s, viewer)}
          seat={viewer}
          legal={game.legalActions(s, viewer)}
          act={() => {}}
          names={names.slice(0, players)}
          lang="en"
          busy={false}
        />
      </LastMoveProvider>,
    );
    const drawn = [...container.querySelectorAll('[data-k]')].map((el) => el.getAttribute('data-k')!);
    for (const k of keys) {
      // A card the move sent off the table (a Courtyard emptied at the phase's end) is marked nowhere;
      // a card still on it must be found under the very key the move names.
      const id = k.split(':').pop()!;
      if (/^[A-Z]+-[A-Z0-9]+$/.test(id) && !drawn.some((d) => d.endsWith(`:${id}`))) continue;
      // A thing pointed at by its pick key, or a spot a piece flies to (a supply, a marker, cash: issue 45).
      const found = [...container.querySelectorAll('[data-k], [data-spot]')].filter(
        (el) => el.getAttribute('data-k') === k || el.getAttribute('data-spot') === k,
      );
      expect(
        found.length,
        `${game.id}: "${k}" from ${JSON.stringify(r.events.map((e) => e.type))} is drawn`,
      ).toBeGreaterThan(0);
      expect(
        found.some((el) => el.classList.contains('last-move')),
        `${k} marked`,
      ).toBe(true);
      kinds.add(k.replace(/^seat\d:/, '').split(':')[0]!);
    }
    checked++;
    cleanup();
  }
  return { checked, kinds };
}

describe('the last move on the table (issue 24)', () => {
  it('Loyang: every thing another seat changed is drawn and marked (fields, shop, cart, cards, Courtyard, Path)', () => {
    const { checked, kinds } = playAndCheck(loyang, loyangUi as unknown as GameUi, 2, 5, 700, 7);
    expect(checked).toBeGreaterThan(20);
    for (const k of ['field', 'shop', 'cart', 'court']) expect(kinds, k).toContain(k);
  });

  it('Hansa: every post, route, city and ability another seat changed is drawn and marked', () => {
    const { checked, kinds } = playAndCheck(hansa, hansaUi as unknown as GameUi, 3, 4, 900, 9);
    expect(checked).toBeGreaterThan(20);
    for (const k of ['post', 'route']) expect(kinds, k).toContain(k);
  });
});

const e = (version: number, seat: number, type = 'x'): LogEntry =>
  ({ version, seat, events: [{ type, seat }] }) as LogEntry;

describe('reading the log for the last move', () => {
  it('an undo takes back its seat’s latest entry and is no move itself', () => {
    const live = liveEntries([e(1, 0), e(2, 1), e(3, 1), e(4, 1, 'undo')]);
    expect(live.map((x) => x.version)).toEqual([1, 2]);
  });

  it('since my last move: what the others did after it, in order; everything when I have not moved', () => {
    const live = [e(1, 0), e(2, 1), e(3, 2), e(4, 0), e(5, 1), e(6, 2)];
    expect(sinceMine(live, 0).map((x) => x.version)).toEqual([5, 6]);
    expect(sinceMine(live.slice(0, 3), 3).map((x) => x.version)).toEqual([1, 2, 3]);
    expect(sinceMine(live.slice(0, 4), 0)).toEqual([]);
  });

  it('the last move is the others’ moves since mine, my own when I acted last, a spectator’s the latest seat’s run', () => {
    const live = [e(1, 0), e(2, 1), e(3, 1), e(4, 2)];
    expect(lastMoveEntries(live, 0).map((x) => x.version)).toEqual([2, 3, 4]);
    expect(lastMoveEntries(live, 2).map((x) => x.version)).toEqual([4]);
    expect(lastMoveEntries(live.slice(0, 3), null).map((x) => x.version)).toEqual([2, 3]);
    expect(lastMoveEntries([], 0)).toEqual([]);
  });
});
