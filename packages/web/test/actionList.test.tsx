// @vitest-environment jsdom
/**
 * Issue 24, identical entries: the list of legal actions (and a thing's chooser) offers one entry
 * per thing said, and two actions that read the same are the same move for the player — checked
 * along random games of both titles by playing each and comparing what the seat then sees, with
 * the ids of identical card copies (`P1-4a`/`P1-4b`, `CF-3a`/`CF-3b`, `H-TRADER-1`/`-2`) set aside. Two Market
 * stalls offering the same vegetable are told apart by their goods.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { Rng, type AnyGame } from '@tabula/engine';
import { loyang } from '@tabula/loyang';
import { hansa } from '@tabula/hansa';
import { ActionList } from '../src/table/ActionList';
import { I18nProvider } from '../src/i18n/i18n';
import { ui as loyangUi } from '../src/games/loyang/ui';
import { ui as hansaUi } from '../src/games/hansa/ui';
import type { GameUi } from '../src/games/types';

afterEach(cleanup);

describe('the list of legal actions', () => {
  it('shows actions that read the same once, and sends the first of them', () => {
    const act = vi.fn();
    const legal = [{ n: 1 }, { n: 2 }, { n: 3 }];
    const { getAllByRole, container } = render(
      <I18nProvider>
        <ActionList
          legal={legal}
          describe={(a) => (a.n === 3 ? 'end the turn' : 'take Trader from the Courtyard')}
          act={act}
          busy={false}
        />
      </I18nProvider>,
    );
    // Folded away, without a developer's count, until opened (issue 45); folded, nothing of it is
    // drawn; opening it is remembered.
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(container.querySelector('summary')!.textContent).toBe('Every possible move as a list');
    expect(container.querySelectorAll('li')).toHaveLength(0);
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(localStorage.getItem('tabula.actionListOpen')).toBe('1');
    const buttons = getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['take Trader from the Courtyard', 'end the turn']);
    fireEvent.click(buttons[0]!);
    expect(act).toHaveBeenCalledWith({ n: 1 });
  });
});

/**
 * The view with the copies of one card made alike — which copy was used is no choice — and the
 * cards of an area (objects with an id) in no particular order, as on the table.
 */
function alike(v: unknown): string {
  const walk = (x: unknown): unknown => {
    if (typeof x === 'string') return x.replace(/^([A-Z]+\d?-\d+)[ab]$/, '$1').replace(/^(H-[A-Z]+)-\d+$/, '$1');
    if (Array.isArray(x)) {
      const items = x.map(walk);
      return items.every((i) => i !== null && typeof i === 'object' && 'id' in (i as object))
        ? items.map((i) => JSON.stringify(i)).sort()
        : items;
    }
    if (x !== null && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, y]) => [k, walk(y)]));
    return x;
  };
  return JSON.stringify(walk(v));
}

function sameWordsSameMove(game: AnyGame, ui: GameUi, players: number, seeds: number, steps: number): number {
  let pairs = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    let s = game.setup({ players, seed, options: {} });
    const rng = Rng.seed(seed);
    for (let i = 0; i < steps && game.activeSeats(s).length; i++) {
      const seat = rng.pick(game.activeSeats(s));
      const legal = game.legalActions(s, seat);
      const v = game.view(s, seat);
      const byText = new Map<string, unknown[]>();
      for (const a of legal) {
        const text = ui.describe(a, v, 'en', ['Ann', 'Bob', 'Cid']);
        byText.set(text, [...(byText.get(text) ?? []), a]);
      }
      for (const [text, as] of byText) {
        if (as.length < 2) continue;
        const after = as.map((a) => alike(game.view(game.apply(s, seat, a).state, seat)));
        expect(new Set(after).size, `"${text}": ${JSON.stringify(as)}`).toBe(1);
        pairs++;
      }
      s = game.apply(s, seat, rng.pick(legal)).state;
    }
  }
  return pairs;
}

describe('actions that read the same are the same move', () => {
  it('Loyang (identical field and Helper copies merge; stalls are named)', () => {
    expect(sameWordsSameMove(loyang as AnyGame, loyangUi as unknown as GameUi, 2, 4, 500)).toBeGreaterThan(0);
  });
  it('Hansa', () => {
    sameWordsSameMove(hansa as AnyGame, hansaUi as unknown as GameUi, 3, 3, 500);
  });
});
