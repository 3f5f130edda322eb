/**
 * Which seeks may sit at one table (issue 44), as pure rules:
 *
 * - the same pool: game, seat count, speed (the same real-time bank and increment, or the same days
 *   per move) and rated or casual (`poolKey`);
 * - never one account twice, and never two accounts one of which blocks the other (the blocking
 *   check is asynchronous; pairing.ts asks it);
 * - each seeker's rating inside every other's accepted range, each range widened by how long its
 *   seeker has waited: WIDEN_POINTS more for every WIDEN_EVERY_MS, at most WIDEN_MAX more (`reach`).
 *   A range of "any" accepts every rating.
 */
import type { SeekSpeed } from '@tabula/wire';
import type { SeekRow } from '../store/seekRows';

/** Points a range widens by per step of waiting. */
export const WIDEN_POINTS = 50;
/** A step of waiting: 10 s. */
export const WIDEN_EVERY_MS = 10_000;
/** The most a range widens: 500 points (so ±100 reaches ±600 after 100 s). */
export const WIDEN_MAX = 500;

/** A speed as the one key seeks must share. */
export function speedKey(s: SeekSpeed): string {
  return s.kind === 'realtime' ? `realtime:${s.baseMs}+${s.incrementMs}` : `turn:${s.days}d`;
}

/** The speed a key names (the inverse of `speedKey`). */
export function speedOf(key: string): SeekSpeed {
  const rt = /^realtime:(\d+)\+(\d+)$/.exec(key);
  if (rt) return { kind: 'realtime', baseMs: Number(rt[1]), incrementMs: Number(rt[2]) };
  const turn = /^turn:(\d+)d$/.exec(key);
  if (turn) return { kind: 'turn', days: Number(turn[1]) };
  throw new Error(`not a seek speed: "${key}"`);
}

/** The pool a seek waits in: only seeks of one pool are ever seated together. */
export function poolKey(s: Pick<SeekRow, 'game' | 'players' | 'speed' | 'rated'>): string {
  return `${s.game}/${s.players}/${s.speed}/${s.rated ? 'rated' : 'casual'}`;
}

/** How far from its own rating a seek accepts at `now` (ms): its range widened by its wait; Infinity for any. */
export function reach(s: Pick<SeekRow, 'range' | 'createdAt'>, now: number): number {
  if (s.range === null) return Number.POSITIVE_INFINITY;
  const waited = Math.max(0, now - Date.parse(s.createdAt));
  return s.range + Math.min(WIDEN_MAX, WIDEN_POINTS * Math.floor(waited / WIDEN_EVERY_MS));
}

/** Whether two seeks may sit together, blocking aside: one pool, two accounts, each rating in the other's reach. */
export function compatible(a: SeekRow, b: SeekRow, now: number): boolean {
  if (a.accountId === b.accountId || poolKey(a) !== poolKey(b)) return false;
  const gap = Math.abs(a.rating - b.rating);
  return gap <= reach(a, now) && gap <= reach(b, now);
}
