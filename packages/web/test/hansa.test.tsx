// @vitest-environment jsdom
/**
 * The Hansa table: the board is drawn from the map data with every city and trading post, desks
 * show the five abilities, and along random games every legal action can be reached by pointing
 * at the board or a desk, or from the move bar.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { Rng } from '@tabula/engine';
import { HANSA_MAP, hansa, type HansaState } from '@tabula/hansa';
import { ui } from '../src/games/hansa/ui';
import { keysFor } from '../src/games/hansa/keys';
import { MARKER_R, hits, obstacles, provinceLabels } from '../src/games/hansa/provinceLabels';
import { expectAllReachable } from './pointing';

afterEach(cleanup);
const names = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];

function table(s: HansaState, seat: number | null, lang: 'en' | 'de' | 'it' = 'en', act = vi.fn()) {
  const Table = ui.Table;
  const legal = seat === null ? [] : hansa.legalActions(s, seat);
  const view = hansa.view(s, seat ?? 'spectator');
  const r = render(
    <Table
      view={view}
      seat={seat}
      legal={legal}
      act={act}
      names={names.slice(0, s.players)}
      lang={lang}
      busy={false}
    />,
  );
  return { ...r, legal, act, view };
}

describe('Hansa table', () => {
  it('draws every city, trading post and desk (H-2, H-3)', () => {
    for (const players of [2, 4]) {
      const s = hansa.setup({ players, seed: 1 });
      const { container, view } = table(s, 0);
      const map = HANSA_MAP[view.board];
      expect(container.querySelectorAll('[data-k^="city:"]').length).toBe(map.cities.length);
      expect(container.querySelectorAll('[data-k^="post:"]').length).toBe(map.routes.reduce((n, r) => n + r.posts, 0));
      expect(container.querySelectorAll('[data-testid^="desk-"]').length).toBe(players);
      expect(container.textContent).toContain('Liber Sophiae');
      if (players === 2)
        expect(container.querySelectorAll('[data-k^="province:"]').length).toBe(map.twoPlayer!.provinces.length);
      cleanup();
    }
  });

  it('reaches every legal action by pointing or from the move bar along random games', () => {
    for (const players of [2, 3, 5]) {
      let s = hansa.setup({ players, seed: players });
      const rng = Rng.seed(players);
      for (let i = 0; i < 300 && hansa.activeSeats(s).length; i++) {
        const seat = hansa.activeSeats(s)[0]!;
        const legal = hansa.legalActions(s, seat);
        if (i % 75 === 0) {
          const r = table(s, seat);
          expectAllReachable(r.container, r.legal, keysFor(r.view));
          cleanup();
        }
        const pass = legal.filter((a) => hansa.isPass!(a));
        const a = pass.length && rng.int(4) === 0 ? pass[0]! : rng.pick(legal);
        s = hansa.apply(s, seat, a).state;
      }
    }
  });

  it('draws the province markers of the 2-player board clear of cities, posts, bonus tokens and soldiers (issue 24)', () => {
    const board = hansa.view(hansa.setup({ players: 2, seed: 1 }), 0).board;
    const blocked = obstacles(board);
    const provinces = HANSA_MAP[board].twoPlayer!.provinces;
    // The map's own label points sat on some of them (Hildesheim's Kontors, posts near Hannover).
    const before = provinces.filter(
      (p) => !p.outer && blocked.some((b) => hits(p.labelPosition.x, p.labelPosition.y, MARKER_R, b)),
    );
    expect(before.length).toBeGreaterThan(0);
    const at = provinceLabels(board);
    for (const p of provinces) {
      const m = at[p.id]!;
      expect(
        blocked.filter((b) => hits(m.x, m.y, MARKER_R, b)),
        p.id,
      ).toEqual([]);
      if (!p.outer)
        expect(
          Math.hypot(m.x - p.labelPosition.x, m.y - p.labelPosition.y),
          `${p.id} stays near its label point`,
        ).toBeLessThanOrEqual(48);
      for (const q of provinces)
        if (q.id !== p.id)
          expect(Math.hypot(m.x - at[q.id]!.x, m.y - at[q.id]!.y)).toBeGreaterThanOrEqual(2 * MARKER_R);
    }
  });

  it('names a province as the board shows it, never by its internal id (issue 24)', () => {
    const s = hansa.setup({ players: 2, seed: 1 });
    const view = hansa.view(s, 0);
    for (const lang of ['en', 'de', 'it'] as const) {
      const line = ui.eventText({ type: 'pawn', seat: 0, province: 'P0-outer' }, lang, names.slice(0, 2))!;
      expect(line).toMatch(/P0\b/);
      expect(line).not.toContain('outer');
      expect(ui.describe({ type: 'placePawn', province: 'P0-outer' } as never, view, lang, names)).not.toContain(
        'outer',
      );
    }
  });

  it('acts on a post pointed at and opens a chooser when a post offers several actions', () => {
    let s = hansa.setup({ players: 3, seed: 9 });
    const seat = hansa.activeSeats(s)[0]!;
    s = hansa.apply(s, seat, { type: 'begin', action: 'place' }).state;
    const { container, act, getByTestId } = table(s, seat);
    const post = container.querySelector('[data-k^="post:"].pickable')!;
    fireEvent.click(post);
    const chooser = getByTestId('chooser');
    const first = chooser.querySelectorAll('button')[0]!;
    fireEvent.click(first);
    expect(act).toHaveBeenCalledTimes(1);
    expect((act.mock.calls[0]![0] as { type: string }).type).toBe('place');
  });
});
