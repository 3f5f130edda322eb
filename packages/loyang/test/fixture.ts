/** Compact fixtures: build a state at a chosen point of the game and act on it. */
import { applyAction, stateHash } from '@tabula/engine';
import { expect } from 'vitest';
import { loyang } from '../src/index';
import { newRegular } from '../src/cards';
import type { LoyangAction, LoyangState, Player } from '../src/types';

export const V = { W: 0, P: 1, T: 2, C: 3, B: 4, L: 5 } as const;

export function fresh(players: number, seed: string | number = 1, intro = false): LoyangState {
  return loyang.setup({ players, seed, options: intro ? { intro: true } : {} });
}

/** Counts per vegetable from a short spec such as `{ T: 2, C: 1 }`. */
export function veg(spec: Partial<Record<keyof typeof V, number>>): number[] {
  const out = [0, 0, 0, 0, 0, 0];
  for (const [k, n] of Object.entries(spec)) out[V[k as keyof typeof V]] = n!;
  return out;
}

/**
 * A state in round `round`'s Action phase where `seat` is to act: Home fields planted with wheat,
 * everything else as after setup; `edit` adjusts it (the state is a private clone).
 */
export function atAction(
  players: number,
  seat: number,
  edit: (s: LoyangState) => void = () => {},
  round = 1,
): LoyangState {
  const s = structuredClone(fresh(players, 'fixture')) as LoyangState;
  s.phase = 'action';
  s.round = round;
  s.startSeat = 0;
  s.secondSeat = players > 1 ? 1 : null;
  for (const p of s.p) {
    p.fields[0] = { ...p.fields[0]!, veg: 0, n: 10 - round };
    p.harvestExtra = p.fields.map(() => 0);
  }
  s.stacks = s.p.map(() => []);
  s.stacks[seat] = [{ kind: 'turn', seat }];
  s.groups =
    players === 4
      ? [
          [0, 1],
          [2, 3],
        ]
      : s.p.map((_, i) => [i]);
  s.group = players === 4 ? (seat < 2 ? 0 : 1) : seat;
  s.partner = players === 4 ? [2, 3, 0, 1] : s.p.map(() => -1);
  for (let t = 0; t < players; t++)
    if (t !== seat && s.groups.findIndex((g) => g.includes(t)) < s.group) s.p[t]!.done = true;
  edit(s);
  return s;
}

/** Takes `ids` out of wherever they are in the piles (so fixtures keep cards unique). */
/** Seat 0's turn in the Distribution round (L-5.5) with `hand`, the Courtyard and the seats left. */
export function atCourtyard(
  hand: string[],
  courtyard: string[],
  remaining = [0, 1],
  edit: (s: LoyangState) => void = () => {},
): LoyangState {
  return atAction(2, 0, (s) => {
    s.phase = 'card';
    pull(s, ...hand, ...courtyard);
    P(s, 0).hand = hand;
    s.courtyard = courtyard;
    s.dist = { remaining, turn: 0, finished: remaining.length === 2 ? [] : [1] };
    s.stacks[0] = [{ kind: 'courtyard', seat: 0, flipped: false, squire: false }];
    edit(s);
  });
}

export function pull(s: LoyangState, ...ids: string[]): void {
  s.draw = s.draw.filter((c) => !ids.includes(c));
  s.discard = s.discard.filter((c) => !ids.includes(c));
  if (s.offer) s.offer = s.offer.map((c) => (c && ids.includes(c) ? null : c));
}

export function give(
  s: LoyangState,
  seat: number,
  kind: 'helper' | 'casual' | 'stall' | 'regular',
  id: string,
  under: string | null = null,
): void {
  pull(s, id);
  if (under) pull(s, under);
  const p = s.p[seat]!;
  if (kind === 'helper') p.helpers.push({ id, under });
  if (kind === 'casual') p.casuals.push({ id, under });
  if (kind === 'regular') p.regulars.push(newRegular(id, !p.done, under));
  if (kind === 'stall') p.stalls.push({ id, stock: [1, 1, 1], under });
}

export function act(s: LoyangState, seat: number, a: LoyangAction): LoyangState {
  return applyAction(loyang, s, seat, a).state as LoyangState;
}
export function acts(s: LoyangState, seat: number, ...as: LoyangAction[]): LoyangState {
  for (const a of as) s = act(s, seat, a);
  return s;
}
export const legal = (s: LoyangState, seat: number): LoyangAction[] => loyang.legalActions(s, seat);
export const P = (s: LoyangState, seat: number): Player => s.p[seat]!;

/** Expects `a` to be refused citing `rule`, with the state unchanged. */
export function rejects(s: LoyangState, seat: number, a: unknown, rule: string): void {
  const before = stateHash(s);
  let err: unknown;
  try {
    applyAction(loyang, s, seat, a);
  } catch (e) {
    err = e;
  }
  expect(err, `expected ${JSON.stringify(a)} to be refused`).toBeDefined();
  expect((err as { ruleId?: string }).ruleId).toBe(rule);
  expect(stateHash(s)).toBe(before);
}

export const top = (s: LoyangState, seat: number) => s.stacks[seat]![s.stacks[seat]!.length - 1];
