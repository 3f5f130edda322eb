/**
 * The Hansa board in a window that pans and zooms (issue 24, phones): at zoom 1 the whole board
 * fits the width; on a narrow screen it opens zoomed in far enough that every trading post's
 * target is at least 40 px (`MIN_TARGET_PX`), and one finger pans it (the window scrolls), two
 * fingers pinch it, Ctrl+wheel (a trackpad's pinch) zooms it, and − / + / Fit buttons do the same
 * for everyone. The page itself never scrolls sideways. Until the player zooms, a change of the
 * window's width chooses the zoom again; after, their zoom stays. "Zoom to tap" is offered only
 * where there is touch (issue 45: a mouse needs no tap zoom; − and + remain). A zoomed window
 * scrolls, so it is itself a tab stop: a keyboard can scroll it even when no post in it can be
 * picked (axe: scrollable-region-focusable, during the opening pawn placement at 390 px).
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Lang } from '../../i18n/messages';
import { term } from './words';

/** Board units of a trading post's target (its hit area, `Board.tsx`). */
export const POST_TARGET_UNITS = 32;
const MIN_TARGET_PX = 40;
const MAX_ZOOM = 6;
/** Below this width a board fitted to it has targets too small to tap. */
const NARROW_PX = 700;

const clamp = (z: number) => Math.min(MAX_ZOOM, Math.max(1, z));

/** Whether this device has a touch screen (a fingertip needs the tap zoom). */
function hasTouch(): boolean {
  if (typeof navigator !== 'undefined' && (navigator.maxTouchPoints ?? 0) > 0) return true;
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(pointer: coarse)').matches
    : false;
}

/** The zoom at which a post's target is `MIN_TARGET_PX` wide in a window `width` px wide. */
function tapZoom(width: number, frameWidth: number): number {
  return clamp(Math.ceil(((MIN_TARGET_PX * frameWidth) / (POST_TARGET_UNITS * width)) * 10) / 10);
}

export function Viewport({ frameWidth, lang, children }: { frameWidth: number; lang: Lang; children: ReactNode }) {
  const box = useRef<HTMLElement>(null);
  const [zoom, setZoom] = useState(1);
  const [tap, setTap] = useState(1);
  const [touch] = useState(hasTouch);
  // Once the player zooms, the zoom is theirs: a change of the window's width no longer resets it.
  const chosen = useRef(false);
  // The zoom follows the window's width until then (issue 45: a window narrowed from a desktop's
  // kept the whole board with 8-px posts): fitted on a wide screen, tappable on a narrow one.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    let width = 0;
    const fit = () => {
      const w = el.clientWidth;
      if (!w || w === width) return;
      width = w;
      setTap(tapZoom(w, frameWidth));
      if (!chosen.current) setZoom(w < NARROW_PX ? tapZoom(w, frameWidth) : 1);
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(fit);
    watch.observe(el);
    return () => watch.disconnect();
  }, [frameWidth]);

  /** Zooms to `z` keeping the board point under (cx, cy) — window coordinates — where it is. */
  const zoomAt = (z: number, cx?: number, cy?: number) => {
    chosen.current = true;
    const el = box.current;
    const next = clamp(z);
    if (!el) return setZoom(next);
    const r = el.getBoundingClientRect();
    const x = (cx ?? r.left + r.width / 2) - r.left;
    const y = (cy ?? r.top + r.height / 2) - r.top;
    setZoom((old) => {
      const k = next / old;
      requestAnimationFrame(() => {
        el.scrollLeft = (el.scrollLeft + x) * k - x;
        el.scrollTop = (el.scrollTop + y) * k - y;
      });
      return next;
    });
  };

  // Two fingers pinch; Ctrl+wheel zooms. One finger is the browser's own scrolling (touch-action).
  // biome-ignore lint/correctness/useExhaustiveDependencies: zoomAt reads only refs and setters; the handlers are set up again when the zoom changes.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const pts = new Map<number, { x: number; y: number }>();
    let start: { d: number; z: number } | null = null;
    const dist = () => {
      const [a, b] = [...pts.values()];
      return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
    };
    let current = zoom;
    const down = (e: PointerEvent) => {
      if (e.pointerType !== 'touch') return;
      pts.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pts.size === 2) start = { d: dist(), z: current };
    };
    const move = (e: PointerEvent) => {
      if (!pts.has(e.pointerId)) return;
      pts.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (start && pts.size === 2 && start.d > 0) {
        const [a, b] = [...pts.values()];
        current = clamp((start.z * dist()) / start.d);
        zoomAt(current, (a!.x + b!.x) / 2, (a!.y + b!.y) / 2);
      }
    };
    const up = (e: PointerEvent) => {
      pts.delete(e.pointerId);
      if (pts.size < 2) start = null;
    };
    const wheel = (e: WheelEvent) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      current = clamp(current * Math.exp(-e.deltaY / 300));
      zoomAt(current, e.clientX, e.clientY);
    };
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
    el.addEventListener('wheel', wheel, { passive: false });
    return () => {
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
      el.removeEventListener('wheel', wheel);
    };
  }, [zoom]);

  return (
    <div className="board-viewport">
      {/* biome-ignore lint/a11y/useSemanticElements: buttons, not form fields: a <fieldset> would bring a legend, border and padding; the group is named by its aria-label. */}
      <div className="zoom-bar" role="group" aria-label={term(lang, 'zoom')}>
        <button
          type="button"
          onClick={() => zoomAt(zoom / 1.5)}
          disabled={zoom <= 1}
          aria-label={term(lang, 'zoomOut')}
          data-testid="zoom-out"
        >
          −
        </button>
        <button
          type="button"
          onClick={() => zoomAt(zoom * 1.5)}
          disabled={zoom >= MAX_ZOOM}
          aria-label={term(lang, 'zoomIn')}
          data-testid="zoom-in"
        >
          +
        </button>
        {(zoom > 1 || touch) && (
          <button type="button" onClick={() => zoomAt(zoom === 1 ? tap : 1)} data-testid="zoom-fit">
            {zoom === 1 ? term(lang, 'zoomTap') : term(lang, 'zoomFit')}
          </button>
        )}
      </div>
      <section
        className={`board-window${zoom > 1 ? ' zoomed' : ''}`}
        ref={box}
        data-testid="board-window"
        data-zoom={zoom.toFixed(2)}
        aria-label={term(lang, 'board')}
        tabIndex={zoom > 1 ? 0 : undefined}
      >
        <div className="board-canvas" style={{ width: `${zoom * 100}%` }}>
          {children}
        </div>
      </section>
    </div>
  );
}
