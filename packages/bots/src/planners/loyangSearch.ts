/**
 * The Loyang search bot: the phase planner's best lines, each played out a round further.
 *
 * Where a phase starts (or a Two-pack has shown its cards), the planner (`loyangPlan.ts`) proposes
 * its `CANDIDATES` best lines for the phase, distinct by where they end. Each line is played out in
 * determinizations sampled from the bot's own view: its actions up to the first Two-pack (whose
 * cards differ from sample to sample, L-9.H.2), then every seat plays on with a lighter planner
 * (`ROLLOUT`) to the end of the next round — through the Card phase whose Offer or Courtyard the
 * line's cards and Cash shape, and the next Action phase where its fields and customers pay —
 * and the end is scored by the evaluation (a finished game by its final Path, L-13). Multi-player:
 * by the margin over the best other seat. The play-outs are shared among the lines by the ISMCTS
 * over macro-actions (`search/macro.ts`: a fresh determinization per play-out, availability
 * counts, UCB1); the most visited line is played and then followed like the heuristic bot's plan. What one phase cannot see — a Card phase bought for the customers
 * the next Action phase can feed, Cash kept for the next Offer — is what this adds.
 *
 * Iterations are play-outs: `iters` = N play-outs per search; `ms` plays them until the time is up
 * (at least one per line).
 */
import type { Seat } from '@tabula/engine';
import { type LoyangAction, type LoyangState, loyang } from '@tabula/loyang';
import type { DecisionSearch } from '../games/types';
import { type MacroResult, macroIsmcts } from '../search/macro';
import { type RoundBeam, roundBeam } from './loyangRounds';
import {
  followingPlanner,
  type Line,
  type LoyangPlanner,
  PLAN_DEFAULTS,
  planLines,
  planPhase,
  type PlanOptions,
  playPhase,
} from './loyangPlan';

/**
 * Lines per search. Solo: 8 — at 2 s a search plays 300–900 play-outs, and in the early rounds the
 * planner's 5th–8th lines are sometimes the best played out (40 deals at 2 s, seed 2026: mean Path
 * 16.05 → 16.43, Good 32.5% → 40%; seed 2027: 16.1 → 16.18; 12 lines: 16.3; 4 lines plus up to 4
 * that differ in their cards, sowing or Path: 16.18). Multi-player: 4, the bot measured against
 * the heuristic bot at 1 s.
 */
const CANDIDATES = { solo: 8, multi: 4 };
/**
 * The play-outs' planner. Solo: the heuristic bot's own (`PLAN_DEFAULTS`, beam 6) — the learned
 * value at the lines' ends was fitted on games it played on (`loyangSoloValue.ts`), and play-outs
 * at beam 2 judged the lines worse (`search:iters=32`, deals s10:5000–5099: mean Path 16.29 →
 * 16.50, paired +0.21, SE 0.09; ~1.6 times the time per game). Two players: beam 6 too — every
 * seat played out as the heuristic bot plans: at 1 s against the heuristic bot, 47/60 = 78.3%
 * (66.4–86.9%); on the 46 deals both played, 33 wins where beam 2 won 24 (session 23). Three
 * players: beam 6 — `search:iters=32` against two heuristic seats won 36/60 = 60.0% (47.4–71.4%)
 * where beam 2 won 26 of the same deals, paired margin over the best other seat +0.38 (SE 0.21),
 * at about twice the thinking (session 24). Four players: beam 2, until beam 6 is measured there.
 */
const ROLLOUT: { solo: PlanOptions; two: PlanOptions; three: PlanOptions; four: PlanOptions } = {
  solo: PLAN_DEFAULTS,
  two: { beam: 6, depth: 40 },
  three: { beam: 6, depth: 40 },
  four: { beam: 2, depth: 40 },
};
/**
 * The candidates come from a wider beam than the heuristic bot's (6): the phase planner is
 * search-limited — its solo mean Path rose from 15.05 (beam 6) to 15.2 (12), 15.6 (24) and 15.6
 * (48) on the same 40 deals — and the search has the time (beam 24: ~0.15 s a plan on this machine).
 */
const CANDIDATE_PLAN: PlanOptions = { beam: 24, depth: 40 };

/**
 * The solo play-outs' beam over whole rounds (`loyangRounds.ts`): from where a line's round ends,
 * the 4 best of the planner's 4 best lines per kept position (beam 6), round after round.
 */
const ACROSS_ROUNDS = { width: 4, lines: 4 };

export interface LoyangSearchBudget {
  iters?: number;
  ms?: number;
  /** The play-outs' beam instead of `ROLLOUT`'s for the table size (`search:…,beam=N`). */
  beam?: number;
  /** Solo: rounds each play-out plans across with `ACROSS_ROUNDS`' beam (`search:…,rounds=N`; 0: none). */
  rounds?: number;
}

type Evaluate = (s: LoyangState, seat: Seat) => number;

function score(s: LoyangState, seat: Seat, evaluate: Evaluate): number {
  const value = (t: Seat) => (s.phase === 'over' ? s.p[t]!.path - s.p[t]!.loans : evaluate(s, t));
  const mine = value(seat);
  if (s.players === 1) return mine;
  let best = -Infinity;
  for (let t = 0; t < s.players; t++) if (t !== seat) best = Math.max(best, value(t));
  return mine - best;
}

/** The line's actions in the sample `s`, up to its first Two-pack; null when the rules refuse one. */
export function enterLine(s: LoyangState, seat: Seat, actions: readonly LoyangAction[]): LoyangState | null {
  let t = s;
  for (const a of actions) {
    try {
      t = loyang.apply(t, seat, a).state;
    } catch {
      return null;
    }
    if (a.type === 'twoPack') break;
  }
  return t;
}

/** Every seat plays on with the light planner to the end of round `until`: where that leads. */
function playOnTo(s: LoyangState, until: number, evaluate: Evaluate, o: PlanOptions): LoyangState {
  let t = s;
  for (let guard = 0; guard < 400 && t.phase !== 'over' && t.round <= until; guard++) {
    const active = loyang.activeSeats(t);
    if (!active.length) break;
    t = playPhase(t, active[0]!, evaluate, o);
  }
  return t;
}

/** The search's settings for one bot: how lines are planned, played out and scored. */
interface Weighing {
  evaluate: Evaluate;
  /** `end`: the value of a round's start, where lines and play-outs end (`PlanOptions.end`). */
  end: Evaluate;
  budget: LoyangSearchBudget;
  candidatePlan: PlanOptions;
  /** Per table size (index players − 1). */
  rollout: PlanOptions[];
  acrossRounds: RoundBeam | null;
}

function weighing(evaluate: Evaluate, budget: LoyangSearchBudget, end: Evaluate): Weighing {
  const beam = budget.beam !== undefined ? { beam: budget.beam } : {};
  const rounds = budget.rounds ?? 0;
  return {
    evaluate,
    end,
    budget,
    candidatePlan: { ...CANDIDATE_PLAN, end },
    rollout: [ROLLOUT.solo, ROLLOUT.two, ROLLOUT.three, ROLLOUT.four].map((r) => ({ ...r, ...beam, end })),
    acrossRounds: rounds > 0 ? { ...ACROSS_ROUNDS, rounds, plan: { ...PLAN_DEFAULTS, end } } : null,
  };
}

function candidates(s: LoyangState, seat: Seat, legal: readonly LoyangAction[], w: Weighing): Line[] {
  const count = s.players === 1 ? CANDIDATES.solo : CANDIDATES.multi;
  return planLines(s, seat, legal, w.evaluate, w.candidatePlan, count).filter((l) => l.first);
}

/** The lines played out by the ISMCTS over macro-actions; `observe` is told where each play-out ended. */
function weigh(
  s: LoyangState,
  seat: Seat,
  lines: Line[],
  sample: (() => LoyangState) | undefined,
  w: Weighing,
  observe?: (line: number, end: LoyangState) => void,
): MacroResult {
  const until = s.round + 1;
  const rolloutPlan = w.rollout[s.players - 1]!;
  const solo = s.players === 1;
  return macroIsmcts<LoyangState, Line>(
    s,
    sample,
    {
      candidates: lines,
      enter: (world, line) => enterLine(world, seat, line.actions),
      playOut: (t, i) => {
        if (w.acrossRounds && solo) return roundBeam(t, seat, w.evaluate, w.acrossRounds);
        const reached = playOnTo(t, until, w.evaluate, rolloutPlan);
        observe?.(i, reached);
        return score(reached, seat, w.end);
      },
    },
    w.budget,
  );
}

/** `end`: the value of a round's start, where lines and play-outs end (`PlanOptions.end`). */
export function loyangSearchPlanner(evaluate: Evaluate, budget: LoyangSearchBudget, end: Evaluate): LoyangPlanner {
  const w = weighing(evaluate, budget, end);
  const single = { ...PLAN_DEFAULTS, end };
  return followingPlanner((s, seat, legal, sample) => {
    const lines = candidates(s, seat, legal, w);
    if (lines.length < 2) return lines[0] ?? planPhase(s, seat, legal, evaluate, single);
    return lines[weigh(s, seat, lines, sample, w).best]!;
  });
}

/**
 * The search laid open for hints and the analysis (issue 43): the lines `loyangSearchPlanner`
 * weighs from `s`, searched alike — a single line too, which the bot plays without a search.
 */
export function loyangDecisionSearch(
  evaluate: Evaluate,
  budget: LoyangSearchBudget,
  end: Evaluate,
): DecisionSearch<LoyangState> {
  const w = weighing(evaluate, budget, end);
  return {
    figures(s, seat, legal, sample, o) {
      const lines =
        o.first === undefined
          ? candidates(s, seat, legal as readonly LoyangAction[], w)
          : startingWith(s, seat, o.first as LoyangAction, w);
      if (!lines.length) return null;
      return { firsts: lines.map((l) => l.first), result: weigh(s, seat, lines, sample, w, o.observe) };
    },
  };
}

/** The lines that begin with `first`: it, then the planner's best lines on while the seat acts. */
function startingWith(s: LoyangState, seat: Seat, first: LoyangAction, w: Weighing): Line[] {
  let t: LoyangState;
  try {
    t = loyang.apply(s, seat, first).state;
  } catch {
    return [];
  }
  const alone: Line[] = [{ state: t, first, actions: [first], value: w.evaluate(t, seat) }];
  // A Two-pack's cards are a guess in this world: a line stops there (`enterLine`).
  if (first.type === 'twoPack' || t.round !== s.round || !loyang.activeSeats(t).includes(seat)) return alone;
  const lines = candidates(t, seat, loyang.legalActions(t, seat), w);
  return lines.length ? lines.map((l) => ({ ...l, first, actions: [first, ...l.actions] })) : alone;
}
