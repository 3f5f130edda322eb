// @vitest-environment jsdom
/**
 * The Loyang table: every player's area is drawn, a hand is shown only to its owner, and along
 * random games every legal action can be reached by pointing at the table or from the move bar.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { Rng } from '@tabula/engine';
import { loyang, type LoyangAction, type LoyangState } from '@tabula/loyang';
import { ui } from '../src/games/loyang/ui';
import { keysFor } from '../src/games/loyang/keys';
import { expectAllReachable } from './pointing';

afterEach(cleanup);
const names = ['Ann', 'Bob', 'Cid', 'Dee'];

function table(s: LoyangState, seat: number | null, lang: 'en' | 'de' | 'it' = 'en', act = vi.fn()) {
  const Table = ui.Table;
  const legal = seat === null ? [] : loyang.legalActions(s, seat);
  const r = render(
    <Table
      view={loyang.view(s, seat ?? 'spectator')}
      seat={seat}
      legal={legal}
      act={act}
      names={names}
      lang={lang}
      busy={false}
    />,
  );
  return { ...r, legal, act };
}

describe('Loyang table', () => {
  it('draws every area and hides other hands (L-2.5)', () => {
    let s = loyang.setup({ players: 2, seed: 3 });
    const rng = Rng.seed(1);
    while (loyang.view(s, 0).phase !== 'card' && loyang.activeSeats(s).length) {
      const seat = loyang.activeSeats(s)[0]!;
      s = loyang.apply(s, seat, rng.pick(loyang.legalActions(s, seat))).state;
    }
    const { container, getByTestId } = table(s, 0);
    expect(getByTestId('area-0')).toBeTruthy();
    expect(getByTestId('area-1')).toBeTruthy();
    expect(getByTestId('hand').querySelectorAll('.ly-card').length).toBe(s.p[0]!.hand.length);
    expect(container.textContent).toContain('Courtyard');
    cleanup();
    const spectator = table(s, null);
    expect(spectator.queryByTestId('hand')).toBeNull();
  });

  it('names cards in the chosen language', () => {
    const s = loyang.setup({ players: 2, seed: 3 });
    expect(table(s, 0, 'en').container.textContent).toContain('Path of Prosperity');
    cleanup();
    expect(table(s, 0, 'de').container.textContent).toContain('Wohlstandspfad');
    cleanup();
    expect(table(s, 0, 'it').container.textContent).toContain('Via della prosperità');
  });

  it('reaches every legal action by pointing or from the move bar along random games', () => {
    for (const players of [1, 2, 4]) {
      let s = loyang.setup({ players, seed: players * 11 });
      const rng = Rng.seed(players);
      for (let i = 0; i < 400 && loyang.activeSeats(s).length; i++) {
        const seat = rng.pick(loyang.activeSeats(s));
        if (i % 40 === 0) {
          const { container, legal } = table(s, seat);
          expectAllReachable(container, legal, keysFor(seat));
          cleanup();
        }
        const legal = loyang.legalActions(s, seat);
        const pass = legal.filter((a) => loyang.isPass!(a));
        const a = pass.length && rng.int(3) === 0 ? pass[0]! : rng.pick(legal);
        s = loyang.apply(s, seat, a).state;
      }
    }
  });

  it('acts when a thing with one action is pointed at', () => {
    const s = loyang.setup({ players: 2, seed: 5 });
    const seat = loyang.activeSeats(s)[0]!;
    const { container, act, legal } = table(s, seat);
    const plant = legal.find((a): a is LoyangAction & { type: 'plant' } => a.type === 'plant')!;
    const shop = container.querySelector(`[data-k="shop:${['wheat', 'pumpkin', 'turnip'].indexOf(plant.veg)}"]`)!;
    fireEvent.click(shop);
    expect(act).toHaveBeenCalledWith(plant);
  });
});
