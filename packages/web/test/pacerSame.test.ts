/**
 * Issue 45: each state reaches the pacer twice — from the connection's listener, and from React's
 * render of the newest state. Handed in again, the same state changes nothing and tells nobody:
 * told, React drew the whole table again at once inside the commit that had just drawn it, so a
 * bot's step meant to be drawn as a transition became one task of 50–70 ms at 4× CPU throttling.
 * A new state of the same version (a refusal, `busy` cleared) is still told.
 */
import { describe, expect, it } from 'vitest';
import { Pacer } from '../src/table/pace/pacer';

interface S {
  version: number;
  busy?: boolean;
}

function pacer() {
  const told: boolean[] = [];
  const p = new Pacer<S>({
    version: (s) => s.version,
    own: () => false,
    quiet: () => false,
    stepMs: () => 700,
    now: () => 0,
  });
  p.subscribe((paced) => told.push(paced));
  return { p, told };
}

describe('the pacer handed the same state again (issue 45)', () => {
  it('tells nobody when the state shown comes again', () => {
    const { p, told } = pacer();
    const first = { version: 3 };
    p.push(first);
    const after = told.length;
    p.push(first);
    expect(told).toHaveLength(after);
    expect(p.snapshot.shown).toBe(first);
  });

  it('tells nobody when the state waiting last comes again, and keeps both steps waiting', () => {
    const { p, told } = pacer();
    p.push({ version: 1 });
    const step = { version: 2 };
    const next = { version: 3 };
    p.push(step);
    p.push(next);
    const after = told.length;
    p.push(next);
    expect(told).toHaveLength(after);
    expect(p.snapshot.waiting).toBe(2);
    p.dispose();
  });

  it('tells of a new state of the same version', () => {
    const { p, told } = pacer();
    p.push({ version: 3, busy: true });
    const after = told.length;
    p.push({ version: 3, busy: false });
    expect(told).toHaveLength(after + 1);
    expect(p.snapshot.shown).toEqual({ version: 3, busy: false });
  });
});
