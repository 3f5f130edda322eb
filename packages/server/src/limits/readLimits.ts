/**
 * Per-address limits on the expensive reads (issue 41, item 1): a match's record, the listing and
 * a match's info. One client looping on them held every other client up; now each address gets a
 * bucket per kind of read (quota.ts: counted once for a cluster), and the excess is refused with
 * 429, the limit named and a `Retry-After` (seconds). Loopback addresses follow addressLimits.ts:
 * exempt on a bare server (this machine's own users), limited behind a trusted proxy or with
 * `limitLoopback`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../net/httpError';
import { type QuotaRule, type Quotas, retryIn } from './quota';

export type ReadKind = 'record' | 'listing' | 'info';

/**
 * A lobby polls four listings every 5 s (a page each of open, running and finished tables, and its
 * own matches by id: issue 44; each of 20 rows, where it was one of 100) and a finished table the
 * match's info every 5 s, so several tabs behind one address stay well inside; a record is read
 * once per replay.
 */
const READ_RULES: Record<ReadKind, QuotaRule & { what: string }> = {
  record: { burst: 10, perSecond: 0.5, what: 'match records' },
  listing: { burst: 30, perSecond: 4, what: 'match listings' },
  info: { burst: 60, perSecond: 10, what: 'match infos' },
};

/** Takes one read of `kind` for the request's address, or throws the 429 (Retry-After set). */
export async function takeRead(
  quotas: Quotas,
  exempt: (address: string) => boolean,
  kind: ReadKind,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (exempt(req.ip)) return;
  const rule = READ_RULES[kind];
  const wait = await quotas.take(`read:${kind}:${req.ip}`, rule);
  if (wait === 0) return;
  reply.header('retry-after', String(Math.ceil(wait / 1000)));
  const rate = rule.perSecond >= 1 ? `${rule.perSecond} a second` : `one every ${1 / rule.perSecond} s`;
  throw new HttpError(
    429,
    `too many ${rule.what} read from ${req.ip}: at most ${rule.burst} at once, then ${rate}; try again ${retryIn(wait)}`,
  );
}
