/**
 * The main thread's CPU time spent drawing frames in a trace's windows (issue 45): style, layout,
 * pre-paint, paint, layerizing and commit, summed. Counting tasks over 50 ms is a threshold, and a
 * change that shortens every frame by a fifth can leave the count where the run-to-run spread
 * hides it; this sum moves with each frame's cost, so two builds compare on fewer runs.
 */
import { mainTasks, type TraceEvent } from './longTasks';

/** The renderer's frame-drawing events, as DevTools names them. */
const RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit']);

export interface RenderTime {
  /** CPU ms of the rendering events inside the windows, by event name. */
  byKind: Record<string, number>;
  /** Their sum, ms. */
  total: number;
  /** CPU ms of every main-thread task inside the windows (script and rendering alike). */
  tasks: number;
  /** Frames drawn (PrePaint runs once per frame): the windows' lengths differ from run to run. */
  frames: number;
}

export function renderTime(events: TraceEvent[], url: string, within: Array<[number, number]>): RenderTime {
  const tasks = mainTasks(events, url, within);
  const threads = new Set(tasks.map((t) => `${t.pid}:${t.tid}`));
  const inside = (ts: number) => within.some(([a, b]) => ts >= a && ts <= b);
  const cpu = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
  const byKind: Record<string, number> = {};
  const drawing = new Set<TraceEvent>();
  // Chromium nests some of them (the document's Paint holds the <html> element's): an event inside
  // another rendering event of its thread is part of that one's time, and counted once.
  const outer = new Map<string, TraceEvent>();
  const rendering = events
    .filter((e) => e.ph === 'X' && RENDERING.has(e.name) && threads.has(`${e.pid}:${e.tid}`) && inside(e.ts))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  for (const e of rendering) {
    const thread = `${e.pid}:${e.tid}`;
    const o = outer.get(thread);
    if (o && e.ts + (e.dur ?? 0) <= o.ts + (o.dur ?? 0)) continue;
    outer.set(thread, e);
    byKind[e.name] = (byKind[e.name] ?? 0) + cpu(e);
    // A frame is a task that pre-paints (once or, as Chromium does, twice).
    if (e.name === 'PrePaint') {
      const task = tasks.find((t) => t.pid === e.pid && t.tid === e.tid && e.ts >= t.ts && e.ts <= t.ts + (t.dur ?? 0));
      drawing.add(task ?? e);
    }
  }
  const frames = drawing.size;
  const total = Object.values(byKind).reduce((a, b) => a + b, 0);
  return { byKind, total, tasks: tasks.reduce((a, t) => a + cpu(t), 0), frames };
}

export function formatRenderTime(r: RenderTime): string {
  const kinds = Object.entries(r.byKind)
    .sort((a, b) => b[1] - a[1])
    .map(([k, ms]) => `${k} ${ms.toFixed(0)}`)
    .join(' · ');
  return [
    `rendering CPU time: ${r.total.toFixed(0)} ms (${kinds})`,
    `frames drawn: ${r.frames}, rendering CPU per frame: ${(r.frames ? r.total / r.frames : 0).toFixed(2)} ms`,
    `all tasks' CPU time: ${r.tasks.toFixed(0)} ms`,
  ].join('\n');
}
