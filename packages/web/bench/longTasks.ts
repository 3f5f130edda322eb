/**
 * Main-thread tasks in a Chromium performance trace (issue 45: "during a bot's animated Hansa
 * turn, Chromium's performance trace with 4× CPU throttling shows no main-thread task over 50
 * ms"). A task is a `RunTask` complete event (ph "X", `dur` in µs) on the page renderer's main
 * thread (`CrRendererMain`) — what DevTools' Performance panel draws as a task, and what the
 * 50 ms of a "long task" is measured on.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, µs: what waiting for a core on a loaded machine leaves out. */
  tdur?: number;
  cat?: string;
  args?: Record<string, unknown>;
}

export interface LongTasks {
  /** Main-thread tasks in the trace. */
  tasks: number;
  /** Tasks over `LONG_MS`. */
  over: number;
  /** The longest task, ms. */
  longest: number;
  /** The 95th percentile of every task's duration, ms. */
  p95: number;
  /** The durations over `LONG_MS`, longest first, ms. */
  long: number[];
}

/** A long task (the RAIL model's and the Long Tasks API's 50 ms). */
const LONG_MS = 50;

/** The renderer main threads (pid:tid) of the processes rendering `url` (all of them if none says). */
function mainThreads(events: TraceEvent[], url?: string): Set<string> {
  const pids = new Set<number>();
  for (const e of events) {
    if (e.name !== 'TracingStartedInBrowser') continue;
    const frames = ((e.args?.data as { frames?: Array<{ url?: string; processId?: number }> })?.frames ?? []).filter(
      (f) => !url || f.url?.startsWith(url),
    );
    for (const f of frames) if (f.processId !== undefined) pids.add(f.processId);
  }
  const threads = new Set<string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name' && (e.args as { name?: string })?.name === 'CrRendererMain')
      if (pids.size === 0 || pids.has(e.pid)) threads.add(`${e.pid}:${e.tid}`);
  return threads;
}

/** The page's `performance.mark` names that open and close a window of interest (a bot's turn). */
export const OPEN = 'tabula:bot-turn';
export const CLOSE = 'tabula:bot-turn-end';

/** The [start, end] µs of each window the page marked with `OPEN` … `CLOSE`. */
export function windows(events: TraceEvent[]): Array<[number, number]> {
  const at = (name: string) =>
    events
      .filter((e) => e.name === name)
      .map((e) => e.ts)
      .sort((a, b) => a - b);
  const ends = at(CLOSE);
  return at(OPEN).flatMap((start) => {
    const end = ends.find((t) => t >= start);
    return end === undefined ? [] : [[start, end] as [number, number]];
  });
}

/** The page's main-thread tasks (`RunTask` events), only those starting inside `within` when given. */
export function mainTasks(events: TraceEvent[], url?: string, within?: Array<[number, number]>): TraceEvent[] {
  const main = mainThreads(events, url);
  const inside = (ts: number) => !within || within.some(([a, b]) => ts >= a && ts <= b);
  return events.filter(
    (e) =>
      e.name === 'RunTask' && e.ph === 'X' && e.dur !== undefined && main.has(`${e.pid}:${e.tid}`) && inside(e.ts),
  );
}

/** Whether a task is a long one (over `LONG_MS`). */
export const isLong = (task: TraceEvent) => (task.dur ?? 0) / 1000 > LONG_MS;

/**
 * The page's main-thread tasks, only those starting inside `within` when given. By `cpu` time each
 * task counts its thread's CPU time (`tdur`) instead of its wall time: on a machine loaded by other
 * work, the wall time includes waiting for a core, the CPU time does not (Chromium's throttling
 * keeps the thread busy, so it stays in).
 */
export function longTasks(
  events: TraceEvent[],
  url?: string,
  within?: Array<[number, number]>,
  time: 'wall' | 'cpu' = 'wall',
): LongTasks {
  const ms = mainTasks(events, url, within)
    .map((e) => (time === 'cpu' ? (e.tdur ?? e.dur!) : e.dur!) / 1000)
    .sort((a, b) => a - b);
  const long = ms.filter((d) => d > LONG_MS).reverse();
  return {
    tasks: ms.length,
    over: long.length,
    longest: ms.at(-1) ?? 0,
    p95: ms.length ? ms[Math.min(ms.length - 1, Math.ceil(ms.length * 0.95) - 1)]! : 0,
    long,
  };
}

export function formatLongTasks(r: LongTasks): string {
  const f = (n: number) => n.toFixed(1);
  return [
    `main-thread tasks: ${r.tasks}`,
    `over ${LONG_MS} ms: ${r.over}${r.long.length ? ` (${r.long.slice(0, 10).map(f).join(', ')} ms)` : ''}`,
    `longest: ${f(r.longest)} ms`,
    `p95: ${f(r.p95)} ms`,
  ].join('\n');
}
