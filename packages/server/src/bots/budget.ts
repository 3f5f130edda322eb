/**
 * What a bot may spend on one move on this server (issue 20, point 2). A match's creator chooses
 * its bots, so without a cap a few requests could seat bots that think for minutes per move.
 * The caps are the strongest search the lobby offers; the CLI's own `arena` and `play` take any
 * budget, since they run on the user's machine.
 */
import { parseBotSpec } from '@tabula/bots';

/** Longest `search:ms=N` a match may seat. */
export const MAX_BOT_MS = 5_000;
/** Most `search:iters=N` a match may seat (about 2–4 s per move on one core at 2 players). */
export const MAX_BOT_ITERS = 50_000;

/** Why a bot spec is over the server's budget, or null when it is within it. */
export function overBudget(spec: string): string | null {
  const p = parseBotSpec(spec);
  if (p.kind !== 'search') return null;
  if (p.ms !== undefined && p.ms > MAX_BOT_MS) return `search:ms=${p.ms} thinks too long: this server allows at most ms=${MAX_BOT_MS} per move`;
  if (p.iters !== undefined && p.iters > MAX_BOT_ITERS) return `search:iters=${p.iters} is too many: this server allows at most iters=${MAX_BOT_ITERS} per move`;
  return null;
}

/**
 * How long one move may take before its thread is stopped: a timed search's own budget plus a
 * grace, any other bot a fixed limit (they answer in milliseconds, or iterations within the cap).
 */
export function moveDeadlineMs(spec: string, o: { graceMs?: number; limitMs?: number } = {}): number {
  const p = parseBotSpec(spec);
  if (p.kind === 'search' && p.ms !== undefined) return p.ms + (o.graceMs ?? 2_000);
  return o.limitMs ?? 10_000;
}
