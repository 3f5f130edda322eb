/**
 * What every `tabula bench server --hostile` attacker is (issue 41, "Done when"): prepared before
 * the clock starts (a long finished match, a clocked seat, matches with chat…), then switched on
 * and off by the bench's side-by-side schedule (phases.ts), and finally asked what it achieved.
 * Each pattern of issue 41 is its own file beside this one.
 */
export const HOSTILE_KINDS = [
  'records',
  'hello-hop',
  'chat-reconnect',
  'leave-reclaim',
  'slow-bots',
  'replay',
] as const;
export type HostileKind = (typeof HOSTILE_KINDS)[number];

/** Where and how an attacker works. */
export interface AttackContext {
  /** The server's http(s) base. */
  url: string;
  /**
   * Sent as `X-Forwarded-For` on every request and socket of the attacker: against a server that
   * trusts this machine as a proxy (`--trust-proxy 127.0.0.1`), the attacker then has an address
   * of its own, apart from the ordinary clients' (a bare server exempts loopback from its
   * per-address limits, so without it those limits are not what is measured).
   */
  from?: string;
  /** `small`: tiny targets (Nim, short budgets, few sockets) so that a test runs in seconds. */
  scale: 'full' | 'small';
  log(s: string): void;
}

/** Maps a moment (ms since the epoch) to the schedule's condition then: `off`, an attacker's kind, or null while settling. */
export type ConditionAt = (at: number) => string | null;

export interface Attacker {
  kind: HostileKind;
  /**
   * False when switching off cannot undo what was started (the slow-bot matches play on): the
   * schedule then gives it one window at the end of the run, after every off window.
   */
  stoppable: boolean;
  on(): void;
  off(): void;
  /** Stops for good (closes its sockets) and reports; `conditionAt` splits its own timings by the phase they began in. */
  stop(conditionAt: ConditionAt): Promise<HostileReport>;
}

/** A report: its kind, numbers (JSON), and one line saying what it achieved (text output). */
export interface HostileReport {
  kind: HostileKind;
  summary: string;
  [figure: string]: unknown;
}

export function headersOf(ctx: AttackContext): Record<string, string> {
  return ctx.from ? { 'x-forwarded-for': ctx.from } : {};
}

export function wsUrlOf(ctx: AttackContext): string {
  return `${ctx.url.replace(/^http/, 'ws')}/ws`;
}

/** p50, p99 and max of a list of ms, rounded to 0.01 ms (NaN when empty). */
export function spread(values: readonly number[]): { n: number; p50Ms: number; p99Ms: number; maxMs: number } {
  const s = values.slice().sort((a, b) => a - b);
  const q = (p: number) => Math.round((s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN) * 100) / 100;
  return { n: s.length, p50Ms: q(0.5), p99Ms: q(0.99), maxMs: Math.round((s.at(-1) ?? NaN) * 100) / 100 };
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * The pause after a refusal: none after the first in a row (the pattern itself: reconnect and go
 * on), then 50 ms, doubling with each further refusal in a row up to 1 s; a success ends the row.
 * Against the server of issue 41 a refusal is followed by a success at once (a new socket has a
 * fresh bucket), so the attacker keeps its pace; against a server whose limits hold, it does not
 * turn into a flood of refused messages and connections, which is another pattern (and not what
 * these modes measure).
 */
export class Backoff {
  private row = 0;
  refused(): Promise<void> {
    this.row++;
    return sleep(this.row === 1 ? 0 : Math.min(1000, 50 * 2 ** (this.row - 2)));
  }
  succeeded(): void {
    this.row = 0;
  }
}
