/** Shared check for the table tests: every legal action can be reached by pointing or from the move bar. */
import { expect } from 'vitest';

function unreachable(container: HTMLElement, legal: unknown[], keysOf: (a: never) => string[]): unknown[] {
  const shown = new Set(
    Array.from(container.querySelectorAll('[data-k].pickable')).map((e) => e.getAttribute('data-k')),
  );
  return legal.filter((a) => {
    const keys = keysOf(a as never);
    if (keys.length === 0 || keys.includes('*')) return false;
    return !keys.some((k) => shown.has(k));
  });
}

export function expectAllReachable(container: HTMLElement, legal: unknown[], keysOf: (a: never) => string[]): void {
  expect(unreachable(container, legal, keysOf)).toEqual([]);
}
