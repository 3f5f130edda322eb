/**
 * The trace bench's reading of a saved trace (bench/longTasks.ts, issue 45): only `RunTask`s on
 * the table page's renderer main thread count — not the compositor's, another renderer's (a second
 * page) or the browser process's, nor the nested events inside a task — and a task of exactly
 * 50 ms is not a long one; the bot's turns are the windows the page marked. No timing is asserted: the figures come from a saved file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatLongTasks, longTasks, type TraceEvent, windows } from '../bench/longTasks';

const trace = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/trace.json'), 'utf8')) as {
  traceEvents: TraceEvent[];
};

describe('long main-thread tasks in a saved trace', () => {
  it("counts the table page's main-thread tasks over 50 ms, the longest and the p95", () => {
    const r = longTasks(trace.traceEvents, 'http://127.0.0.1:4000');
    expect(r).toEqual({ tasks: 21, over: 2, longest: 120, p95: 60, long: [120, 60] });
    expect(formatLongTasks(r)).toBe(
      'main-thread tasks: 21\nover 50 ms: 2 (120.0, 60.0 ms)\nlongest: 120.0 ms\np95: 60.0 ms',
    );
  });

  it('without a page address every renderer main thread counts', () => {
    const r = longTasks(trace.traceEvents);
    expect(r.tasks).toBe(22);
    expect(r.long).toEqual([300, 120, 60]);
  });

  it("within the windows the page marked (a bot's turn) only the tasks starting there count", () => {
    const marked = windows(trace.traceEvents);
    expect(marked).toHaveLength(1);
    expect(longTasks(trace.traceEvents, 'http://127.0.0.1:4000', marked)).toEqual({
      tasks: 3,
      over: 2,
      longest: 120,
      p95: 120,
      long: [120, 60],
    });
  });

  it('an empty trace has no tasks', () => {
    expect(longTasks([])).toEqual({ tasks: 0, over: 0, longest: 0, p95: 0, long: [] });
  });
});
