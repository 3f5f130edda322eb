/**
 * The Hansa search bot: a look one round ahead over whole turns. The turn planner
 * (`hansaPlan.ts`) proposes its best `CANDIDATES` distinct turns; each is played out in sampled
 * determinizations (the bonus pile is the only hidden part, H-4.2) through every other seat's
 * next turn and the seat's own next turn, all played by a lighter planner, and scored by the
 * evaluation margin over the best other seat (a finished game by its final scores). The turn
 * with the best mean is played. What one turn cannot see — the reply it invites (a Displace,
 * a block, prestige handed to the controller of an end city, H-10.3), the route it prepares for
 * the next turn — is what this adds.
 *
 * Iterations are play-outs, shared among the candidates by ISMCTS over macro-actions
 * (`search/macro.ts`: a fresh determinization per play-out, availability counts, UCB1); `iters` =
 * N play-outs, or `ms` until the time is up. Decisions outside the seat's own turn choice
 * (a relocation, a step inside an action) follow the remembered plan or the turn planner.
 */
import { hansa, type HansaAction, type HansaState } from '@tabula/hansa';
import { acting, type Line, marginOf, type Plan, planOf, stateKey, wins } from './hansaLine';
import { planLines } from './hansaPlan';
import { stallTracker } from './hansaStall';
import type { DecisionSearch, Planner } from '../games/types';
import { type MacroResult, macroIsmcts } from '../search/macro';

const CANDIDATES = 12;
/** Positions per turn of the play-out planner (a quarter of the heuristic's). */
const ROLLOUT_BUDGET = 500;

export interface HansaSearchBudget {
  iters?: number;
  ms?: number;
  /** Loyang's play-out beam: refused here, the Hansa play-outs have a position budget instead. */
  beam?: number;
  /** Loyang's solo look across rounds: refused here. */
  rounds?: number;
}

/** A turn the look-ahead weighs: its actions, and where they lead in the world it was planned in. */
interface Turn {
  acts: HansaAction[];
  end: HansaState;
}

function turnOf(line: Line): Turn {
  return { acts: planOf(line).acts, end: line.s };
}

/** Best first, one per resulting position. */
function candidatesOf(lines: Line[]): Line[] {
  const out: Line[] = [];
  const seen = new Set<string>();
  for (const l of lines) {
    if (out.length >= CANDIDATES) break;
    if (!l.parent) continue;
    const key = stateKey(l.s);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(l);
  }
  return out;
}

/** The candidate's actions in another determinization; null if the rules refuse one there. */
function replay(s: HansaState, seat: number, acts: readonly HansaAction[]): HansaState | null {
  try {
    for (const a of acts) {
      while (!s.over && !acting(s, seat)) s = planLines(s, hansa.activeSeats(s)[0]!, 0, ROLLOUT_BUDGET, 1)[0]!.s;
      s = hansa.apply(s, seat, a).state;
    }
    return s;
  } catch {
    return null;
  }
}

/**
 * Every seat plays on until `seat` has had one more turn: the other seats with the whole turn
 * planner (what the heuristic bot would play: the reply to expect), `seat` with the light one.
 */
function playOut(s: HansaState, seat: number): HansaState {
  const until = s.turn + s.players + (s.current === seat ? 1 : 0);
  for (let guard = 0; guard < 200 && !s.over && s.turn < until; guard++) {
    const who = hansa.activeSeats(s)[0]!;
    const next = (who === seat ? planLines(s, who, 0, ROLLOUT_BUDGET, 1) : planLines(s, who))[0]!.s;
    if (next === s) break;
    s = next;
  }
  return s;
}

export function hansaSearchPlanner(budget: HansaSearchBudget): Planner<HansaState> {
  if (budget.beam !== undefined)
    throw new Error('beam=N tunes the Loyang search only: the Hansa play-outs plan by a position budget');
  if (budget.rounds !== undefined) throw new Error('rounds=N tunes the Loyang solo search only');
  let plan: Plan | null = null;
  const stall = stallTracker();
  return {
    choose(s: HansaState, seat: number, legal: readonly unknown[], sample?: () => HansaState) {
      // The heuristic's stall-breaker (hansaPlan.ts).
      const urgency = stall(s);
      const legalKeys = legal.map((a) => JSON.stringify(a));
      const key = stateKey(s);
      const at = plan ? plan.keys.indexOf(key) : -1;
      if (plan && at >= 0 && legalKeys.includes(JSON.stringify(plan.acts[at]))) return plan.acts[at];
      const lines = planLines(s, seat, urgency);
      // A stalled game is the stall-breaker's to end: the look-ahead would only prolong it.
      const candidates = s.pending.length === 0 && urgency === 0 ? candidatesOf(lines) : [];
      // A turn that ends the game won (the planner ranks it first) needs no look-ahead: play-outs
      // score by margin, and a leader's final margin is below its estimate of a game still running.
      const sure = candidates.length > 1 && wins(candidates[0]!.s, seat);
      const searched = candidates.length > 1 && !sure;
      plan = planOf(
        searched ? candidates[searchBest(s, seat, candidates.map(turnOf), budget, sample).best]! : lines[0]!,
      );
      const first = plan.acts[0];
      if (first !== undefined && legalKeys.includes(JSON.stringify(first))) return first;
      return legal[legal.length - 1];
    },
  };
}

function searchBest(
  s: HansaState,
  seat: number,
  turns: Turn[],
  budget: HansaSearchBudget,
  sample?: () => HansaState,
  observe?: (turn: number, end: HansaState) => void,
): MacroResult {
  const open = s.seats.every((p, i) => p.plate.every((t) => i === seat && t.seen));
  return macroIsmcts<HansaState, Turn>(
    s,
    sample,
    {
      candidates: turns,
      // In the world the turns were planned in, a turn's end is known; elsewhere it is replayed.
      enter: (world, turn) => (world === s ? turn.end : replay(world, seat, turn.acts)),
      // Only the bonus pile and face-down plate tokens are hidden (H-4.2, H-10.7): a play-out
      // that drew no token, from a position with none face down, is the same in every world.
      playOut: (start, i) => {
        const end = playOut(start, seat);
        observe?.(i, end);
        const m = marginOf(end, seat);
        return open && end.pile.length === s.pile.length ? { exact: m } : m;
      },
    },
    { iters: budget.iters ?? (budget.ms !== undefined ? undefined : CANDIDATES * 2), ms: budget.ms },
  );
}

/**
 * The look-ahead laid open for hints and the analysis (issue 43): the turns `hansaSearchPlanner`
 * weighs from `s`, searched alike. Where the bot would not search — inside an action, where it
 * follows the plan it searched at the turn's start — the turns from here are searched all the same.
 */
export function hansaDecisionSearch(budget: HansaSearchBudget): DecisionSearch<HansaState> {
  return {
    figures(s, seat, _legal, sample, o) {
      const turns =
        o.first === undefined
          ? candidatesOf(planLines(s, seat)).map(turnOf)
          : startingWith(s, seat, o.first as HansaAction);
      if (!turns.length) return null;
      const firsts = turns.map((t) => t.acts[0]);
      // A turn that wins the game is played without a look-ahead (see `hansaSearchPlanner`).
      if (o.first === undefined && turns.length > 1 && wins(turns[0]!.end, seat)) {
        o.observe?.(0, turns[0]!.end);
        const visits = turns.map((_, i) => (i === 0 ? 1 : 0));
        const means = turns.map((t, i) => (i === 0 ? marginOf(t.end, seat) : -Infinity));
        return { firsts, result: { best: 0, visits, means, iterations: 1 } };
      }
      return { firsts, result: searchBest(s, seat, turns, budget, sample, o.observe) };
    },
  };
}

/** The turns that begin with `first`: it, then the planner's best ways on while the seat acts. */
function startingWith(s: HansaState, seat: number, first: HansaAction): Turn[] {
  let t: HansaState;
  try {
    t = hansa.apply(s, seat, first).state;
  } catch {
    return [];
  }
  const alone = [{ acts: [first], end: t }];
  if (!acting(t, seat)) return alone;
  const turns = candidatesOf(planLines(t, seat)).map((l) => ({ acts: [first, ...planOf(l).acts], end: l.s }));
  return turns.length ? turns : alone;
}
