/**
 * What the long tasks of a trace spent their time on (issue 45: which work makes a main-thread task
 * over 50 ms during a bot's Hansa turn). Two readings of the same trace:
 * - the renderer's own trace events inside each long task, by self time (`FunctionCall` is script,
 *   `Layout` and `UpdateLayoutTree` are layout and style, `Paint`, `PrePaint`, `Layerize`…);
 * - the V8 sampling profiler's samples (`disabled-by-default-v8.cpu_profiler`: `Profile` and
 *   `ProfileChunk` events) taken on the task's thread during the task, by function: self time (the
 *   sample's innermost frame) and total time (the function anywhere on the sample's stack).
 * Shares are of the long tasks' summed duration. A build with `--minify false` keeps the functions'
 * names (React's and the table's components).
 */
import { isLong, mainTasks, type TraceEvent } from './longTasks';

interface Frame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface Node {
  id: number;
  callFrame: Frame;
  parent?: number;
}

interface Sample {
  pid: number;
  tid: number;
  ts: number;
  /** The sample's stack, innermost frame first, as labels. */
  stack: string[];
}

const label = (f: Frame) =>
  f.url ? `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}` : f.functionName;

/** Every CPU sample in the trace, on the trace's clock (µs), with its stack. */
export function samples(events: TraceEvent[]): Sample[] {
  const profiles = new Map<string, { pid: number; tid: number; t: number; nodes: Map<number, Node> }>();
  const out: Sample[] = [];
  for (const e of events) {
    const id = `${e.pid}:${(e as { id?: string }).id}`;
    const data = e.args?.data as
      | {
          startTime?: number;
          cpuProfile?: { nodes?: Node[]; samples?: number[] };
          timeDeltas?: number[];
        }
      | undefined;
    if (e.name === 'Profile') profiles.set(id, { pid: e.pid, tid: e.tid, t: data?.startTime ?? e.ts, nodes: new Map() });
    if (e.name !== 'ProfileChunk') continue;
    const p = profiles.get(id);
    if (!p || !data?.cpuProfile) continue;
    for (const n of data.cpuProfile.nodes ?? []) p.nodes.set(n.id, n);
    const deltas = data.timeDeltas ?? [];
    (data.cpuProfile.samples ?? []).forEach((node, i) => {
      p.t += deltas[i] ?? 0;
      const stack: string[] = [];
      for (let n = p.nodes.get(node); n; n = n.parent === undefined ? undefined : p.nodes.get(n.parent))
        if (n.callFrame.functionName !== '(root)') stack.push(label(n.callFrame));
      out.push({ pid: p.pid, tid: p.tid, ts: p.t, stack });
    });
  }
  return out;
}

/** Self time (µs) by event name of the complete events nested in `task` on its thread. */
function eventSelfTimes(events: TraceEvent[], task: TraceEvent): Map<string, number> {
  const end = task.ts + task.dur!;
  const inside = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && e.pid === task.pid && e.tid === task.tid)
    .filter((e) => e.ts >= task.ts && e.ts + e.dur! <= end && e !== task)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: TraceEvent[] = [];
  const add = (name: string, us: number) => self.set(name, (self.get(name) ?? 0) + us);
  add('(task)', task.dur!);
  for (const e of inside) {
    while (stack.length && stack[stack.length - 1]!.ts + stack[stack.length - 1]!.dur! <= e.ts) stack.pop();
    add(stack.length ? stack[stack.length - 1]!.name : '(task)', -e.dur!);
    add(e.name, e.dur!);
    stack.push(e);
  }
  return self;
}

export interface Attribution {
  /** The long tasks: duration (ms), their biggest event kinds and functions. */
  tasks: Array<{ ms: number; at: number; events: Array<[string, number]>; functions: Array<[string, number]> }>;
  /** Over all long tasks: share of their time by event kind (self), by function (self and total). */
  events: Array<[string, number]>;
  self: Array<[string, number]>;
  total: Array<[string, number]>;
  /** The long tasks' summed duration, ms. */
  ms: number;
}

const top = (m: Map<string, number>, n: number, of: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => [k, of ? v / of : 0] as [string, number]);

/** The long tasks of the page (within the windows, if given) and what they spent their time on. */
export function attribute(
  events: TraceEvent[],
  url?: string,
  within?: Array<[number, number]>,
  functions = 25,
): Attribution {
  const long = mainTasks(events, url, within).filter(isLong);
  const all = samples(events);
  const first = Math.min(...mainTasks(events, url).map((t) => t.ts));
  const kinds = new Map<string, number>();
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let sum = 0;
  const tasks = long.map((task) => {
    const ev = eventSelfTimes(events, task);
    for (const [k, v] of ev) kinds.set(k, (kinds.get(k) ?? 0) + v);
    const mine = all.filter(
      (s) => s.pid === task.pid && s.tid === task.tid && s.ts >= task.ts && s.ts <= task.ts + task.dur!,
    );
    // Each sample stands for an equal part of the task's time.
    const each = mine.length ? task.dur! / mine.length : 0;
    const fn = new Map<string, number>();
    for (const s of mine) {
      const leaf = s.stack[0] ?? '(idle)';
      fn.set(leaf, (fn.get(leaf) ?? 0) + each);
      self.set(leaf, (self.get(leaf) ?? 0) + each);
      for (const f of new Set(s.stack)) total.set(f, (total.get(f) ?? 0) + each);
    }
    sum += task.dur!;
    return {
      ms: task.dur! / 1000,
      at: (task.ts - first) / 1e6,
      events: top(ev, 3, task.dur!),
      functions: top(fn, 3, task.dur!),
    };
  });
  return {
    tasks: tasks.sort((a, b) => b.ms - a.ms),
    events: top(kinds, 10, sum),
    self: top(self, 15, sum),
    total: top(total, functions, sum),
    ms: sum / 1000,
  };
}

export function formatAttribution(a: Attribution): string {
  const pct = (v: number) => `${(v * 100).toFixed(0)}%`;
  const list = (xs: Array<[string, number]>) => xs.map(([k, v]) => `${k} ${pct(v)}`).join(' · ');
  const table = (xs: Array<[string, number]>) => xs.map(([k, v]) => `  ${pct(v).padStart(4)}  ${k}`).join('\n');
  if (!a.tasks.length) return 'no long task';
  return [
    `the ${a.tasks.length} long tasks (${a.ms.toFixed(0)} ms in all), each: duration, at (s into the trace), its biggest kinds of work, its biggest functions (self):`,
    ...a.tasks.map((t) => `  ${t.ms.toFixed(1)} ms at ${t.at.toFixed(1)} s: ${list(t.events)} | ${list(t.functions)}`),
    'their time by trace event (self):',
    table(a.events),
    'their time by function, self (innermost frame of the CPU samples):',
    table(a.self),
    'their time by function, total (anywhere on the stack):',
    table(a.total),
  ].join('\n');
}
