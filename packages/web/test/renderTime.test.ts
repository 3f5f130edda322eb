/**
 * The trace bench's rendering time (bench/renderTime.ts, issue 45): the CPU time of the page's
 * frame-drawing events inside the bot's turns, by kind and per frame — not another page's, not
 * script, not outside the marked windows. No timing is measured: the events are written here.
 */
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../bench/longTasks';
import { formatRenderTime, renderTime } from '../bench/renderTime';

const PAGE = 'http://127.0.0.1:4000';
const x = (name: string, pid: number, ts: number, dur: number, tdur?: number): TraceEvent => ({
  name,
  ph: 'X',
  pid,
  tid: 1,
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
});

const events: TraceEvent[] = [
  {
    name: 'TracingStartedInBrowser',
    ph: 'I',
    pid: 1,
    tid: 1,
    ts: 0,
    args: {
      data: {
        frames: [
          { url: `${PAGE}/m/abc`, processId: 10 },
          { url: 'about:blank', processId: 11 },
        ],
      },
    },
  },
  { name: 'thread_name', ph: 'M', pid: 10, tid: 1, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 11, tid: 1, ts: 0, args: { name: 'CrRendererMain' } },
  // Two frames inside the window: their CPU time (tdur) counts, not the wall time.
  x('RunTask', 10, 10_000, 20_000, 16_000),
  x('UpdateLayoutTree', 10, 11_000, 3_000, 2_000),
  x('Layout', 10, 14_000, 4_000, 3_000),
  x('PrePaint', 10, 18_000, 2_000, 1_000),
  x('Paint', 10, 20_000, 6_000, 5_000),
  // Chromium's nested Paint (the <html> element's inside the document's) and a second, empty PrePaint of the same frame.
  x('Paint', 10, 20_010, 5_900, 4_900),
  x('PrePaint', 10, 28_500, 10, 0),
  x('FunctionCall', 10, 26_000, 2_000, 2_000),
  x('RunTask', 10, 40_000, 10_000),
  x('PrePaint', 10, 41_000, 1_000),
  x('Paint', 10, 42_000, 3_000),
  // Outside the window, and on the other page: never counted.
  x('RunTask', 10, 200_000, 10_000, 10_000),
  x('Paint', 10, 201_000, 9_000, 9_000),
  x('RunTask', 11, 12_000, 10_000, 10_000),
  x('Paint', 11, 12_500, 9_000, 9_000),
];
const window: Array<[number, number]> = [[5_000, 100_000]];

describe("the frames' rendering time in a trace", () => {
  it('sums the CPU time of style, layout, pre-paint and paint inside the windows, per kind and per frame', () => {
    const r = renderTime(events, PAGE, window);
    expect(r.byKind).toEqual({ UpdateLayoutTree: 2, Layout: 3, PrePaint: 2, Paint: 8 });
    expect(r.total).toBe(15);
    expect(r.frames).toBe(2);
    expect(r.tasks).toBe(26);
    expect(formatRenderTime(r)).toBe(
      [
        'rendering CPU time: 15 ms (Paint 8 · Layout 3 · UpdateLayoutTree 2 · PrePaint 2)',
        'frames drawn: 2, rendering CPU per frame: 7.50 ms',
        "all tasks' CPU time: 26 ms",
      ].join('\n'),
    );
  });

  it('a window with nothing drawn gives zero, not a division by zero', () => {
    const r = renderTime(events, PAGE, [[300_000, 400_000]]);
    expect(r).toEqual({ byKind: {}, total: 0, tasks: 0, frames: 0 });
    expect(formatRenderTime(r)).toContain('rendering CPU per frame: 0.00 ms');
  });
});
