/**
 * Direct manipulation (issue 45): at the start of an action Place, Displace, Move and the pawn
 * moves are two steps in the rules' list — `begin` spends the action (H-5.3), its details come
 * next — so a click on the board once did nothing until the move bar's button was pressed. A
 * plan joins the two: pointing at an empty post, an opponent's piece, one's own piece or a
 * province offers the begin with the detail it leads to, and choosing it sends the begin, then
 * the detail as soon as the rules list it.
 *
 * The details come from the engine itself — the seat's view made a state (`determinize`: what a
 * begin and its details read is all public), the begin applied, the legal list read — so the
 * board never offers what the rules would refuse (one source of legality).
 */
import { useEffect, useMemo, useState } from 'react';
import { Rng } from '@tabula/engine';
import { hansa, type HansaAction, type HansaView } from '@tabula/hansa';
import { canonical } from '../pointing/canonical';

/** A begin and the detail it leads to, offered on the thing the detail concerns. */
export interface Plan {
  type: 'plan';
  begin: HansaAction & { type: 'begin' };
  detail: HansaAction;
}

export type Pointed = HansaAction | Plan;

export function isPlan(a: Pointed): a is Plan {
  return a.type === 'plan';
}

/** The begins whose details name a thing on the board (Income's name none: it stays a bar button). */
const DIRECT = new Set(['place', 'displace', 'move', 'pawn', 'pawnFree']);

/** Every plan open to `seat` now: only at the turn's top level, where the begins are listed. */
export function plansFor(v: HansaView, seat: number | null, legal: readonly HansaAction[]): Plan[] {
  if (seat === null || v.top !== null || v.over) return [];
  const begins = legal.filter((a): a is Plan['begin'] => a.type === 'begin' && DIRECT.has(a.action));
  if (!begins.length) return [];
  // The random source deals only the face-down tokens, which no begin or detail reads.
  const s = hansa.determinize!(v, seat, Rng.seed(0));
  const out: Plan[] = [];
  for (const begin of begins)
    for (const detail of hansa.legalActions(hansa.apply(s, seat, begin).state, seat))
      out.push({ type: 'plan', begin, detail });
  return out;
}

/**
 * The table's pointing over the legal list and the plans: `act` of a plan sends its begin and
 * keeps its detail, sent once a new legal list holds it (the begin's answer). A list without it
 * (a refusal, another seat's move) drops it; the begun action then waits for its details as from
 * the move bar, and Cancel takes it back (H-5.3).
 */
export function useDirect(
  v: HansaView,
  seat: number | null,
  legal: readonly HansaAction[],
  act: (a: HansaAction) => void,
) {
  const plans = useMemo(() => plansFor(v, seat, legal), [v, seat, legal]);
  const pointed = useMemo<Pointed[]>(() => [...legal, ...plans], [legal, plans]);
  const [follow, setFollow] = useState<{ detail: HansaAction; from: readonly HansaAction[] } | null>(null);
  useEffect(() => {
    if (!follow || follow.from === legal) return;
    setFollow(null);
    const want = canonical(follow.detail);
    const hit = v.top?.kind === 'action' ? legal.find((a) => canonical(a) === want) : undefined;
    if (hit) act(hit);
  }, [follow, legal, v, act]);
  const actPointed = useMemo(
    () => (a: Pointed) => {
      if (!isPlan(a)) return act(a);
      setFollow({ detail: a.detail, from: legal });
      act(a.begin);
    },
    [act, legal],
  );
  /** A plan's detail waits for its begin's answer: the table is not settled yet. */
  return { pointed, act: actPointed, pending: follow !== null };
}
