/**
 * Planning across rounds for the Loyang solo game: a beam over whole rounds.
 *
 * From a position at a round's start, the phase planner's `lines` best lines for the round lead
 * to as many starts of the next round (L-14.4: in the solo game the Card phase runs on into the
 * seat's own Action phase, so one line is one round). Those positions are ranked by the solo value
 * and the `width` best go on, for `rounds` rounds or to the game's end (L-13: Path less Loans); the
 * best value reached is the position's worth. One round's best line by the value alone sees only
 * where that round ends: which customers to build toward, and what a dear card now buys two
 * rounds on, show only further. Clairvoyant (the true future as the only world), this beam over
 * the whole game reaches a mean final Path of 17.3 at width 8 and 17.9 at width 32 where one
 * round's lines played out a round further reach 16.8; narrow, in the search's play-outs and
 * their samples of the hidden cards (`search:…,rounds=N`), it was measured no stronger than
 * without it (bots README, session 29).
 */
import type { Seat } from '@tabula/engine';
import { type LoyangState, loyang } from '@tabula/loyang';
import { planLines, planPhase, type PlanOptions } from './loyangPlan';

type Evaluate = (s: LoyangState, seat: Seat) => number;

export interface RoundBeam {
  /** Positions kept per round. */
  width: number;
  /** Lines planned from each kept position. */
  lines: number;
  /** Rounds looked ahead (past the current one). */
  rounds: number;
  /** The planner inside the beam (its `end` is the value that ranks the positions). */
  plan: PlanOptions & { end: NonNullable<PlanOptions['end']> };
}

/** The seat's final score (L-13) or the value of a round's start. */
function worth(s: LoyangState, seat: Seat, o: RoundBeam, evaluate: Evaluate): number {
  const p = s.p[seat]!;
  return s.phase === 'over' ? p.path - p.loans : o.plan.end(s, seat, evaluate(s, seat));
}

/** Plays the seat's only actions, then its best line, until round `round` is over. */
export function toRoundEnd(s: LoyangState, seat: Seat, round: number, evaluate: Evaluate, plan: PlanOptions): LoyangState {
  let t = s;
  for (let guard = 0; guard < 100 && t.phase !== 'over' && t.round === round; guard++) {
    const legal = loyang.legalActions(t, seat);
    const line = legal.length === 1 ? null : planPhase(t, seat, legal, evaluate, plan);
    t = line && line.actions.length ? line.state : loyang.applyListed(t, seat, legal[0]!).state;
  }
  return t;
}

/** The starts of the next round that the round's `lines` best lines from `s` (a round's start) lead to. */
export function nextRoundStarts(s: LoyangState, seat: Seat, evaluate: Evaluate, plan: PlanOptions, lines: number): LoyangState[] {
  let t = s;
  for (let legal = loyang.legalActions(t, seat); t.phase !== 'over' && legal.length === 1; legal = loyang.legalActions(t, seat)) {
    t = loyang.applyListed(t, seat, legal[0]!).state;
  }
  if (t.phase === 'over') return [t];
  const round = t.round;
  return planLines(t, seat, loyang.legalActions(t, seat), evaluate, plan, lines).map((l) => toRoundEnd(l.state, seat, round, evaluate, plan));
}

/**
 * The best worth the beam reaches from `s`: the current round is finished by the planner's best
 * line, then `o.rounds` rounds are searched. Deterministic: it plays in `s` as given (the search
 * hands it one determinization at a time).
 */
export function roundBeam(s: LoyangState, seat: Seat, evaluate: Evaluate, o: RoundBeam): number {
  let frontier = [toRoundEnd(s, seat, s.round, evaluate, o.plan)];
  for (let r = 0; r < o.rounds && frontier.some((t) => t.phase !== 'over'); r++) {
    const next: Array<{ s: LoyangState; v: number }> = [];
    for (const t of frontier) {
      for (const u of t.phase === 'over' ? [t] : nextRoundStarts(t, seat, evaluate, o.plan, o.lines)) next.push({ s: u, v: worth(u, seat, o, evaluate) });
    }
    next.sort((a, b) => b.v - a.v);
    frontier = next.slice(0, o.width).map((x) => x.s);
  }
  let best = -Infinity;
  for (const t of frontier) best = Math.max(best, worth(t, seat, o, evaluate));
  return best;
}
