// @vitest-environment jsdom
/**
 * Issue 45: an action started by a click on the board is two choices at once (its begin and the
 * thing clicked, plans.ts); Cancel once took back only the last of them and had to be pressed
 * again. One press of Cancel takes the action back to the turn's choice (H-5.3: an action is not
 * spent until it is complete).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act as flush, cleanup, fireEvent, render } from '@testing-library/react';
import { hansa, type HansaAction, type HansaState } from '@tabula/hansa';
import { ui } from '../src/games/hansa/ui';

afterEach(cleanup);
// jsdom draws nothing: the bar's scrolling of a focused thing clear of it has nowhere to go.
window.scrollBy = () => {};
const names = ['Ann', 'Bob', 'Cid'];

const play = (s: HansaState, a: HansaAction) => hansa.apply(s, hansa.activeSeats(s)[0]!, a).state;

/** My trader on a route's post 0, `me` to act again with every action of the turn left. */
function opened(): { s: HansaState; route: string; me: number } {
  let s = hansa.setup({ players: 3, seed: 9 });
  const me = hansa.activeSeats(s)[0]!;
  const route = hansa.view(s, me).routes.find((r) => r.posts.length >= 3)!.id;
  s = play(play(s, { type: 'begin', action: 'place' }), { type: 'place', route, post: 0, piece: 'trader' });
  for (let i = 0; i < 3; i++) s = play(s, { type: 'endTurn' });
  return { s, route, me };
}

/**
 * The seat's table over a local trail of states, as a table with undo sees it: what it sends is
 * queued and applied by `settle` (an undo goes back one state), one answer at a time.
 */
function tableWithUndo(start: HansaState, seat: number) {
  const Table = ui.Table;
  const trail = [start];
  const sent: HansaAction[] = [];
  const queue: HansaAction[] = [];
  const send = (a: HansaAction) => {
    sent.push(a);
    queue.push(a);
  };
  const el = () => {
    const s = trail[trail.length - 1]!;
    return (
      <Table
        view={hansa.view(s, seat)}
        seat={seat}
        legal={hansa.legalActions(s, seat)}
        act={send}
        names={names.slice(0, s.players)}
        lang="en"
        busy={false}
        undo={{ can: trail.length > 1, act: () => send({ type: 'undo' } as unknown as HansaAction) }}
      />
    );
  };
  const r = render(el());
  const settle = () => {
    for (let i = 0; i < 20 && queue.length; i++) {
      const a = queue.shift()!;
      if ((a as { type: string }).type === 'undo') trail.pop();
      else trail.push(hansa.apply(trail[trail.length - 1]!, seat, a).state);
      flush(() => r.rerender(el()));
    }
  };
  return { ...r, sent, settle, now: () => trail[trail.length - 1]! };
}

describe('Hansa: Cancel after an action started on the board (issue 45)', () => {
  it('one press takes a move begun by clicking my piece back to the turn’s choice', () => {
    const { s, route, me } = opened();
    const { container, getByTestId, queryByTestId, sent, settle, now } = tableWithUndo(s, me);
    fireEvent.click(container.querySelector(`[data-k="post:${route}:0"]`)!);
    settle();
    // The click was the begin and the piece lifted: the move is under way.
    expect(sent.map((a) => a.type)).toEqual(['begin', 'move']);
    expect(hansa.view(now(), me).top?.kind).toMatch(/^move/);
    fireEvent.click(getByTestId('cancel-action'));
    settle();
    expect(queryByTestId('cancel-action')).toBeNull();
    expect(hansa.view(now(), me).top).toBeNull();
    expect(hansa.view(now(), me).actionsUsed).toBe(0);
    expect(sent.filter((a) => (a as { type: string }).type === 'undo')).toHaveLength(2);
  });

  it('one press also cancels an action begun from the move bar, and sends nothing more after', () => {
    const { s, me } = opened();
    const { getByTestId, queryByTestId, sent, settle, now, container } = tableWithUndo(s, me);
    const place = container.querySelector<HTMLButtonElement>(
      `[data-global='${JSON.stringify({ type: 'begin', action: 'place' })}']`,
    );
    fireEvent.click(place!);
    settle();
    fireEvent.click(getByTestId('cancel-action'));
    settle();
    expect(queryByTestId('cancel-action')).toBeNull();
    expect(hansa.view(now(), me).top).toBeNull();
    expect(sent.map((a) => a.type)).toEqual(['begin', 'undo']);
  });
});
