/**
 * Issue 45: what the pacer tells React may be drawn as a transition (`paced`) and what at once. A
 * bot's burst of moves — each step more waiting, each step shown — is others' doing: drawn as a
 * transition, so React cuts the render into slices instead of one task of 30–50 ms at 4× CPU
 * throttling per message. The seat's own action is drawn at once. A refresh of a state still
 * waiting changes nothing on screen, and tells nobody.
 */
import { describe, expect, it } from 'vitest';
import { Pacer } from '../src/table/pace/pacer';

interface S {
  version: number;
  mine?: boolean;
  note?: string;
}

function pacer() {
  const told: boolean[] = [];
  const p = new Pacer<S>({
    version: (s) => s.version,
    own: (_, b) => b.mine === true,
    quiet: () => false,
    stepMs: () => 700,
    now: () => 0,
  });
  p.push({ version: 1 });
  p.subscribe((paced) => told.push(paced));
  return { p, told };
}

describe('what the pacer lets React draw as a transition (issue 45)', () => {
  it("tells of others' steps waiting as paced", () => {
    const { p, told } = pacer();
    p.push({ version: 2 });
    p.push({ version: 3 });
    expect(told).toEqual([true, true]);
    expect(p.snapshot.waiting).toBe(2);
    p.dispose();
  });

  it('tells nobody when a waiting state is refreshed', () => {
    const { p, told } = pacer();
    p.push({ version: 2 });
    p.push({ version: 2, note: 'refreshed' });
    expect(told).toEqual([true]);
    expect(p.snapshot.waiting).toBe(1);
    p.skip();
    expect(p.snapshot.shown).toEqual({ version: 2, note: 'refreshed' });
  });

  it("tells of the seat's own action as not paced", () => {
    const { p, told } = pacer();
    p.push({ version: 2, mine: true });
    expect(told).toEqual([false]);
    expect(p.snapshot.shown?.version).toBe(2);
  });
});
