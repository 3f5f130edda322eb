// @vitest-environment jsdom
/**
 * Issue 45, art of our own: the Hansa board is a drawn map (sea, land, rivers) with a shield per
 * city, the pieces are cubes and discs drawn once as pictures and used everywhere, each with its
 * seat's mark, and a desk shows its supplies as cubes and discs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Rng } from '@tabula/engine';
import { HANSA_MAP, hansa, type HansaState } from '@tabula/hansa';
import { ui } from '../src/games/hansa/ui';
import { SEAT_COLOURS, SEAT_INK, SEAT_MARKS } from '../src/games/hansa/board/colours';
import { MARK_PATHS } from '../src/art/hansa/marks';
import { pieceSvg, pieceUrl } from '../src/art/hansa/pieceArt';

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

  it('draws every piece as one picture of its seat’s cube or disc, in the seat’s colour with its mark', () => {
    const { container, view } = table(played(5, 120));
    for (let seat = 0; seat < 5; seat++)
      for (const piece of ['trader', 'merchant'] as const) {
        const svg = pieceSvg(seat, piece);
        expect(svg).toContain(`fill="${SEAT_COLOURS[seat]}"`);
        // The seat's own mark on the face, in the seat's ink: never colour alone.
        expect(svg).toContain(`d="${MARK_PATHS[SEAT_MARKS[seat]]}" fill="${SEAT_INK[seat]}"`);
        expect(decodeURIComponent(pieceUrl(seat, piece).replace('data:image/svg+xml,', ''))).toBe(svg);
      }
    // A cube and a disc are different pictures.
    expect(pieceSvg(0, 'trader')).not.toBe(pieceSvg(0, 'merchant'));
    const onBoard = view.routes.flatMap((r) => r.posts).filter((p) => p !== null);
    const pieces = container.querySelectorAll('[data-testid="hansa-board"] [data-k^="post:"] image.piece');
    expect(pieces.length).toBe(onBoard.length);
    expect(new Set(onBoard.map((p) => p!.seat)).size).toBeGreaterThan(2);
    pieces.forEach((u, i) => {
      const p = onBoard[i]!;
      expect(u.getAttribute('href')).toBe(pieceUrl(p.seat, p.piece));
      expect(u.getAttribute('data-seat')).toBe(String(p.seat));
    });
  });

  it('shows a desk’s supplies as cubes and discs with their counts', () => {
    const s = played(3, 0);
    const { getByTestId, view } = table(s);
    const desk = getByTestId('desk-0');
    const personal = desk.querySelector('.supply.personal')!;
    expect(personal.querySelectorAll(`image[href="${pieceUrl(0, 'trader')}"]`)).toHaveLength(1);
    expect(personal.querySelectorAll(`image[href="${pieceUrl(0, 'merchant')}"]`)).toHaveLength(1);
    expect(personal.textContent).toContain(`${view.desks[0]!.personal.traders} traders`);
    // The ability spaces still covered hold cubes of the seat's colour.
    const covered = desk.querySelectorAll('.tracks td.covered');
    expect(covered.length).toBeGreaterThan(0);
    for (const td of covered) expect(td.querySelector(`image[href="${pieceUrl(0, 'trader')}"]`)).not.toBeNull();
  });
  it('marks each seat on the prestige track with its disc and mark, not a bare colour', () => {
    const s = played(3, 0);
    const { container } = table(s);
    const markers = [...container.querySelectorAll('.pp-track .pp-marker')];
    expect(markers).toHaveLength(3);
    const seats = markers.map((m) => m.querySelector('image')?.getAttribute('href'));
    expect(seats.sort()).toEqual([0, 1, 2].map((seat) => pieceUrl(seat, 'merchant')).sort());
  });
});
