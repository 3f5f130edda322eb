// @vitest-environment jsdom
/**
 * Issue 45, a bot's animated turn: each step is one task of the browser's main thread, so the log
 * must not be said again in words on a step that adds no line, an entry said once is not said
 * again when a line is added, and the log scrolls to its newest line in the next frame, not inside
 * React's commit (where reading its height forced a layout of the whole table).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { ui as loyangUi } from '../src/games/loyang/ui';
import type { GameUi } from '../src/games/types';
import { TableFrame, type TableFrameProps } from '../src/table/TableFrame';
import { GameLog, eventLine } from '../src/table/GameLog';
import { makeT } from '../src/i18n/i18n';
import type { LogEntry } from '../src/net/connState';
import type { GameEventWire } from '@tabula/wire';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (version: number): LogEntry => ({ version, seat: 0, events: [{ type: 'loan', seat: 0 }] });
const first = [entry(1), entry(2), entry(3)];
/** The game's own table is not what these steps look at. */
const NoTable = () => null;

/** The log's wording, counting the events it said. */
function counted() {
  const said: GameEventWire[] = [];
  const words = eventLine(loyangUi as unknown as GameUi, makeT('en'), 'en', ['Ann', 'Bob']);
  return {
    said,
    text: (e: GameEventWire) => {
      said.push(e);
      return words(e);
    },
  };
}

describe('the log during a bot’s steps', () => {
  it('says only the new entry when a step adds one', () => {
    const { said, text } = counted();
    const r = render(<GameLog log={first} text={text} />);
    said.length = 0;
    r.rerender(<GameLog log={[...first, entry(4)]} text={text} />);
    expect(said).toHaveLength(1);
    expect(r.getByTestId('log').querySelectorAll('li')).toHaveLength(4);
  });

  it('is not said again when the table moves without a new line', () => {
    const { said, text } = counted();
    const names = ['Ann', 'Bob'];
    const ui = { ...(loyangUi as unknown as GameUi), eventText: (e: GameEventWire) => text(e), Table: NoTable };
    const props = (version: number): TableFrameProps => ({
      ui,
      view: {},
      version,
      seat: 0,
      // A new array on each step, as the match pages pass them.
      names: [...names],
      legal: [],
      busy: true,
      log: first,
      act: () => {},
      undo: { can: false, why: null, act: () => {} },
      pace: { waiting: 1, step: version, steps: 3, from: version - 1, to: version, skip: () => {} },
      others: true,
      lead: null,
      refusal: null,
      solo: false,
      sinceLast: false,
    });
    const r = render(<TableFrame {...props(3)} />);
    expect(said.length).toBeGreaterThan(0);
    said.length = 0;
    r.rerender(<TableFrame {...props(4)} />);
    expect(said).toHaveLength(0);
    expect(r.getByTestId('log').textContent).toContain('Ann takes a Loan');
  });

  it('scrolls to the newest line in the next frame, not in the step’s commit', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const { text } = counted();
    const r = render(<GameLog log={first} text={text} />);
    const ol = r.getByTestId('log');
    const scrolled: number[] = [];
    Object.defineProperty(ol, 'scrollHeight', { configurable: true, get: () => 500 });
    Object.defineProperty(ol, 'scrollTop', { configurable: true, get: () => 0, set: (v: number) => scrolled.push(v) });
    frames.length = 0;
    r.rerender(<GameLog log={[...first, entry(4)]} text={text} />);
    expect(scrolled).toEqual([]);
    act(() => {
      for (const f of frames.splice(0)) f(0);
    });
    expect(scrolled).toEqual([500]);
  });
});
