// @vitest-environment jsdom
/**
 * Issue 45, the Hansa board's window: "Zoom to tap" only where there is touch, and a zoomed
 * window (it scrolls) is a named tab stop, so a keyboard can scroll it when nothing in it can be
 * picked (axe: scrollable-region-focusable, the opening pawn placement at 390 px).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Viewport } from '../src/games/hansa/Viewport';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const board = () =>
  render(
    <Viewport frameWidth={1600} lang="en">
      <svg />
    </Viewport>,
  );

describe('the Hansa board window', () => {
  it('offers "Zoom to tap" on a touch screen only', () => {
    board();
    expect(screen.queryByTestId('zoom-fit')).toBeNull();
    expect(screen.getByTestId('zoom-in')).toBeTruthy();
    cleanup();
    vi.stubGlobal('navigator', { ...navigator, maxTouchPoints: 5 });
    board();
    expect(screen.getByTestId('zoom-fit').textContent).toBe('Zoom to tap');
  });

  it('is a named tab stop while zoomed (it scrolls), and no tab stop when the whole board fits', () => {
    board();
    expect(screen.getByTestId('board-window').getAttribute('tabindex')).toBeNull();
    cleanup();
    // A 390 px phone: the window opens zoomed for tapping.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    board();
    const win = screen.getByTestId('board-window');
    expect(Number(win.getAttribute('data-zoom'))).toBeGreaterThan(1);
    expect(win.getAttribute('tabindex')).toBe('0');
    expect(win.tagName).toBe('SECTION');
    expect(win.getAttribute('aria-label')).toBe('The board');
    // Zoomed, "Whole board" is offered without touch too.
    expect(screen.getByTestId('zoom-fit').textContent).toBe('Whole board');
  });
});
