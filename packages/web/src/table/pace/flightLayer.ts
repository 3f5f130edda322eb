/**
 * Flying pieces over the table (issue 45): each flight a small drawn piece moved by Motion from
 * the rectangle of its source to that of its target. Rectangles are read once per step, all before
 * the first piece is added (no layout thrash); the pieces move by `transform` and `opacity` only,
 * through Motion's Web Animations `animate` (motion/mini, a few kB), so the browser animates them
 * off the main thread.
 */
import { animate } from 'motion/mini';
import type { Flight } from '../../games/types';

/** A spot on the table: a `data-spot`, else a thing's pick key. */
function spot(root: ParentNode, name: string): Element | null {
  for (const attr of ['data-spot', 'data-k']) {
    for (const el of root.querySelectorAll(`[${attr}]`)) if (el.getAttribute(attr) === name) return el;
  }
  return null;
}

interface Leg {
  f: Flight;
  a: DOMRect;
  b: DOMRect;
}

/** Where each flight starts and ends on screen, or nothing for one whose spots are not shown. */
export function measure(root: ParentNode, flights: readonly Flight[]): Leg[] {
  const legs: Leg[] = [];
  for (const f of flights) {
    const a = spot(root, f.from)?.getBoundingClientRect();
    const b = spot(root, f.to)?.getBoundingClientRect();
    if (!a || !b || (a.width === 0 && a.height === 0) || (b.width === 0 && b.height === 0)) continue;
    legs.push({ f, a, b });
  }
  return legs;
}

const SIZE = 18;
const centre = (r: DOMRect) => [r.left + r.width / 2 - SIZE / 2, r.top + r.height / 2 - SIZE / 2] as const;
const at = (x: number, y: number, s = 1) => `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) scale(${s})`;

/** Starts every leg (a little apart, in the order of the events); resolves when all have landed. */
export function fly(layer: HTMLElement, legs: readonly Leg[], ms: number): Promise<void> {
  const done = legs.map(({ f, a, b }, i) => {
    const el = document.createElement('div');
    el.className = `flight flight-${f.piece}${f.seat !== undefined ? ` p${f.seat}` : ''}${f.veg ? ` veg-${f.veg}` : ''}`;
    el.dataset.flight = `${f.from}>${f.to}`;
    const [x0, y0] = centre(a);
    const [x1, y1] = centre(b);
    el.style.transform = at(x0, y0);
    layer.appendChild(el);
    const transform = f.jump
      ? [at(x0, y0), at((x0 + x1) / 2, Math.min(y0, y1) - 48, 1.3), at(x1, y1, 0.6)]
      : [at(x0, y0, 0.8), at(x1, y1, 1)];
    const delay = i * Math.min(90, ms / 6);
    // Without Web Animations (jsdom) the piece only stands at its source for the flight's time.
    if (typeof el.animate !== 'function')
      return new Promise<void>((r) => setTimeout(r, ms + delay)).finally(() => el.remove());
    const controls = animate(
      el,
      { transform, opacity: f.jump ? [1, 1, 0] : [0.4, 1, 1] },
      { duration: ms / 1000, delay: delay / 1000, ease: 'easeInOut' },
    );
    return Promise.resolve(controls.finished).finally(() => el.remove());
  });
  return Promise.all(done).then(() => undefined);
}
