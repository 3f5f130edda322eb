/**
 * The server's memory and CPU as the connection bench reads them (issue 46): from /proc of its
 * process when it runs on this machine and its pid is given (what the kernel counts, whatever the
 * server reports), else from its /metrics (prom-client's process metrics); the open connections
 * always from /metrics.
 */
import { readFile } from 'node:fs/promises';

export interface ServerSample {
  /** Resident memory, bytes. */
  rss: number;
  /** CPU time used so far (user + system), seconds. */
  cpuSeconds: number;
  /** Open WebSocket connections (tabula_connected_clients); null if /metrics was unreadable. */
  connections: number | null;
  /** The JavaScript heap in use (nodejs_heap_size_used_bytes), bytes: the rest of RSS is native (sockets, buffers, SQLite, code). */
  heapUsed: number | null;
  /** Where rss and cpuSeconds came from. */
  source: 'proc' | 'metrics';
  /** When it was taken (ms, performance.now()). */
  at: number;
}

/** Linux's clock ticks per second (`getconf CLK_TCK`), 100 on every common kernel. */
const TICKS_PER_SECOND = 100;

async function fromProc(pid: number): Promise<{ rss: number; cpuSeconds: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the name.
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(rssKb) || !Number.isFinite(ticks)) throw new Error(`unreadable /proc/${pid}`);
  return { rss: rssKb * 1024, cpuSeconds: ticks / TICKS_PER_SECOND };
}

async function metricsText(url: string): Promise<string | null> {
  try {
    const res = await fetch(`${url}/metrics`);
    return res.ok ? await res.text() : null;
  } catch {
    return null;
  }
}

function metric(text: string | null, name: string): number | null {
  const v = text === null ? NaN : Number(new RegExp(`^${name} ([0-9.e+]+)$`, 'm').exec(text)?.[1]);
  return Number.isFinite(v) ? v : null;
}

/** One sample of the server at `url` (process `pid`, when local). */
export async function sampleServer(url: string, pid?: number): Promise<ServerSample> {
  const text = await metricsText(url);
  const connections = metric(text, 'tabula_connected_clients');
  const heapUsed = metric(text, 'nodejs_heap_size_used_bytes');
  const at = performance.now();
  if (pid !== undefined) return { ...(await fromProc(pid)), connections, heapUsed, source: 'proc', at };
  const rss = metric(text, 'process_resident_memory_bytes');
  const cpuSeconds = metric(text, 'process_cpu_seconds_total');
  if (rss === null || cpuSeconds === null)
    throw new Error(`${url}/metrics has no process_resident_memory_bytes / process_cpu_seconds_total`);
  return { rss, cpuSeconds, connections, heapUsed, source: 'metrics', at };
}

/** The server's CPU use between two samples, as a share of one core (1 = one core busy). */
export function cpuShare(a: ServerSample, b: ServerSample): number {
  return (b.cpuSeconds - a.cpuSeconds) / ((b.at - a.at) / 1000);
}
