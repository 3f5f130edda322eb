/**
 * `--hostile records` (issue 41 point 1): the record of a long finished match, asked for by four
 * requests kept in flight — each answered one is asked again at once. On the server of issue 41
 * each read was the whole log and chat, read and serialised on the main thread (a 2.3 MB Hansa
 * record: 50–100 ms a request). A refusal (429) is counted and its `Retry-After` obeyed: an
 * attacker who ignores it is an HTTP flood, which no per-address limit of the server can absorb
 * and which is not this pattern.
 */
import { type AttackContext, type Attacker, type ConditionAt, spread, sleep } from './attacker';
import { request } from './request';
import { finishedMatch } from './target';

const IN_FLIGHT = 4;

export async function recordsAttacker(ctx: AttackContext): Promise<Attacker> {
  const target = await finishedMatch(ctx);
  const path = `/api/matches/${target.id}/record`;
  const statuses: Record<string, number> = {};
  const times: Array<{ at: number; ms: number }> = [];
  let bytes = 0;
  let failures = 0;
  let retryAfterMax = 0;
  let running = false;
  let loops: Promise<void>[] = [];

  const loop = async () => {
    while (running) {
      const at = performance.timeOrigin + performance.now();
      try {
        const a = await request(ctx, 'GET', path);
        statuses[a.status] = (statuses[a.status] ?? 0) + 1;
        bytes += a.bytes;
        times.push({ at, ms: a.ms });
        if (a.status === 429) {
          retryAfterMax = Math.max(retryAfterMax, a.retryAfter ?? 0);
          await sleep((a.retryAfter ?? 1) * 1000);
        }
      } catch {
        failures++;
        await sleep(100);
      }
    }
  };

  return {
    kind: 'records',
    stoppable: true,
    on() {
      if (running) return;
      running = true;
      loops = Array.from({ length: IN_FLIGHT }, loop);
    },
    off() {
      running = false;
    },
    async stop(_conditionAt: ConditionAt) {
      running = false;
      await Promise.all(loops);
      const answers = times.length;
      const s = spread(times.map((t) => t.ms));
      return {
        kind: 'records',
        matchId: target.id,
        actions: target.actions,
        requests: answers + failures,
        statuses,
        failures,
        bytes,
        retryAfterMaxS: retryAfterMax,
        answerP50Ms: s.p50Ms,
        answerP99Ms: s.p99Ms,
        answerMaxMs: s.maxMs,
        summary:
          `records: ${IN_FLIGHT} requests in flight for the record of a finished ${target.actions}-action match: ${answers} answered (` +
          Object.entries(statuses).map(([k, n]) => `${n}× ${k}`).join(', ') +
          `${failures ? `, ${failures} failed` : ''}), ${(bytes / 1e6).toFixed(1)} MB received, ${Math.round(bytes / Math.max(1, answers))} bytes an answer; answer p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms` +
          (retryAfterMax ? `; Retry-After up to ${retryAfterMax} s` : ''),
      };
    },
  };
}
