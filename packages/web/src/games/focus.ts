/**
 * Keyboard focus at the table (issue 24). Three things a keyboard player needs that the browser
 * does not give on its own:
 *
 * - Focus survives a move. While an action is on its way every thing is disabled (it loses its
 *   tabindex, so the browser drops focus to `body`), and after it the thing may be gone. Once the
 *   table is live again, focus goes back to the thing acted on, else to the first thing that can
 *   be pointed at, else to the move bar — but only when focus was at the table and nothing else
 *   has taken it meanwhile (the chat's input keeps its focus).
 * - A focused thing is never hidden under the sticky move bar.
 * - A board of many things is one tab stop (`roving`): inside it the arrow keys go to the nearest
 *   thing in that direction, as along the routes and cities of the Hansa map.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
} from 'react';

/** A thing's element by its key, if it can take focus. */
export function thingByKey(root: ParentNode, key: string): HTMLElement | null {
  for (const el of root.querySelectorAll<HTMLElement>('[data-k][tabindex]')) if (el.dataset.k === key) return el;
  return null;
}

/** Focus fell out of the page, or waits on the prompt (`data-focus-park`) while others play. */
function lost(): boolean {
  const a = document.activeElement;
  return !a || a === document.body || !a.isConnected || a.hasAttribute('data-focus-park');
}

/**
 * Remembers where at the table focus was (`note`) and puts it back after each change of the
 * legal actions once the table is live again (`busy` false).
 */
export function useFocusKeeper(legal: unknown, busy: boolean): { note(key: string): void } {
  const last = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `legal` is the trigger, not an input — focus goes back after each change of the legal actions.
  useLayoutEffect(() => {
    if (busy || last.current === null || !lost()) return;
    const area = document.querySelector('.table-area') ?? document;
    const bar = document.querySelector<HTMLElement>('[data-testid=movebar] button:not([disabled])');
    const target =
      (last.current !== 'bar' ? thingByKey(area, last.current) : null) ??
      (last.current === 'bar' ? bar : null) ??
      area.querySelector<HTMLElement>('.pickable[tabindex="0"]') ??
      bar ??
      // Nothing to act on now (another seat's turn): focus waits on the prompt, which says so.
      document.querySelector<HTMLElement>('[data-focus-park]');
    if (!target) return;
    target.focus({ preventScroll: true });
    // Inside a one-tab-stop board the thing focused becomes its tab stop.
    const board = target.closest('[data-roving]');
    if (board && target.getAttribute('tabindex') === '-1') {
      for (const el of board.querySelectorAll('[tabindex="0"]')) el.setAttribute('tabindex', '-1');
      target.setAttribute('tabindex', '0');
    }
    clearOfBar(target);
  }, [legal, busy]);
  const note = useCallback((key: string) => {
    last.current = key;
  }, []);
  return { note };
}

/** Scrolls a focused thing out from under the sticky move bar (and the page's top edge). */
function clearOfBar(el: Element): void {
  const bar = document.querySelector('[data-testid=movebar]');
  const top = bar ? bar.getBoundingClientRect().bottom : 0;
  const r = el.getBoundingClientRect();
  if (r.top < top + 4) window.scrollBy(0, r.top - top - 8);
  else if (r.bottom > window.innerHeight) el.scrollIntoView?.({ block: 'nearest' });
}

function keyboardFocus(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return false;
  }
}

/** Every keyboard focus that lands on a thing of the table is kept clear of the sticky bar. */
export function useClearOfBarOnFocus(): void {
  useEffect(() => {
    const on = (e: FocusEvent) => {
      const t = e.target as Element | null;
      // Keyboard focus only: scrolling under a pointer between its press and release loses the click.
      if (t?.closest?.('.table-area') && t.hasAttribute('data-k') && keyboardFocus(t)) clearOfBar(t);
    };
    document.addEventListener('focusin', on);
    return () => document.removeEventListener('focusin', on);
  }, []);
}

const DIRS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

function centre(el: Element): [number, number] {
  const r = el.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2];
}

/** The nearest of `others` from `from` in direction `d`: along it first, off it counting twice. */
function nearestIn(from: [number, number], d: [number, number], others: Array<[number, number]>): number {
  let best = -1;
  let score = Infinity;
  others.forEach(([x, y], i) => {
    const along = (x - from[0]) * d[0] + (y - from[1]) * d[1];
    if (along <= 1) return;
    const off = Math.abs((x - from[0]) * d[1] - (y - from[1]) * d[0]);
    const s = along + 2 * off;
    if (s < score) {
      score = s;
      best = i;
    }
  });
  return best;
}

/**
 * One tab stop for the things inside `root` (`[data-k][role=button]`): the current one has
 * tabindex 0, the others -1; arrows move between them. Returns the key handler for the root.
 */
export function useRoving(root: RefObject<Element | null>): (e: ReactKeyboardEvent) => void {
  const current = useRef<string | null>(null);
  useLayoutEffect(() => {
    const things = root.current
      ? [...root.current.querySelectorAll<HTMLElement | SVGElement>('[data-k][role=button]')]
      : [];
    const focused = things.find((t) => t === document.activeElement);
    const cur =
      focused ??
      things.find((t) => t.dataset.k === current.current) ??
      things.find((t) => t.classList.contains('suggested')) ??
      things[0];
    for (const t of things) t.setAttribute('tabindex', t === cur ? '0' : '-1');
  });
  return useCallback(
    (e: ReactKeyboardEvent) => {
      const d = DIRS[e.key];
      const at = e.target as HTMLElement | SVGElement;
      if (!d || !root.current || !at.dataset?.k) return;
      const things = [...root.current.querySelectorAll<HTMLElement | SVGElement>('[data-k][role=button]')].filter(
        (t) => t !== at,
      );
      const i = nearestIn(centre(at), d, things.map(centre));
      e.preventDefault();
      if (i < 0) return;
      const next = things[i]!;
      at.setAttribute('tabindex', '-1');
      next.setAttribute('tabindex', '0');
      current.current = next.dataset.k ?? null;
      next.focus();
    },
    [root],
  );
}
