// @vitest-environment jsdom
/**
 * Issue 45, art of our own: the Hansa board is a drawn map (sea, land, rivers) with a shield per
 * city, the pieces are cubes and discs drawn once as symbols and used everywhere, each with its
 * seat's mark, and a desk shows its supplies as cubes and discs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Rng } from '@tabula/engine';
import { HANSA_MAP, hansa, type HansaState } from '@tabula/hansa';
import { ui } from '../src/games/hansa/ui';
import { SEAT_MARKS } from '../src/games/hansa/board/colours';

afterEach(cleanup);
const names = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];

/** A game `moves` random actions in, every seat with pieces on the board. */
function played(players: number, moves: number): HansaState {
  let s = hansa.setup({ players, seed: players });
  const rng = Rng.seed(players);
  for (let i = 0; i < moves && hansa.activeSeats(s).length; i++) {
    const seat = hansa.activeSeats(s)[0]!;
    s = hansa.apply(s, seat, rng.pick(hansa.legalActions(s, seat))).state;
  }
  return s;
}

function table(s: HansaState) {
  const view = hansa.view(s, 0);
  const Table = ui.Table;
  const r = render(
    <Table
      view={view}
      seat={0}
      legal={hansa.legalActions(s, 0)}
      act={() => {}}
      names={names.slice(0, s.players)}
      lang="en"
      busy={false}
    />,
  );
  return { ...r, view };
}

describe('Hansa art (issue 45)', () => {
  it('draws a map: sea, a land with a coast, rivers, and a shield for every city', () => {
    const { container, view } = table(played(2, 0));
    const board = container.querySelector('[data-testid="hansa-board"]')!;
    const land = board.querySelector('.hansa-land')!;
    expect(land.querySelector('rect[fill="var(--hansa-sea)"]')).not.toBeNull();
    expect(land.querySelector('path[fill="var(--hansa-land)"]')?.getAttribute('d')).toMatch(/^M.* C.* Z$/);
    expect(land.querySelectorAll('[clip-path] path').length).toBeGreaterThanOrEqual(4);
    const shields = board.querySelectorAll('[data-k^="city:"] path.city-box');
    expect(shields.length).toBe(HANSA_MAP[view.board].cities.length);
  });

  it('defines each seat’s cube and disc once, with its mark, and draws every piece as one use of them', () => {
    const { container, view } = table(played(5, 120));
    for (let seat = 0; seat < 5; seat++)
      for (const piece of ['trader', 'merchant']) {
        const symbol = container.querySelectorAll(`symbol#hansa-${piece}-${seat}`);
        expect(symbol).toHaveLength(1);
        // The body of the one cube or disc, and the seat's own mark on it.
        const uses = [...symbol[0]!.querySelectorAll('use')].map((u) => u.getAttribute('href'));
        expect(uses).toEqual([`#hansa-${piece}`, `#hansa-mark-${SEAT_MARKS[seat]}`]);
      }
    const onBoard = view.routes.flatMap((r) => r.posts).filter((p) => p !== null);
    const pieces = container.querySelectorAll('[data-testid="hansa-board"] [data-k^="post:"] use.piece');
    expect(pieces.length).toBe(onBoard.length);
    expect(new Set(onBoard.map((p) => p!.seat)).size).toBeGreaterThan(2);
    pieces.forEach((u, i) => {
      const p = onBoard[i]!;
      expect(u.getAttribute('href')).toBe(`#hansa-${p.piece}-${p.seat}`);
    });
  });

  it('shows a desk’s supplies as cubes and discs with their counts', () => {
    const s = played(3, 0);
    const { getByTestId, view } = table(s);
    const desk = getByTestId('desk-0');
    const personal = desk.querySelector('.supply.personal')!;
    expect(personal.querySelectorAll('use[href="#hansa-trader-0"]')).toHaveLength(1);
    expect(personal.querySelectorAll('use[href="#hansa-merchant-0"]')).toHaveLength(1);
    expect(personal.textContent).toContain(`${view.desks[0]!.personal.traders} traders`);
    // The ability spaces still covered hold cubes of the seat's colour.
    const covered = desk.querySelectorAll('.tracks td.covered');
    expect(covered.length).toBeGreaterThan(0);
    for (const td of covered) expect(td.querySelector('use[href="#hansa-trader-0"]')).not.toBeNull();
  });
  it('marks each seat on the prestige track with its disc and mark, not a bare colour', () => {
    const s = played(3, 0);
    const { container } = table(s);
    const markers = [...container.querySelectorAll('.pp-track .pp-marker')];
    expect(markers).toHaveLength(3);
    const seats = markers.map((m) => m.querySelector('use')?.getAttribute('href'));
    expect(seats.sort()).toEqual(['#hansa-merchant-0', '#hansa-merchant-1', '#hansa-merchant-2']);
  });
});
