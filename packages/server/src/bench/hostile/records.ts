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

  // Each switch-on starts a new generation of loops; an older one still waiting for an answer
  // (or a Retry-After) ends without asking again, so never more than IN_FLIGHT are in flight.
  let generation = 0;
  let halted: Promise<void> = Promise.resolve();
  let halt = (): void => undefined;
  const loop = async (g: number) => {
    while (running && g === generation) {
      const at = performance.timeOrigin + performance.now();
      try {
        const a = await request(ctx, 'GET', path);
        statuses[a.status] = (statuses[a.status] ?? 0) + 1;
        bytes += a.bytes;
        times.push({ at, ms: a.ms });
        if (a.status === 429) {
          retryAfterMax = Math.max(retryAfterMax, a.retryAfter ?? 0);
          await Promise.race([sleep((a.retryAfter ?? 1) * 1000), halted]);
        }
      } catch {
        failures++;
        await sleep(100);
      }
    }
  };

  const self: Attacker = {
    kind: 'records',
    stoppable: true,
    on() {
      if (running) return;
      running = true;
      const g = ++generation;
      halted = new Promise<void>((r) => (halt = r));
      loops = Array.from({ length: IN_FLIGHT }, () => loop(g));
    },
    off() {
      running = false;
      halt();
    },
    async stop(_conditionAt: ConditionAt) {
      self.off();
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
          Object.entries(statuses)
            .map(([k, n]) => `${n}× ${k}`)
            .join(', ') +
          `${failures ? `, ${failures} failed` : ''}), ${(bytes / 1e6).toFixed(1)} MB received, ${Math.round(bytes / Math.max(1, answers))} bytes an answer; answer p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms` +
          (retryAfterMax ? `; Retry-After up to ${retryAfterMax} s` : ''),
      };
    },
  };
  return self;
}
