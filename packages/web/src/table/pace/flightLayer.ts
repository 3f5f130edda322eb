/**
 * Flying pieces over the table (issue 45): each flight a small drawn piece moved by Motion from
 * the rectangle of its source to that of its target. Sources are read from the table as it stood
 * before the step (a card taken from the Courtyard is no longer there after it), targets from the
 * table after it, all before the first piece is added (no layout thrash); the pieces move by
 * `transform` and `opacity` only, through Motion's Web Animations `animate` (motion/mini, a few
 * kB), so the browser animates them off the main thread.
 */
import { animate } from 'motion/mini';
import type { Flight } from '../../games/types';
import { holdUntilLanded } from './landing';

const shown = (r: DOMRect) => r.width > 0 || r.height > 0;

/**
 * A spot on the table: a `data-spot`, else a thing's pick key — the first one laid out (the Path
 * is drawn twice, one track for wide and one for narrow screens, and only one of them shows).
 */
function spot(root: ParentNode, name: string): { el: Element; r: DOMRect } | null {
  for (const el of named(root, name)) {
    const r = el.getBoundingClientRect();
    if (shown(r)) return { el, r };
  }
  return null;
}

/**
 * The places on the table named `name`: `data-spot` ones first, then pick keys. Found by the
 * browser's selector engine: walking every named place of the table in script, once per name,
 * made a step's commit a task of 140 ms at 4× CPU throttling (issue 45, session 41).
 */
function named(root: ParentNode, name: string): Element[] {
  const value = name.replace(/["\\]/g, '\\$&');
  return [...root.querySelectorAll(`[data-spot="${value}"]`), ...root.querySelectorAll(`[data-k="${value}"]`)];
}

/** A flight's source as read before the step: its own spot, else its alternative. */
const before = (sources: Sources, f: Flight) => sources.get(f.from) ?? (f.or ? sources.get(f.or) : undefined);

/** Where the step's flights start, read from the table before the step changes it. */
export type Sources = ReadonlyMap<string, DOMRect>;

export function measureSources(root: ParentNode, flights: readonly Flight[]): Sources {
  const out = new Map<string, DOMRect>();
  for (const name of new Set(flights.flatMap((f) => (f.or ? [f.from, f.or] : [f.from])))) {
    const s = spot(root, name);
    if (s) out.set(name, s.r);
  }
  return out;
}

export interface Leg {
  f: Flight;
  a: DOMRect;
  b: DOMRect;
  /** The arriving piece on the table, hidden until its flight lands. */
  lands: Element | null;
}

/**
 * Where each flight starts and ends on screen, or nothing for one whose spots are not shown. A
 * source not on the table before the step is looked for after it, except a piece moving along its
 * own track (`from` = `to`: a pawn, a marker), which then had no place to come from.
 */
export function measure(root: ParentNode, flights: readonly Flight[], sources: Sources = new Map()): Leg[] {
  const legs: Leg[] = [];
  const seen = new Set<string>();
  for (const f of flights) {
    const self = f.from === f.to;
    // One flight per marker and step: two prestige events of one seat move one marker.
    if (self && seen.has(`${f.to}|${f.seat}`)) continue;
    seen.add(`${f.to}|${f.seat}`);
    const a = before(sources, f) ?? (self ? undefined : source(root, f));
    const b = spot(root, f.to);
    if (!a || !b) continue;
    const lands = f.lands ? (b.el.querySelector('[data-piece]') ?? b.el) : null;
    legs.push({ f, a, b: b.r, lands });
  }
  return legs;
}

/**
 * The step's pieces, each standing at its source from the step's first paint (its place read
 * before the step), with the piece it lands on hidden (wherever it is drawn: the Path is drawn
 * twice) — all without reading the new layout. `fly` moves them once the targets are read.
 */
export function standAtSources(
  layer: HTMLElement,
  root: ParentNode,
  flights: readonly Flight[],
  sources: Sources,
): Standing {
  const pieces = new Map<Flight, HTMLElement>();
  const landing = new Set<string>();
  for (const f of flights) {
    const a = before(sources, f);
    if (!a) continue;
    const el = piece(f);
    const [x, y] = centre(a);
    el.style.transform = f.jump ? at(x, y) : at(x, y, 0.8);
    el.style.opacity = f.jump ? '1' : '0.4';
    layer.appendChild(el);
    pieces.set(f, el);
    if (f.lands) landing.add(f.to);
  }
  const held: Array<() => void> = [];
  for (const name of landing)
    for (const el of named(root, name)) held.push(holdUntilLanded(el.querySelector('[data-piece]') ?? el));
  return {
    take(f) {
      const el = pieces.get(f);
      pieces.delete(f);
      return el;
    },
    done() {
      for (const el of pieces.values()) el.remove();
      for (const show of held) show();
    },
  };
}

/** Pieces standing at their sources until they fly; `done` takes away those left and shows their targets. */
export interface Standing {
  /** The piece standing for this flight, now the flight's own (`done` no longer takes it away). */
  take(f: Flight): HTMLElement | undefined;
  done(): void;
}

/** Runs `fn` once the next frame is painted (its layout done); returns the function that cancels it. */
export function afterNextPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

function source(root: ParentNode, f: Flight): DOMRect | undefined {
  return (spot(root, f.from) ?? (f.or ? spot(root, f.or) : null))?.r;
}

const SIZE = 18;
const centre = (r: DOMRect) => [r.left + r.width / 2 - SIZE / 2, r.top + r.height / 2 - SIZE / 2] as const;
const at = (x: number, y: number, s = 1) => `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) scale(${s})`;

/**
 * Starts every leg (a little apart, in the order of the events); resolves when all have landed.
 * A piece arriving where its flight ends stays hidden there until the flight lands (landing.ts).
 */
export function fly(layer: HTMLElement, legs: readonly Leg[], ms: number, standing?: Standing): Promise<void> {
  // Hidden before the first frame is painted: the piece must not stand at its target before it arrives.
  const landed = legs.map((leg) => (leg.lands ? holdUntilLanded(leg.lands) : () => {}));
  const done = legs.map(({ f, a, b }, i) => {
    const stood = standing?.take(f);
    const el = stood ?? piece(f);
    const [x0, y0] = centre(a);
    const [x1, y1] = centre(b);
    if (!stood) el.style.transform = at(x0, y0);
    // On its way (tests and the frame strip tell a piece in flight from one standing at its source).
    el.dataset.flying = '';
    layer.appendChild(el);
    const transform = f.jump
      ? [at(x0, y0), at((x0 + x1) / 2, Math.min(y0, y1) - 48, 1.3), at(x1, y1, 0.6)]
      : [at(x0, y0, 0.8), at(x1, y1, 1)];
    const delay = i * Math.min(90, ms / 6);
    const land = () => {
      el.remove();
      landed[i]!();
    };
    // Without Web Animations (jsdom) the piece only stands at its source for the flight's time.
    if (typeof el.animate !== 'function') return new Promise<void>((r) => setTimeout(r, ms + delay)).finally(land);
    const controls = animate(
      el,
      { transform, opacity: f.jump ? [1, 1, 0] : [0.4, 1, 1] },
      { duration: ms / 1000, delay: delay / 1000, ease: 'easeInOut' },
    );
    return Promise.resolve(controls.finished).finally(land);
  });
  // Pieces that stood at a source but found no target (not shown after the step) go; their targets show.
  standing?.done();
  return Promise.all(done).then(() => undefined);
}

function piece(f: Flight): HTMLElement {
  const el = document.createElement('div');
  el.className = `flight flight-${f.piece}${f.seat !== undefined ? ` p${f.seat}` : ''}${f.veg ? ` veg-${f.veg}` : ''}`;
  el.dataset.flight = `${f.from}>${f.to}`;
  return el;
}
