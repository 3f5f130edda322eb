/**
 * The Loyang planner: plans the seat's whole phase at once instead of one small step.
 *
 * A Loyang Action phase is a dozen or more small actions (buy, sow, trade, deliver, serve, a
 * Two-pack, then storing and the Path move, L-6.4, L-10, L-11) whose worth shows only together:
 * a vegetable bought at a loss pays once it is sown; a stall trade pays once the customer is fed.
 * So the planner runs a beam search over the seat's own actions in a determinized state, from
 * now to the end of its turn in this round (the seat no longer on the move, or the round over; in
 * the solo game a Card phase runs on into the seat's own Action phase), and
 * scores each finished line with the evaluation (`evaluation/loyang.ts`). The first action of the best line
 * is played; the rest is kept and followed while the state goes as planned (a Two-pack's cards,
 * hidden until drawn, make the bot plan again).
 */
import { lastOf, type Seat } from '@tabula/engine';
import { type LoyangAction, type LoyangState, loyang } from '@tabula/loyang';

/** The heuristic bot's planner hook (`GameHeuristic.planner`), structurally. */
export interface LoyangPlanner {
  choose(state: LoyangState, seat: Seat, legal: readonly unknown[], sample?: () => LoyangState): unknown;
}

export interface PlanOptions {
  /** States kept per depth. */
  beam: number;
  /** Actions looked ahead at most. */
  depth: number;
  /**
   * The value of a line that finishes the phase (its state is the next round's start), given the
   * evaluation of that state already computed; default the evaluation. The solo game's is learned
   * (`loyangSoloValue.ts`).
   */
  end?: (s: LoyangState, seat: Seat, evaluation: number) => number;
}

export const PLAN_DEFAULTS: PlanOptions = { beam: 6, depth: 40 };

export interface Line {
  state: LoyangState;
  first: LoyangAction | null;
  actions: LoyangAction[];
  value: number;
}

/** What the seat knows of its own position (its Field pile's order is hidden even from it). */
export function keyOf(s: LoyangState, seat: Seat): string {
  const p = s.p[seat]!;
  return JSON.stringify([
    p.cash,
    p.path,
    p.loans,
    p.upgraded,
    p.cart,
    p.store,
    p.shop,
    p.fields,
    p.stalls,
    p.regulars,
    p.casuals,
    p.helpers,
    p.done,
    p.twoPack,
    p.maid,
    p.sales,
    p.official,
    p.messenger,
    p.sowExtra,
    s.stacks[seat],
    s.offer,
    s.phase,
  ]);
}

/** The best line of own actions to the end of the phase, by the evaluation at its end. */
export function planPhase(
  start: LoyangState,
  seat: Seat,
  legal: readonly LoyangAction[],
  evaluate: (s: LoyangState, seat: Seat) => number,
  o: PlanOptions = PLAN_DEFAULTS,
): Line {
  return planLines(start, seat, legal, evaluate, o, 1)[0]!;
}

/** One step of a play-out: the seat's only action, or its best line to the phase's end (its first action when that line is empty). */
export function playPhase(
  s: LoyangState,
  seat: Seat,
  evaluate: (s: LoyangState, seat: Seat) => number,
  o: PlanOptions,
): LoyangState {
  const legal = loyang.legalActions(s, seat);
  const line = legal.length === 1 ? null : planPhase(s, seat, legal, evaluate, o);
  return line?.actions.length ? line.state : loyang.applyListed(s, seat, legal[0]!).state;
}

/** The `count` best lines to the end of the phase (distinct end positions), best first. */
export function planLines(
  start: LoyangState,
  seat: Seat,
  legal: readonly LoyangAction[],
  evaluate: (s: LoyangState, seat: Seat) => number,
  o: PlanOptions,
  count: number,
): Line[] {
  const round = start.round;
  // A line runs to the end of the seat's turn in this round: in the solo game the Card phase flows
  // into the seat's own Action phase, where the cards bought and the vegetables kept pay (L-14.4).
  const over = (s: LoyangState) => s.round !== round || !loyang.activeSeats(s).includes(seat);
  let beam: Line[] = [{ state: start, first: null, actions: [], value: evaluate(start, seat) }];
  const done: Line[] = [];
  const seen = new Set<string>();
  for (let d = 0; d < o.depth && beam.length; d++) {
    const next: Line[] = [];
    for (const line of beam) {
      const acts = d === 0 ? legal : loyang.legalActions(line.state, seat);
      for (const a of acts) {
        let s: LoyangState;
        try {
          // The first step's list may be another position's (the real one): checked.
          s = d === 0 ? loyang.apply(line.state, seat, a).state : loyang.applyListed(line.state, seat, a).state;
        } catch {
          continue;
        }
        const k = keyOf(s, seat);
        if (seen.has(k)) continue;
        seen.add(k);
        let child: Line = { state: s, first: line.first ?? a, actions: [...line.actions, a], value: evaluate(s, seat) };
        // Storing and the Path move close the phase: finish them greedily, so that a line that ends
        // early competes as a whole with lines still acting (L-10, L-11).
        if (!over(s) && closing(s, seat)) child = finish(child, seat, evaluate, over);
        if (over(child.state)) {
          // A line's value is the evaluation of its state (`finish` keeps that true), so `end`
          // does not compute it again.
          if (o.end) child.value = o.end(child.state, seat, child.value);
          done.push(child);
        } else next.push(child);
      }
    }
    next.sort((a, b) => b.value - a.value);
    beam = next.slice(0, o.beam);
  }
  // Lines cut by the depth limit still count, by their value so far.
  done.push(...beam);
  done.sort((a, b) => b.value - a.value);
  const out: Line[] = [];
  const ends = new Set<string>();
  for (const line of done) {
    if (out.length >= count) break;
    const k = keyOf(line.state, seat);
    if (ends.has(k)) continue;
    ends.add(k);
    out.push(line);
  }
  if (!out.length) out.push({ state: start, first: null, actions: [], value: evaluate(start, seat) });
  return out;
}

function closing(s: LoyangState, seat: Seat): boolean {
  const top = lastOf(s.stacks[seat]!);
  return s.phase === 'action' && s.p[seat]!.done && (top?.kind === 'store' || top?.kind === 'path');
}

/**
 * Completes storing and the Path move: the best storing step by the evaluation, then steps on the
 * Path while the evaluation does not fall. Never a Loan here: the evaluation of a state in the next
 * round is not comparable step by step with one still in this round, and a Loan for a Path step
 * pays one space back at the end for at most one now (L-12.2).
 */
function finish(
  line: Line,
  seat: Seat,
  evaluate: (s: LoyangState, seat: Seat) => number,
  over: (s: LoyangState) => boolean,
): Line {
  let cur = line;
  for (let k = 0; k < 40 && !over(cur.state); k++) {
    const acts = loyang.legalActions(cur.state, seat).filter((a) => a.type !== 'loan');
    let next: Line | null = null;
    for (const a of acts) {
      if (a.type === 'endPath' && acts.some((b) => b.type === 'step')) continue;
      const s = loyang.applyListed(cur.state, seat, a).state;
      const v = evaluate(s, seat);
      if (!next || v > next.value) next = { state: s, first: cur.first, actions: [...cur.actions, a], value: v };
    }
    if (!next) break;
    cur = next;
  }
  return cur;
}

/** A planner for one bot: plans a phase, then follows the plan while the state goes as planned. */
const planStats = { plans: 0, followed: 0 };

export function loyangPlanner(
  evaluate: (s: LoyangState, seat: Seat) => number,
  o: PlanOptions = PLAN_DEFAULTS,
): LoyangPlanner {
  return followingPlanner((s, seat, acts) => planPhase(s, seat, acts, evaluate, o));
}

/** Picks a line with `select` when it must, then follows it while the state goes as planned. */
export type LineChooser = (
  s: LoyangState,
  seat: Seat,
  legal: readonly LoyangAction[],
  sample?: () => LoyangState,
) => Line;

export function followingPlanner(select: LineChooser): LoyangPlanner {
  let plan: { seat: Seat; actions: LoyangAction[]; expect: string[] } | null = null;
  return {
    choose(s: LoyangState, seat: Seat, legal: readonly unknown[], sample?: () => LoyangState) {
      const acts = legal as readonly LoyangAction[];
      if (plan && plan.seat === seat && plan.actions.length && plan.expect[0] === keyOf(s, seat)) {
        const a = plan.actions[0]!;
        const k = JSON.stringify(a);
        const match = acts.find((x) => JSON.stringify(x) === k);
        if (match) {
          plan.actions.shift();
          plan.expect.shift();
          planStats.followed++;
          return match;
        }
      }
      planStats.plans++;
      const line = select(s, seat, acts, sample);
      if (!line.first) return acts[0];
      // Replay the line to know the state expected before each later action.
      const expect: string[] = [];
      let t = s;
      for (const a of line.actions) {
        t = loyang.apply(t, seat, a).state;
        expect.push(keyOf(t, seat));
      }
      plan = { seat, actions: line.actions.slice(1), expect: expect.slice(0, -1) };
      // A drawn Two-pack is only a guess in this determinization: plan again after it.
      const cut = plan.actions.findIndex((a) => a.type === 'keep');
      if (cut >= 0) {
        plan.actions.length = cut;
        plan.expect.length = cut;
      }
      if (line.first.type === 'twoPack') plan = null;
      return acts.find((x) => JSON.stringify(x) === JSON.stringify(line.first)) ?? line.first;
    },
  };
}
