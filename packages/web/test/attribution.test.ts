/**
 * The trace bench's attribution of long tasks (bench/attribution.ts, issue 45: which work makes a
 * main-thread task over 50 ms during a bot's Hansa turn), read from a saved trace: the trace
 * events inside a long task by self time, the CPU samples taken during it by function, and the
 * same tasks by their CPU time, which a loaded machine does not inflate. No timing is asserted:
 * the figures come from a saved file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attribute, formatAttribution, samples } from '../bench/attribution';
import { longTasks, type TraceEvent } from '../bench/longTasks';

const trace = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/profiledTrace.json'), 'utf8')) as {
  traceEvents: TraceEvent[];
};
const URL = 'http://127.0.0.1:4000';

describe("what a saved trace's long tasks spent their time on", () => {
  it('reads the sampling profiler’s stacks on the trace’s clock, innermost frame first', () => {
    const s = samples(trace.traceEvents);
    expect(s.map((x) => x.ts)).toEqual([2000, 22000, 42000, 62000, 212000]);
    expect(s[2]!.stack).toEqual(['getBoundingClientRect', 'RouteG ui.js:9']);
  });

  it('gives each long task its kinds of work by self time and its functions by samples', () => {
    const a = attribute(trace.traceEvents, URL);
    expect(a.ms).toBe(100);
    expect(a.tasks).toHaveLength(1);
    // FunctionCall 60 ms less its 20 ms of forced Layout; Paint 20 ms; the task's own 20 ms.
    expect(a.events[0]).toEqual(['FunctionCall', 0.4]);
    expect(Object.fromEntries(a.events)).toEqual({ FunctionCall: 0.4, Layout: 0.2, Paint: 0.2, '(task)': 0.2 });
    // Four samples in the task, a quarter each; the fifth is in the short task.
    expect(a.self[0]).toEqual(['RouteG ui.js:9', 0.5]);
    expect(Object.fromEntries(a.self)).toEqual({
      'RouteG ui.js:9': 0.5,
      getBoundingClientRect: 0.25,
      '(program)': 0.25,
    });
    expect(a.total[0]).toEqual(['RouteG ui.js:9', 0.75]);
    expect(formatAttribution(a)).toContain('100.0 ms at 0.0 s: FunctionCall 40% · ');
  });

  it('counts a task by its CPU time when asked: 40 ms of CPU in 100 ms of wall time is no long task', () => {
    expect(longTasks(trace.traceEvents, URL).over).toBe(1);
    expect(longTasks(trace.traceEvents, URL, undefined, 'cpu')).toMatchObject({ over: 0, longest: 40 });
  });
});
