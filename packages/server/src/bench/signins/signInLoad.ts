/**
 * Sign-ins at a steady rate (issue 44): the i-th (from 1) is sent at start + i ÷ rate whether or not the
 * ones before it were answered (an open loop, as people arrive), so a slow server shows as
 * latency and queued hashes rather than as a lower rate. Each goes to the next account in turn;
 * its round trip (sent → answered) and its answer are counted: a session, or a refusal — 429 (a
 * limit), 503 (too many hashes waiting) — or anything else.
 */
import type { AccountInfo } from '@tabula/wire';
import { ApiError, api } from '../client';
import { BENCH_PASSWORD } from './accounts';

export interface SignInCounts {
  sent: number;
  ok: number;
  /** 429: a per-address or per-account limit. */
  limited: number;
  /** 503: the password hashing's queue was full. */
  busy: number;
  /** Any other answer or a failed request (e.g. 401, which would mean the bench's accounts are wrong). */
  other: number;
  otherSamples: string[];
  /** Round trips of the answered sign-ins, ok or refused (ms). */
  latencies: number[];
}

export class SignInLoad {
  readonly counts: SignInCounts = { sent: 0, ok: 0, limited: 0, busy: 0, other: 0, otherSamples: [], latencies: [] };
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  private next = 0;
  private startedAt = 0;
  private stoppedAt: number | null = null;

  constructor(
    private readonly url: string,
    private readonly accounts: readonly string[],
    private readonly perSecond: number,
  ) {}

  /** Starts sending: the first sign-in goes after 1 ÷ rate, so a window of d seconds sends d × rate. */
  start(): void {
    const t0 = performance.now();
    this.startedAt = t0;
    let i = 1;
    const tick = () => {
      // Every sign-in now due is sent, so a late timer catches up instead of lowering the rate.
      while (t0 + (i * 1000) / this.perSecond <= performance.now()) {
        this.send();
        i++;
      }
      this.timer = setTimeout(tick, Math.max(0, t0 + (i * 1000) / this.perSecond - performance.now()));
    };
    tick();
  }

  /** Stops sending and waits for the sign-ins in flight to be answered. */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.stoppedAt ??= performance.now();
    await Promise.all(this.inFlight);
  }

  /** Sign-ins sent per second between start and stop. */
  get sentPerSecond(): number {
    const ms = (this.stoppedAt ?? performance.now()) - this.startedAt;
    return ms > 0 ? (this.counts.sent * 1000) / ms : 0;
  }

  private send(): void {
    const username = this.accounts[this.next++ % this.accounts.length]!;
    const c = this.counts;
    c.sent++;
    const at = performance.now();
    const p = api<{ account: AccountInfo }>(this.url, 'POST', '/api/session', { username, password: BENCH_PASSWORD })
      .then(
        () => {
          c.ok++;
        },
        (e: unknown) => {
          const status = e instanceof ApiError ? e.status : 0;
          if (status === 429) c.limited++;
          else if (status === 503) c.busy++;
          else {
            c.other++;
            if (c.otherSamples.length < 5) c.otherSamples.push(String((e as Error).message ?? e));
          }
        },
      )
      .then(() => {
        c.latencies.push(performance.now() - at);
        this.inFlight.delete(p);
      });
    this.inFlight.add(p);
  }
}
