// @vitest-environment jsdom
/** The Nim table: pointing at a heap sends that heap; hidden bids stay hidden; words follow the language. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { nim, type NimAction } from '@tabula/engine/nim';
import { ui } from '../src/games/nim/ui';

afterEach(cleanup);

function takePhase() {
  let s = nim.setup({ players: 2, seed: 7 });
  s = nim.apply(s, 0, { type: 'bid', n: 2 }).state;
  s = nim.apply(s, 1, { type: 'bid', n: 3 }).state;
  return s;
}

describe('Nim table', () => {
  it('sends the heap pointed at (N-3) and only enables legal heaps', () => {
    const s = takePhase();
    const seat = nim.activeSeats(s)[0]!;
    const act = vi.fn();
    const Table = ui.Table;
    render(
      <Table
        view={nim.view(s, seat)}
        seat={seat}
        legal={nim.legalActions(s, seat)}
        act={act}
        names={['Ann', 'Bob']}
        lang="en"
        busy={false}
      />,
    );
    const heaps = screen.getAllByRole('button', { name: /Heap/ });
    expect(heaps).toHaveLength(3);
    fireEvent.click(heaps[1]!);
    expect(act).toHaveBeenCalledWith({ type: 'heap', heap: 1 } satisfies NimAction);
  });

  it('shows another seat’s bid only as “bid made” (N-1)', () => {
    let s = nim.setup({ players: 2, seed: 7 });
    s = nim.apply(s, 1, { type: 'bid', n: 3 }).state;
    const Table = ui.Table;
    const { container } = render(
      <Table
        view={nim.view(s, 0)}
        seat={0}
        legal={nim.legalActions(s, 0)}
        act={() => {}}
        names={['Ann', 'Bob']}
        lang="en"
        busy={false}
      />,
    );
    expect(container.textContent).toContain('Bob: bid made');
    expect(container.textContent).not.toContain('Bob: 3');
  });

  it('describes actions and events in German and Italian', () => {
    const v = nim.view(takePhase(), 0);
    expect(ui.describe({ type: 'take', n: 2 }, v, 'de', [])).toBe('2 nehmen');
    expect(ui.describe({ type: 'heap', heap: 0 }, v, 'it', [])).toBe('scegli il mucchio 1');
    expect(ui.eventText({ type: 'gameOver', winner: 1 }, 'en', ['Ann', 'Bob'])).toBe(
      'Bob takes the last stone and wins',
    );
  });
});
