// @vitest-environment jsdom
/**
 * Issue 45: the game's own table is drawn again only when what it shows changed. Every state from
 * the server renders the table view, also while the pace holds that state back, with a new `act`,
 * `undo` and names array; the whole board was rendered again each time (a 50–70 ms task at 4× CPU
 * throttling). A click still reaches the newest `act`, and a new view, legal list or Undo state
 * draws the table again. The names stay one array while their words stay (keptNames.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { GameUi, TableProps } from '../src/games/types';
import { GameTable } from '../src/table/GameTable';
import { useKeptNames } from '../src/table/keptNames';

afterEach(cleanup);

/** Each drawing of the fake table, with the props it was given (emptied before each test). */
const drawn: TableProps[] = [];

function Table(p: TableProps) {
  drawn.push(p);
  return (
    <div>
      <button type="button" onClick={() => p.act('go')}>
        act
      </button>
      <button type="button" onClick={() => p.undo?.act()}>
        undo {String(p.undo?.can)}
      </button>
      <span>{p.names.join(',')}</span>
    </div>
  );
}

function fakeUi() {
  drawn.length = 0;
  return { ui: { Table } as unknown as GameUi, drawn };
}

describe('the game’s table (issue 45)', () => {
  it('is not drawn again for new closures', () => {
    const { ui, drawn } = fakeUi();
    const view = { turn: 1 };
    const legal: unknown[] = [];
    const names = ['Ann', 'Bob'];
    const props = (act: (a: unknown) => void, undo: () => void) => ({
      ui,
      view,
      seat: 0,
      legal,
      act,
      names,
      lang: 'en' as const,
      busy: false,
      undo: { can: false, act: undo },
    });
    const seen: string[] = [];
    const { rerender } = render(
      <GameTable
        {...props(
          () => seen.push('first'),
          () => seen.push('undo1'),
        )}
      />,
    );
    expect(drawn).toHaveLength(1);
    rerender(
      <GameTable
        {...props(
          (a) => seen.push(`second:${String(a)}`),
          () => seen.push('undo2'),
        )}
      />,
    );
    expect(drawn).toHaveLength(1);
    // The table drawn first acts through the newest act and undo.
    fireEvent.click(screen.getByText('act'));
    fireEvent.click(screen.getByText('undo false'));
    expect(seen).toEqual(['second:go', 'undo2']);
  });

  it('is drawn again when its view, legal actions, Undo or names change', () => {
    const { ui, drawn } = fakeUi();
    const base = {
      ui,
      view: { turn: 1 },
      seat: 0,
      legal: [] as unknown[],
      act: () => undefined,
      names: ['Ann', 'Bob'],
      lang: 'en' as const,
      busy: false,
      undo: { can: false, act: () => undefined },
    };
    const { rerender } = render(<GameTable {...base} />);
    const steps: Array<Partial<typeof base>> = [
      { view: { turn: 2 } },
      { legal: ['end'] },
      { undo: { can: true, act: () => undefined } },
      { names: ['Ann', 'Cid'] },
    ];
    let props = base;
    for (const [i, change] of steps.entries()) {
      rerender(<GameTable {...props} />);
      expect(drawn, 'the same props again').toHaveLength(i + 1);
      props = { ...props, ...change };
      rerender(<GameTable {...props} />);
      expect(drawn, JSON.stringify(Object.keys(change))).toHaveLength(i + 2);
    }
    expect(screen.getByText('undo true')).toBeTruthy();
    expect(screen.getByText('Ann,Cid')).toBeTruthy();
  });

  it('is given the names as one array while their words stay', () => {
    const { result, rerender } = renderHook((names: string[]) => useKeptNames(names), {
      initialProps: ['Ann', 'Bob'],
    });
    const first = result.current;
    rerender(['Ann', 'Bob']);
    expect(result.current).toBe(first);
    rerender(['Ann', 'Cid']);
    expect(result.current).toEqual(['Ann', 'Cid']);
  });
});
