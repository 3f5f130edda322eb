/**
 * The tables map.ts builds once from the board data (src/data/map.json), checked against that data
 * where a rule a player sees depends on them: the rings of routes by distance that a displaced
 * piece moves out through (H-8.5, A-6), the Coellen–Warburg route that alone reaches the Coellen
 * table (H-10.13), and the border routes of each 2-player province (H-14.3, H-14.6).
 */
import { describe, expect, it } from 'vitest';
import { BOARDS, type BoardId } from '../src/map';

const SIDES: BoardId[] = ['back_2_3', 'front_4_5'];

describe('the board tables built at load', () => {
  for (const side of SIDES) {
    const board = BOARDS[side];
    const routes = board.data.routes;
    const touches = (r: number, city: string) => routes[r]!.cities.includes(city);
    const shareCity = (a: number, b: number) => routes[a]!.cities.some((c) => touches(b, c));

    it(`${side}: H-8.5 / A-6 the first ring of a route is every other route sharing one of its end cities`, () => {
      for (let r = 0; r < routes.length; r++) {
        const adjacent = routes.flatMap((_, x) => (x !== r && shareCity(r, x) ? [x] : []));
        expect(board.rings[r]![0]!.slice().sort((a, b) => a - b)).toEqual(adjacent);
      }
    });
    it(`${side}: H-8.5 each further ring touches the one before and no nearer one; every other route is in one ring`, () => {
      for (let r = 0; r < routes.length; r++) {
        const rings = board.rings[r]!;
        // The board is connected: every route but the route itself is in exactly one ring.
        expect(rings.flat().sort((a, b) => a - b)).toEqual(routes.flatMap((_, x) => (x === r ? [] : [x])));
        for (let d = 1; d < rings.length; d++)
          for (const x of rings[d]!) {
            // One crossing further than the ring before: next to it, and next to nothing nearer.
            expect(rings[d - 1]!.some((y) => shareCity(x, y))).toBe(true);
            expect([r, ...rings.slice(0, d - 1).flat()].some((y) => shareCity(x, y))).toBe(false);
          }
      }
    });
    it(`${side}: H-10.13 the Coellen route is the one between Coellen and Warburg`, () => {
      expect(board.data.cities[board.coellen]!.id).toBe('coellen');
      expect(routes[board.coellenRoute]!.cities.slice().sort()).toEqual(['coellen', 'warburg']);
    });
  }

  // H-14.6: Place, Displace and Establish only on a border of the pawn's province.
  it('H-14.3 each province marks exactly its border routes (map.json), and no other route of the board', () => {
    const board = BOARDS.back_2_3;
    const provinces = board.data.twoPlayer!.provinces;
    expect(board.provinces.map((p) => p.id)).toEqual(provinces.map((p) => p.id));
    for (const [i, p] of provinces.entries())
      expect(board.provinces[i]!.isBorder).toEqual(board.data.routes.map((r) => p.borderRoutes.includes(r.id)));
    expect(BOARDS.front_4_5.provinces).toEqual([]);
  });
});
