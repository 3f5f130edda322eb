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
 * without it (docs/measurements/bots-loyang-solo.md, "Session 29").
 */
import type { Seat } from '@tabula/engine';
import { type LoyangState, loyang } from '@tabula/loyang';
import { planLines, playPhase, type PlanOptions } from './loyangPlan';

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

/** The seat's final score: Path less Loans (L-13). */
export function finalScore(s: LoyangState, seat: Seat): number {
  const p = s.p[seat]!;
  return p.path - p.loans;
}

/** The final score of a finished game, or `end`'s value of a round's start. */
export function worth(s: LoyangState, seat: Seat, evaluate: Evaluate, end: RoundBeam['plan']['end']): number {
  return s.phase === 'over' ? finalScore(s, seat) : end(s, seat, evaluate(s, seat));
}

/** Plays the seat's actions while each is its only legal one (a round's bookkeeping). */
export function playForced(s: LoyangState, seat: Seat): LoyangState {
  let t = s;
  for (
    let legal = loyang.legalActions(t, seat);
    t.phase !== 'over' && legal.length === 1;
    legal = loyang.legalActions(t, seat)
  ) {
    t = loyang.applyListed(t, seat, legal[0]!).state;
  }
  return t;
}

/** Plays the seat's only actions, then its best line, until round `round` is over. */
export function toRoundEnd(
  s: LoyangState,
  seat: Seat,
  round: number,
  evaluate: Evaluate,
  plan: PlanOptions,
): LoyangState {
  let t = s;
  for (let guard = 0; guard < 100 && t.phase !== 'over' && t.round === round; guard++)
    t = playPhase(t, seat, evaluate, plan);
  return t;
}

/** The starts of the next round that the round's `lines` best lines from `s` (a round's start) lead to. */
export function nextRoundStarts(
  s: LoyangState,
  seat: Seat,
  evaluate: Evaluate,
  plan: PlanOptions,
  lines: number,
): LoyangState[] {
  const t = playForced(s, seat);
  if (t.phase === 'over') return [t];
  const round = t.round;
  return planLines(t, seat, loyang.legalActions(t, seat), evaluate, plan, lines).map((l) =>
    toRoundEnd(l.state, seat, round, evaluate, plan),
  );
}

/**
 * The best worth the beam reaches from `s`: the current round is finished by the planner's best
 * line, then `o.rounds` rounds are searched. Deterministic: it plays in `s` as given (the search
 * hands it one determinization at a time).
 */
export function roundBeam(s: LoyangState, seat: Seat, evaluate: Evaluate, o: RoundBeam): number {
  const start = toRoundEnd(s, seat, s.round, evaluate, o.plan);
  let frontier = [{ s: start, v: worth(start, seat, evaluate, o.plan.end) }];
  for (let r = 0; r < o.rounds && frontier.some((x) => x.s.phase !== 'over'); r++) {
    const next: Array<{ s: LoyangState; v: number }> = [];
    for (const { s: t, v } of frontier) {
      if (t.phase === 'over') next.push({ s: t, v });
      else
        for (const u of nextRoundStarts(t, seat, evaluate, o.plan, o.lines))
          next.push({ s: u, v: worth(u, seat, evaluate, o.plan.end) });
    }
    next.sort((a, b) => b.v - a.v);
    frontier = next.slice(0, o.width);
  }
  let best = -Infinity;
  for (const x of frontier) best = Math.max(best, x.v);
  return best;
}
