// @vitest-environment jsdom
/**
 * Issue 45: during a bot's animated Hansa turn no main-thread task may take over 50 ms at 4× CPU
 * throttling, and the trace (bench/trace.ts) showed each of the bot's steps drawing the whole board
 * again. A step's view comes as a patch that keeps every unchanged route and city object
 * (applyPatch), so a step draws again only the places it changed: here the pieces drawn for one
 * trader placed, counted through the board's `Piece`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { applyPatch, diff, Rng } from '@tabula/engine';
import { hansa, type HansaState, type HansaView } from '@tabula/hansa';
import { Board } from '../src/games/hansa/board/Board';

const drawn = vi.hoisted(() => ({ pieces: 0 }));
vi.mock('../src/games/hansa/board/Piece', async (real) => {
  const { Piece } = await real<typeof import('../src/games/hansa/board/Piece')>();
  return {
    Piece: (p: Parameters<typeof Piece>[0]) => {
      drawn.pieces++;
      return Piece(p);
    },
  };
});

afterEach(cleanup);

const onBoard = (v: HansaView) =>
  v.routes.reduce((n, r) => n + r.posts.filter(Boolean).length, 0) +
  v.cities.reduce((n, c) => n + c.kontors.filter(Boolean).length + c.extraKontors.length, 0) +
  v.coellenTable.filter((x) => x.seat !== null).length;

/** A 2-player game with pieces on the board, and a place action that follows. */
function beforeAPlace(): { s: HansaState; next: HansaState } {
  let s = hansa.setup({ players: 2, seed: 7 });
  const rng = Rng.seed(7);
  for (let i = 0; i < 2000 && hansa.activeSeats(s).length; i++) {
    const seat = hansa.activeSeats(s)[0]!;
    const legal = hansa.legalActions(s, seat);
    const place = legal.find((a) => a.type === 'place');
    if (place && onBoard(hansa.view(s, 0)) > 5) return { s, next: hansa.apply(s, seat, place).state };
    s = hansa.apply(s, seat, rng.pick(legal)).state;
  }
  throw new Error('no place action came');
}

describe("a bot's step on the Hansa board", () => {
  it('draws again only the trader it placed, not every piece on the board', () => {
    const { s, next } = beforeAPlace();
    const v = hansa.view(s, 0);
    const r = render(<Board v={v} lang="en" />);
    expect(onBoard(v)).toBeGreaterThan(5);
    drawn.pieces = 0;
    const v2 = applyPatch<HansaView>(v, diff(v, hansa.view(next, 0)));
    r.rerender(<Board v={v2} lang="en" />);
    expect(onBoard(v2)).toBe(onBoard(v) + 1);
    // The placed trader's route has it and at most the pieces already there (H-7: a route of ≤ 4 posts).
    expect(drawn.pieces).toBeGreaterThanOrEqual(1);
    expect(drawn.pieces).toBeLessThan(5);
  });
});
