/**
 * The Hansa heuristic bot's turn planner. A Hansa turn is 2–5 actions (H-5), each split by the
 * rules package into small decisions (begin, details, relocation, step C, …). Scoring each small
 * step on its own misleads (a piece lifted for a Move looks like a loss, an action begun but not
 * detailed looks like a wasted one), so the planner compares positions only at the end of whole
 * actions, and plans the whole turn at once:
 *
 * - `complete`: from a position inside an action, every way to finish it, found by a beam of
 *   `INNER` over its small steps (a Place or an Establish is one step, so all are kept; a Move
 *   lifts and puts piece by piece). An opponent's relocation inside our action (H-8.4) is played
 *   greedily on the opponent's own evaluation.
 * - the turn: a beam of `OUTER` positions over whole actions (Income, Place, Displace, Move,
 *   Establish, a bonus token, the pawn, H-5.3, H-11, H-14.5) until the turn is over; the best
 *   finished turn wins, by the evaluation margin over the best other seat (a finished game: the
 *   final margin, a win +5). Equal values prefer the shorter plan.
 *
 * The plan is remembered with the position expected before each of its actions; while the game
 * follows it, the next action is answered at once, otherwise the turn is planned again from the
 * position as it is. The planner reads only the determinized state it is given.
 */
import { hansa, type HansaAction, type HansaState } from '@tabula/hansa';
import { routeAllowedNow } from '../evaluation/hansa';
import type { Planner } from '../games/types';
import { acting, type Line, marginOf, type Plan, planOf, stateKey, topOf, wins } from './hansaLine';
import { stallTracker } from './hansaStall';

const OUTER = 3;
const INNER = 3;
/** Whole actions (tokens and pawn moves included) in one planned turn, at most. */
const MAX_ACTIONS = 9;
/**
 * Positions tried per plan, at most (about 30 µs each): once spent, the best line so far is
 * played — finished or not — and the rest of the turn is planned when it comes.
 */
const BUDGET = 1500;
/** Small steps inside one action, at most (a Move of 5 pieces lifts 5 and puts 5). */
const MAX_STEPS = 14;

/**
 * Other seats' decisions inside our action (a relocation, H-8.4) are taken as the rules list them
 * first: the nearest free posts, extras taken. Scoring each would cost more than the rest of the
 * plan, and where the pieces go matters less to our plan than that they come back.
 */
function settle(s: HansaState, seat: number): HansaState {
  for (let guard = 0; guard < 20 && !s.over; guard++) {
    const top = topOf(s);
    if (!top || top.seat === seat) return s;
    s = hansa.applyListed(s, top.seat, hansa.legalActions(s, top.seat)[0]!).state;
  }
  return s;
}

/**
 * What a finished game the seat won is worth beyond its margin: more than any position still in
 * play. The evaluation of a live position counts what abilities, Kontors and routes will still
 * bring (`evaluation/hansa.ts`), so a leader's final margin is below its estimate; with only +5
 * for the win, a seat at 19 PP with its supplies empty saw the Establish that ends the game
 * (H-10.5, H-12.1a) as a loss and ended turn after turn without acting.
 */
const SURE_WIN = 1000;

/** One planning run: whose plan, the stall-breaker's bonus per Establish, positions left to try. */
interface Ctx {
  seat: number;
  urgency: number;
  budget: number;
}

function extend(line: Line, ctx: Ctx, a: HansaAction): Line | null {
  const seat = ctx.seat;
  ctx.budget--;
  let s: HansaState;
  try {
    s = settle(hansa.apply(line.s, seat, a).state, seat);
  } catch {
    return null;
  }
  const established = line.established + (a.type === 'establish' ? 1 : 0);
  // Stalled (see `urgency`): play for oneself, so mutual blocking (every route shared, H-10.1)
  // dissolves instead of lasting for ever.
  // Readiness only counts in a stall: outside one it would cost a pass over the routes per step.
  const stallBonus = ctx.urgency ? ctx.urgency * (established + 0.5 * readiness(s, seat)) : 0;
  const v =
    marginOf(s, seat, ctx.urgency ? 0 : 1) - 0.001 * (line.length + 1) + stallBonus + (wins(s, seat) ? SURE_WIN : 0);
  return { s, parent: line, act: a, length: line.length + 1, established, v };
}

/**
 * How close the seat is to an Establish it may make (H-10.1, H-14.6): the best route it holds
 * alone and could fill with the pieces it has (supplies and posts), by its share of the posts
 * squared, halved while the 2-player pawn forbids it. In a stall this leads the way over several
 * turns — pieces moved onto one route, the pawn walked to it — where no single turn reaches an
 * Establish (seats with their last pieces on part-filled routes, or on a route longer than their
 * pieces, ended their turns at once for ever).
 */
function readiness(s: HansaState, seat: number): number {
  const p = s.seats[seat]!;
  let pieces = p.personal.t + p.personal.m + p.general.t + p.general.m;
  for (const posts of s.posts) for (const code of posts) if (code >= 0 && code >> 1 === seat) pieces++;
  let best = 0;
  for (let r = 0; r < s.posts.length; r++) {
    const posts = s.posts[r]!;
    if (posts.length > pieces) continue;
    let own = 0;
    let other = false;
    for (const code of posts) {
      if (code < 0) continue;
      if (code >> 1 === seat) own++;
      else other = true;
    }
    if (other || own === 0) continue;
    const share = own / posts.length;
    const x = share * share * (routeAllowedNow(s, r) ? 1 : 0.5);
    if (x > best) best = x;
  }
  return best;
}

/** The best `k` lines, one per position. */
function best(lines: Line[], k: number): Line[] {
  lines.sort((x, y) => y.v - x.v);
  const out: Line[] = [];
  const seen = new Set<string>();
  for (const l of lines) {
    if (out.length >= k) break;
    const key = JSON.stringify([l.s.posts, l.s.seats, l.s.actionsUsed, l.s.extraActions, l.s.pawn, l.s.pending.length]);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(l);
  }
  return out;
}

/** Every way (within a beam of `INNER`) to finish the action in progress at `start`. */
function complete(start: Line, ctx: Ctx): Line[] {
  const seat = ctx.seat;
  const done: Line[] = [];
  let frontier = [start];
  for (let step = 0; frontier.length && step < MAX_STEPS; step++) {
    const next: Line[] = [];
    for (const line of frontier) {
      if (ctx.budget <= 0 && done.length) break;
      for (const a of hansa.legalActions(line.s, seat)) {
        const l = extend(line, ctx, a);
        if (!l) continue;
        if (!acting(l.s, seat) || l.s.pending.length === 0) done.push(l);
        else next.push(l);
      }
    }
    // Putting lifted pieces (H-9) is done greedily: their order does not matter, their count does.
    const putting = next.length > 0 && topOf(next[0]!.s)?.kind === 'movePut';
    frontier = best(next, putting ? 1 : INNER);
  }
  return done;
}

/** The seat's actions from `s0` until it no longer acts (its turn over, or its decision made). */
function planTurn(s0: HansaState, seat: number, urgency = 0, budget = BUDGET): Plan {
  return planOf(planLines(s0, seat, urgency, budget)[0]!);
}

/**
 * The lines the beam found from `s0`, best first: finished turns and, when the budget ran out,
 * turns still under way (the root itself when nothing could be tried).
 */
export function planLines(s0: HansaState, seat: number, urgency = 0, budget = BUDGET, outer = OUTER): Line[] {
  const ctx: Ctx = { seat, urgency, budget };
  const root: Line = {
    s: s0,
    parent: null,
    act: null,
    length: 0,
    established: 0,
    v: marginOf(s0, seat, urgency ? 0 : 1),
  };
  const finished: Line[] = [];
  let beam: Line[] = [];
  const sort = (lines: Line[]) => {
    for (const l of lines) (acting(l.s, seat) ? beam : finished).push(l);
  };
  if (s0.pending.length) sort(complete(root, ctx));
  else beam = [root];
  for (let depth = 0; beam.length && depth < MAX_ACTIONS && ctx.budget > 0; depth++) {
    const current = beam;
    beam = [];
    const candidates: Line[] = [];
    for (const line of current) {
      if (ctx.budget <= 0) break;
      for (const a of hansa.legalActions(line.s, seat)) {
        const l = extend(line, ctx, a);
        if (!l) continue;
        if (!acting(l.s, seat)) finished.push(l);
        else if (l.s.pending.length === 0) candidates.push(l);
        else for (const c of complete(l, ctx)) (acting(c.s, seat) ? candidates : finished).push(c);
      }
    }
    beam = best(candidates, outer);
  }
  const pool = [...finished, ...beam].sort((x, y) => y.v - x.v);
  return pool.length ? pool : [root];
}

/** One planner per bot: remembers its plan and follows it while the game does. */
export function hansaPlanner(): Planner<HansaState> {
  let plan: Plan | null = null;
  const stall = stallTracker();
  return {
    choose(s: HansaState, seat: number, legal: readonly unknown[]) {
      const urgency = stall(s);
      const legalKeys = legal.map((a) => JSON.stringify(a));
      const key = stateKey(s);
      const at = plan ? plan.keys.indexOf(key) : -1;
      if (plan && at >= 0 && legalKeys.includes(JSON.stringify(plan.acts[at]))) return plan.acts[at];
      plan = planTurn(s, seat, urgency);
      const first = plan.acts[0];
      if (first !== undefined && legalKeys.includes(JSON.stringify(first))) return first;
      return legal[legal.length - 1];
    },
  };
}
