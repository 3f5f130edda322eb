// @vitest-environment jsdom
/**
 * Issue 45: the Hansa board's zoom follows the window's width until the player zooms — a window
 * narrowed from a desktop's no longer keeps the whole board with 8-px posts — and once the player
 * has chosen a zoom, a change of width leaves it alone.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { Viewport } from '../src/games/hansa/Viewport';

let width = 1600;
const watchers: Array<() => void> = [];

beforeEach(() => {
  width = 1600;
  watchers.length = 0;
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
  globalThis.ResizeObserver = class {
    constructor(private cb: () => void) {}
    observe() {
      watchers.push(this.cb);
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

function resize(w: number) {
  width = w;
  act(() => {
    for (const w of watchers) w();
  });
}

const zoom = (c: HTMLElement) => Number(c.querySelector('[data-testid=board-window]')!.getAttribute('data-zoom'));

describe('Hansa board zoom (issue 45)', () => {
  it('opens fitted on a wide window and zooms in when the window narrows', () => {
    const { container } = render(
      <Viewport frameWidth={1000} lang="en">
        <svg />
      </Viewport>,
    );
    expect(zoom(container)).toBe(1);
    resize(390);
    // A post's 32-unit target is at least 40 px wide: 40 × 1000 / (32 × 390) ≈ 3.2.
    expect(zoom(container)).toBeGreaterThanOrEqual(3.2);
    resize(1600);
    expect(zoom(container)).toBe(1);
  });

  it('keeps the zoom the player chose when the window changes', () => {
    width = 390;
    const { container, getByTestId } = render(
      <Viewport frameWidth={1000} lang="en">
        <svg />
      </Viewport>,
    );
    expect(zoom(container)).toBeGreaterThan(1);
    fireEvent.click(getByTestId('zoom-fit'));
    expect(zoom(container)).toBe(1);
    resize(380);
    expect(zoom(container)).toBe(1);
  });
});
