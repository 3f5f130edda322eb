/**
 * What `tabula bench server` reads of each server's `/metrics` before and after its window: CPU,
 * actions, and the latency, commit-wait and store histograms, so the report can give the server's
 * own share of each round trip beside what the clients saw.
 */
export type Buckets = Array<[le: number, count: number]>;

export interface ServerCounters {
  cpu: number;
  actions: number;
  latency: Buckets;
  commit: Buckets;
  store: Buckets;
}

function buckets(text: string, name: string): Buckets {
  const out: Buckets = [];
  for (const m of text.matchAll(new RegExp(`^${name}_bucket\\{le="([^"]+)"\\} ([0-9]+)$`, 'gm')))
    out.push([m[1] === '+Inf' ? Infinity : Number(m[1]) * 1000, Number(m[2])]);
  return out;
}

/** The bound of the first bucket holding quantile q of what was counted between two scrapes. */
export function bucketQuantile(before: Buckets, after: Buckets, q: number): number | null {
  const total = (after.at(-1)?.[1] ?? 0) - (before.at(-1)?.[1] ?? 0);
  if (total <= 0 || before.length !== after.length) return null;
  const bucket = after.find(([, n], i) => n - before[i]![1] >= q * total);
  return bucket ? bucket[0] : null;
}

/** The counters of every instance, added up (CPU, actions, histogram buckets); null if any is unreadable. */
export async function allCounters(urls: readonly string[]): Promise<ServerCounters | null> {
  const each = await Promise.all(urls.map(serverCounters));
  if (each.some((c) => c === null)) return null;
  const add = (a: Buckets, b: Buckets): Buckets =>
    a.length === b.length ? a.map(([le, n], i) => [le, n + b[i]![1]]) : a;
  return (each as ServerCounters[]).reduce((a, b) => ({
    cpu: a.cpu + b.cpu,
    actions: a.actions + b.actions,
    latency: add(a.latency, b.latency),
    commit: add(a.commit, b.commit),
    store: add(a.store, b.store),
  }));
}

async function serverCounters(url: string): Promise<ServerCounters | null> {
  try {
    const text = await (await fetch(`${url}/metrics`)).text();
    const get = (name: string) => Number(new RegExp(`^${name} ([0-9.e+]+)$`, 'm').exec(text)?.[1]);
    const out = {
      cpu: get('process_cpu_seconds_total'),
      actions: get('tabula_actions_total'),
      latency: buckets(text, 'tabula_action_latency_seconds'),
      commit: buckets(text, 'tabula_commit_wait_seconds'),
      store: buckets(text, 'tabula_store_commit_seconds'),
    };
    return Number.isFinite(out.cpu) && Number.isFinite(out.actions) ? out : null;
  } catch {
    return null;
  }
}
