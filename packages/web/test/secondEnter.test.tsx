// @vitest-environment jsdom
/**
 * Issue 45, keyboard: focus stays on a thing after a move, and what the thing offers may change
 * under it (a Loyang Shop column: the first Enter plants, a second sold what was planted). A
 * repeated Enter on a thing whose offer changed opens the chooser, which says what it does now;
 * only an Enter there (or on the thing again) does it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PickProvider } from '../src/games/pointing/PickProvider';
import { Pick } from '../src/games/pointing/Pick';
import { MoveBar } from '../src/games/pointing/MoveBar';

afterEach(cleanup);
// jsdom has no scrolling; the move bar scrolls a chosen thing clear of itself.
window.scrollBy = () => undefined;

type A = { type: string; veg: number };
const plant: A = { type: 'plant', veg: 0 };
const sell: A = { type: 'sell', veg: 0 };

function Table({ legal, act }: { legal: A[]; act(a: A): void }) {
  return (
    <PickProvider
      legal={legal}
      keysOf={() => ['shop:0']}
      act={act}
      describe={(a) => (a.type === 'plant' ? 'Plant wheat' : 'Sell wheat')}
      busy={false}
    >
      <MoveBar />
      <Pick k="shop:0">wheat</Pick>
    </PickProvider>
  );
}

describe('a second Enter on a thing', () => {
  it('does not do something else when the thing’s action changed under the focus', () => {
    const act = vi.fn();
    const r = render(<Table legal={[plant]} act={act} />);
    const thing = () => r.container.querySelector<HTMLElement>('[data-k="shop:0"]')!;
    fireEvent.keyDown(thing(), { key: 'Enter' });
    expect(act).toHaveBeenCalledWith(plant);
    // The move is made: the same column now sells.
    r.rerender(<Table legal={[sell]} act={act} />);
    fireEvent.keyDown(thing(), { key: 'Enter' });
    expect(act).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('chooser').textContent).toContain('Sell wheat');
    // Asked again, with the new offer in sight, the Enter does it.
    fireEvent.keyDown(thing(), { key: 'Enter' });
    expect(act).toHaveBeenLastCalledWith(sell);
  });

  it('acts at once when the thing offers the same as before, or when it is clicked', () => {
    const act = vi.fn();
    const r = render(<Table legal={[plant]} act={act} />);
    const thing = () => r.container.querySelector<HTMLElement>('[data-k="shop:0"]')!;
    fireEvent.keyDown(thing(), { key: 'Enter' });
    fireEvent.keyDown(thing(), { key: 'Enter' });
    expect(act).toHaveBeenCalledTimes(2);
    r.rerender(<Table legal={[sell]} act={act} />);
    fireEvent.click(thing());
    expect(act).toHaveBeenLastCalledWith(sell);
  });
});
