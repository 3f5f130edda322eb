/** `tabula bench server`'s report as text: the figures first, then where the time went. */
import type { ServerBenchResult } from './bench';
import { formatSideBySide } from './hostile';

export function formatServerBench(r: ServerBenchResult): string {
  return (
    `bench server: ${r.clients} clients (${r.threads} threads), ${r.game} ${r.players}p, think ${r.thinkMs ? `${r.thinkMs} ms ±50%` : 'none'}, ${r.seconds} s: ${r.actionsPerSec} actions/s, ` +
    `round trip p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms (max ${r.maxMs} ms); ${r.games} games finished; ${r.errors} errors` +
    (r.serverCpuMsPerAction === null ? '' : `; server CPU ${r.serverCpuMsPerAction} ms per action`) +
    `; ${r.bytesPerAction} bytes sent to clients per action` +
    (r.serverP99Ms === null
      ? ''
      : `\n  in the server (arrival → stored → sent, histogram bounds): p50 ≤ ${r.serverP50Ms} ms, p99 ≤ ${r.serverP99Ms} ms, of which the durable commit p99 ≤ ${r.serverCommitP99Ms} ms (the storage's own time per transaction: p99 ≤ ${r.serverStoreP99Ms} ms)`) +
    `\n  bench client event-loop delay (worst thread): p99 ${r.clientLoopP99Ms} ms, max ${r.clientLoopMaxMs} ms (part of every round trip); its CPU ${r.clientCpuMsPerAction} ms per action` +
    `\n  not in the round trips: the ${r.warmupSeconds} s warm-up before them (${r.warmupActions} actions, p99 ${r.warmupP99Ms} ms); seating every table before the start ${r.setupMs} ms; ${r.seatings} tables seated during the run (create, joins, hellos): p50 ${r.seatP50Ms} ms, p99 ${r.seatP99Ms} ms` +
    (r.sideBySide ? `\n  ${formatSideBySide(r.sideBySide)}` : '') +
    (r.hostile ?? []).map((h) => `\n  hostile ${h.summary}`).join('') +
    (r.errorSamples.length ? `\n  e.g. ${r.errorSamples.join('\n  e.g. ')}` : '')
  );
}
