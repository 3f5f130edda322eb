/**
 * "Side by side in one run" (issue 41, "Done when"): the ordinary clients' round trips with and
 * without the hostile client, measured in the same run — the machine's load, the server's warmth
 * and its data then differ as little as they can. The measured window is cut into phases: off,
 * then an attacker on, then off, then the next… (twice over by default). An attacker whose work
 * cannot be switched off (slow-bots: matches of bots alone play on) gets one window at the end,
 * after the last off window. Each action counts in the phase it was sent in, except in the first
 * moments of a phase (`settleMs`), when what the previous phase left (requests in flight, queued
 * writes) still runs.
 */
import type { Attacker, ConditionAt } from './attacker';
import { sleep } from './attacker';

export interface Window {
  /** `off`, or the kinds of the attackers on (joined with `+`). */
  condition: string;
  /** ms since the epoch. */
  from: number;
  to: number;
}

interface Planned {
  condition: string;
  on: Attacker[];
}

/** The phases, in order; each lasts `phaseMs`. */
export function plan(
  attackers: readonly Attacker[],
  seconds: number,
  phaseSeconds?: number,
): { phases: Planned[]; phaseMs: number } {
  const stoppable = attackers.filter((a) => a.stoppable);
  const tail = attackers.filter((a) => !a.stoppable);
  const tailWindows = tail.length ? 2 : 0;
  const rounds = phaseSeconds
    ? Math.max(1, Math.floor((seconds / phaseSeconds - tailWindows) / Math.max(1, 2 * stoppable.length)))
    : 2;
  const count = (stoppable.length ? 2 * stoppable.length * rounds : 0) + tailWindows;
  const phases: Planned[] = [];
  for (let r = 0; r < rounds && stoppable.length; r++)
    for (const a of stoppable) phases.push({ condition: 'off', on: [] }, { condition: a.kind, on: [a] });
  if (tail.length)
    phases.push({ condition: 'off', on: [] }, { condition: tail.map((a) => a.kind).join('+'), on: tail });
  return { phases, phaseMs: phaseSeconds ? phaseSeconds * 1000 : (seconds * 1000) / count };
}

/** Runs the phases: at each one's start the attackers it names are switched on, the others off. */
export async function runPhases(
  attackers: readonly Attacker[],
  phases: readonly Planned[],
  phaseMs: number,
): Promise<Window[]> {
  const now = () => performance.timeOrigin + performance.now();
  const windows: Window[] = [];
  const start = now();
  for (const [i, p] of phases.entries()) {
    for (const a of attackers) if (!p.on.includes(a)) a.off();
    for (const a of p.on) a.on();
    const from = now();
    // Timed from the run's start, so the phases do not drift by the switching's own time.
    await sleep(Math.max(0, start + (i + 1) * phaseMs - from));
    windows.push({ condition: p.condition, from, to: now() });
  }
  for (const a of attackers) a.off();
  return windows;
}

/** The first moments of a phase that count in none: a fifth of it, at most a second. */
const settleMsOf = (phaseMs: number) => Math.min(1000, phaseMs * 0.2);

/** Which condition a moment belongs to; null in a phase's first `settleMs` or outside the phases. */
export function conditionAt(windows: readonly Window[], settleMs: number): ConditionAt {
  return (at) => {
    const w = windows.find((x) => at >= x.from && at < x.to);
    return w && at >= w.from + settleMs ? w.condition : null;
  };
}

export interface ConditionFigures {
  actions: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface SideBySide {
  phaseSeconds: number;
  settleMs: number;
  windows: Array<{ condition: string; fromS: number; toS: number }>;
  /** The ordinary clients' round trips per condition (`off` and each attacker). */
  conditions: Record<string, ConditionFigures>;
  /** Per attacker: its p99 ÷ the off p99, and whether issue 41's target holds (p99 < 50 ms and ≤ 2× off). */
  ratios: Record<string, number>;
  meetsTarget: Record<string, boolean>;
}

const TARGET_P99_MS = 50;
const TARGET_RATIO = 2;

export function sideBySide(
  samples: Iterable<{ sentAt: number; ms: number }>,
  windows: readonly Window[],
  phaseMs: number,
): SideBySide {
  const settleMs = settleMsOf(phaseMs);
  const of = conditionAt(windows, settleMs);
  const by: Record<string, number[]> = {};
  for (const s of samples) {
    const c = of(s.sentAt);
    if (c !== null) (by[c] ??= []).push(s.ms);
  }
  const r2 = (x: number) => Math.round(x * 100) / 100;
  const conditions: Record<string, ConditionFigures> = {};
  for (const c of new Set(windows.map((w) => w.condition))) {
    const l = (by[c] ?? []).sort((a, b) => a - b);
    const q = (p: number) => r2(l[Math.min(l.length - 1, Math.floor(p * l.length))] ?? NaN);
    conditions[c] = { actions: l.length, p50Ms: q(0.5), p99Ms: q(0.99), maxMs: r2(l.at(-1) ?? NaN) };
  }
  const ratios: Record<string, number> = {};
  const meetsTarget: Record<string, boolean> = {};
  const off = conditions.off;
  for (const [c, f] of Object.entries(conditions)) {
    if (c === 'off' || !off) continue;
    ratios[c] = r2(f.p99Ms / off.p99Ms);
    meetsTarget[c] = f.p99Ms < TARGET_P99_MS && ratios[c] <= TARGET_RATIO;
  }
  const t0 = windows[0]?.from ?? 0;
  return {
    phaseSeconds: r2(phaseMs / 1000),
    settleMs: r2(settleMs),
    windows: windows.map((w) => ({
      condition: w.condition,
      fromS: r2((w.from - t0) / 1000),
      toS: r2((w.to - t0) / 1000),
    })),
    conditions,
    ratios,
    meetsTarget,
  };
}

export function formatSideBySide(s: SideBySide): string {
  const f = (c: string) => {
    const x = s.conditions[c]!;
    return `${c}: p50 ${x.p50Ms} ms, p99 ${x.p99Ms} ms, max ${x.maxMs} ms (${x.actions} actions)`;
  };
  const others = Object.keys(s.conditions).filter((c) => c !== 'off');
  return (
    `side by side (phases of ${s.phaseSeconds} s: ${s.windows.map((w) => w.condition).join(', ')}; the first ${s.settleMs} ms of each left out), the ordinary clients' round trips — ${f('off')}` +
    others
      .map(
        (c) =>
          `\n    ${f(c)}: ${s.ratios[c]}× the off p99 — issue 41's target (p99 < ${TARGET_P99_MS} ms and ≤ ${TARGET_RATIO}×) ${s.meetsTarget[c] ? 'met' : 'NOT met'}`,
      )
      .join('')
  );
}
