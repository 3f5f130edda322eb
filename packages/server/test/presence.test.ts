/**
 * Who is online (issue 44, relation/presence.ts): an account with a socket open here is online
 * whatever the store says; otherwise its last seen moment counts for 2.5 minutes. A request's
 * moment is written at most once a minute per account, and the minute's tick writes every
 * account with a socket open, once.
 */
import { EventEmitter } from 'node:events';
import { expect, it } from 'vitest';
import { Presence } from '../src/relation/presence';

function presence() {
  let t = Date.parse('2026-11-28T12:00:00Z');
  const writes: Array<{ ids: readonly string[]; at: string }> = [];
  const p = new Presence({ markSeen: async (ids, at) => void writes.push({ ids, at }) }, () => t);
  return { p, writes, later: (ms: number) => (t += ms), iso: (ms: number) => new Date(t - ms).toISOString() };
}

it('counts an account online while a socket of it is open, and by its last moment after', () => {
  const { p, later, iso } = presence();
  const a = new EventEmitter();
  const b = new EventEmitter();
  p.socket('ann', a);
  p.socket('ann', b);
  p.socket(null, new EventEmitter());
  expect(p.online('ann', null)).toBe(true);
  a.emit('close');
  expect(p.online('ann', null)).toBe(true);
  b.emit('close');
  expect(p.online('ann', null)).toBe(false);
  later(1000);
  expect(p.online('ann', iso(149_000))).toBe(true);
  expect(p.online('ann', iso(151_000))).toBe(false);
});

it('writes a request’s moment at most once a minute per account', async () => {
  const { p, writes, later } = presence();
  p.seen('bob');
  p.seen('bob');
  later(59_000);
  p.seen('bob');
  later(2_000);
  p.seen('bob');
  p.seen('cy');
  await Promise.resolve();
  expect(writes.map((w) => w.ids)).toEqual([['bob'], ['bob'], ['cy']]);
});
