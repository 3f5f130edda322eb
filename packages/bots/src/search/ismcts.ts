/**
 * Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse
 * 2012) over the engine contract.
 *
 * Each iteration:
 * 1. Determinize: `game.determinize(view, seat, rng)` samples a full state consistent with the
 *    bot's own view. The real state is never read, so the bot cannot peek. Up to `POOL` samples
 *    are drawn per decision and the iterations cycle through them.
 * 2. Select: walk down the tree. A node's children are (seat, action) pairs; at each node the
 *    seat to act is the one the state names (for simultaneous seats: the bot's own seat first,
 *    then the others in seat order after it, so opponents are modelled as if they saw our choice —
 *    pessimistic, never exploiting information we cannot have). Because games split big choices
 *    into small pending decisions, every legal action is one small branch. Among the children legal
 *    in this determinization, pick by UCB1 with availability counts: mean reward of the acting seat
 *    + c·range·sqrt(ln(availability) / visits), where range is the spread of rewards seen so far.
 * 3. Expand one untried legal action (chosen at random).
 * 4. Roll out: random play with the engine's termination rule (or ε-greedy on the game's
 *    evaluation when `rollout: 'heuristic'`), cut after `depth` actions when the game has an
 *    evaluation module (depth 0: the new leaf is evaluated at once); otherwise played to the end.
 * 5. Back up the per-seat reward vector (see `reward.ts`) along the path.
 * The chosen action is the most visited child of the root among the caller's legal actions.
 */
import { type AnyGame, chooseRandom, newRandomMemory, type RandomSource, type Seat } from '@tabula/engine';
import type { GameHeuristic } from '../heuristics';
import { rewardsOf } from './reward';

export interface SearchParams {
  /** Iterations per decision (deterministic), or… */
  iters?: number;
  /** …milliseconds per decision. */
  ms?: number;
  /** UCB exploration constant. */
  c: number;
  rollout: 'random' | 'heuristic';
  /** Rollout cut-off in actions when an evaluation exists; 0 = to the end. */
  depth: number;
}

export interface SearchStats {
  iterations: number;
  ms: number;
  /** Iterations abandoned because the game threw (a determinization the rules reject). */
  errors: number;
  /** Visits per root action, in the order of `legal`. */
  visits: number[];
  /** Per root action, in the order of `legal`: the mean reward of every seat (empty when unvisited). */
  means: number[][];
  /** The mean reward of every seat over all iterations: the position's value as searched. */
  value: number[];
}

interface Node {
  seat: Seat;
  visits: number;
  avail: number;
  /** Sum of rewards per seat. */
  total: number[];
  children: Map<string, Node> | null;
  /** See `Known`: set once the node has been visited `KNOW_FROM` times. */
  known: Known | null;
}

/**
 * A busy node's legal actions per determinization. In pool sample i the path to a node always
 * leads to the same state (`apply` is deterministic, states immutable), so its legal list is the
 * same list on every visit: its actions' keys are worked out once per sample, as small ids into
 * the node's children, instead of a JSON text and a hash lookup per action per visit (the search's
 * largest cost in Hansa, whose lists run to hundreds of posts). The same choices, faster.
 */
interface Known {
  ids: Map<string, number>;
  keys: string[];
  child: Array<Node | undefined>;
  bySample: Array<Int32Array | undefined>;
}


/** Determinizations sampled per decision (see the loop). */
export const POOL = 32;

/** Visits after which a node remembers its lists (few nodes are this busy, so memory stays small). */
const KNOW_FROM = POOL;

const key = (seat: Seat, action: unknown) => `${seat}|${JSON.stringify(action)}`;

function newNode(seat: Seat, width: number): Node {
  return { seat, visits: 0, avail: 1, total: new Array<number>(width).fill(0), children: null, known: null };
}

/** The ids of `acts`' keys at `node` (assigning new ones), remembered for pool sample `slot`. */
function learn(node: Node, slot: number, actor: Seat, acts: readonly unknown[]): Int32Array {
  const known: Known = (node.known ??= { ids: new Map<string, number>(), keys: [] as string[], child: [] as Array<Node | undefined>, bySample: [] as Array<Int32Array | undefined> });
  const ids = new Int32Array(acts.length);
  for (let i = 0; i < acts.length; i++) {
    const k = key(actor, acts[i]);
    let id = known.ids.get(k);
    if (id === undefined) {
      id = known.keys.length;
      known.ids.set(k, id);
      known.keys.push(k);
      known.child.push(node.children!.get(k));
    }
    ids[i] = id;
  }
  known.bySample[slot] = ids;
  return ids;
}

/** The seat whose decision the tree branches on at this node (see the file comment). */
export function actorOf(active: readonly Seat[], rootSeat: Seat): Seat {
  if (active.length === 1) return active[0]!;
  let best = active[0]!;
  let bestD = Infinity;
  for (const s of active) {
    const d = s >= rootSeat ? s - rootSeat : s - rootSeat + 1000;
    if (d < bestD) {
      bestD = d;
      best = s;
    }
  }
  return best;
}

export function ismcts(
  game: AnyGame,
  view: unknown,
  seat: Seat,
  legal: readonly unknown[],
  p: SearchParams,
  rng: RandomSource,
  h: GameHeuristic | undefined,
): { action: unknown; stats: SearchStats } {
  if (!game.determinize) throw new Error(`${game.id} has no determinize: the search bot needs it`);
  const width = game.facts.maxPlayers;
  const root = newNode(seat, width);
  root.children = new Map();
  const rootKeys = legal.map((a) => key(seat, a));
  const t0 = performance.now();
  const deadline = p.ms !== undefined ? t0 + p.ms : Infinity;
  const maxIters = p.iters ?? (p.ms !== undefined ? Infinity : 1000);
  const limit = game.facts.maxActions;
  const cutoff = h ? p.depth : limit;
  let iterations = 0;
  let errors = 0;
  const path: Node[] = [];
  const pool: unknown[] = [];
  // Exploration is scaled by the spread of the rewards seen so far, so that games whose rewards
  // differ by little (a solo score of 17 against 18) are searched as sharply as win/loss games.
  let lo = Infinity;
  let hi = -Infinity;
  let explore = p.c;

  while (iterations < maxIters && (iterations === 0 || performance.now() < deadline)) {
    iterations++;
    path.length = 0;
    path.push(root);
    let rewards: number[] | null;
    try {
      // Determinizations are pooled: iteration i plays in sample i mod POOL, so the cost of
      // sampling is paid POOL times per decision, not once per iteration (states are immutable).
      const slot = (iterations - 1) % POOL;
      let s = pool[slot] ?? (pool[slot] = game.determinize(view, seat, rng));
      let node = root;
      let steps = 0;
      // Selection and expansion.
      for (;;) {
        const active: Seat[] = game.activeSeats(s);
        if (active.length === 0 || steps >= limit) break;
        const actor = node === root ? seat : actorOf(active, seat);
        const acts: readonly unknown[] = node === root ? legal : game.legalActions(s, actor);
        if (!node.children) node.children = new Map();
        const known = node === root ? null : (node.known?.bySample[slot] ?? (node.visits >= KNOW_FROM ? learn(node, slot, actor, acts) : null));
        const byId = node.known?.child;
        let chosen = -1;
        let chosenNode: Node | undefined;
        let untried = 0;
        let bestScore = -Infinity;
        for (let i = 0; i < acts.length; i++) {
          const child = known ? byId![known[i]!] : node.children.get(node === root ? rootKeys[i]! : key(actor, acts[i]));
          if (!child) {
            // Reservoir sampling: a uniform choice among untried actions.
            untried++;
            if (rng.int(untried) === 0) chosen = i;
          } else if (untried === 0) {
            child.avail++;
            const score = child.total[actor]! / child.visits + explore * Math.sqrt(Math.log(child.avail) / child.visits);
            if (score > bestScore) {
              bestScore = score;
              chosenNode = child;
              chosen = i;
            }
          } else child.avail++;
        }
        if (chosen < 0) break;
        s = game.apply(s, actor, acts[chosen]).state;
        steps++;
        if (untried > 0) {
          const k = node === root ? rootKeys[chosen]! : known ? node.known!.keys[known[chosen]!]! : key(actor, acts[chosen]);
          chosenNode = newNode(actor, width);
          node.children.set(k, chosenNode);
          if (node.known) {
            const id = node.known.ids.get(k);
            if (id !== undefined) node.known.child[id] = chosenNode;
          }
          path.push(chosenNode);
          node = chosenNode;
          break;
        }
        path.push(chosenNode!);
        node = chosenNode!;
      }
      s = rollout(game, s, rng, p, h, Math.min(cutoff, limit - steps));
      rewards = rewardsOf(game, s, h);
    } catch {
      errors++;
      continue;
    }
    if (rewards)
      for (const r of rewards) {
        if (r < lo) lo = r;
        if (r > hi) hi = r;
      }
    explore = p.c * Math.max(hi - lo, 1e-3);
    for (const n of path) {
      n.visits++;
      if (rewards) for (let i = 0; i < rewards.length; i++) n.total[i]! += rewards[i]!;
      else for (let i = 0; i < width; i++) n.total[i]! += 0.5;
    }
  }

  const visits = rootKeys.map((k) => root.children!.get(k)?.visits ?? 0);
  let best = 0;
  for (let i = 1; i < legal.length; i++) {
    const a = root.children!.get(rootKeys[i]!);
    const b = root.children!.get(rootKeys[best]!);
    if (visits[i]! > visits[best]! || (a && b && visits[i] === visits[best] && a.total[seat]! > b.total[seat]!)) best = i;
  }
  const means = rootKeys.map((k) => {
    const n = root.children!.get(k);
    return n && n.visits ? n.total.map((x) => x / n.visits) : [];
  });
  const value = root.total.map((x) => (root.visits ? x / root.visits : 0.5));
  return { action: legal[best], stats: { iterations, ms: performance.now() - t0, errors, visits, means, value } };
}

function rollout(
  game: AnyGame,
  state: unknown,
  rng: RandomSource,
  p: SearchParams,
  h: GameHeuristic | undefined,
  maxSteps: number,
): unknown {
  let s = state;
  const memory = newRandomMemory(game.facts.maxPlayers);
  for (let step = 0; step < maxSteps; step++) {
    const active: Seat[] = game.activeSeats(s);
    if (active.length === 0) break;
    const actor = active.length === 1 ? active[0]! : active[rng.int(active.length)]!;
    const legal: unknown[] = game.legalActions(s, actor);
    let a: unknown;
    if (p.rollout === 'heuristic' && h && legal.length > 1 && rng.next() < 0.5) a = greedyStep(game, s, actor, legal, h, rng);
    else a = chooseRandom(game, legal, actor, rng, memory);
    s = game.apply(s, actor, a).state;
  }
  return s;
}

/** The action whose result the evaluation likes best for `seat` (at most 8 sampled candidates). */
function greedyStep(game: AnyGame, s: unknown, seat: Seat, legal: unknown[], h: GameHeuristic, rng: RandomSource): unknown {
  let best = legal[0];
  let bestV = -Infinity;
  const n = Math.min(legal.length, 8);
  for (let k = 0; k < n; k++) {
    const a = legal.length <= 8 ? legal[k] : legal[rng.int(legal.length)];
    const v = h.evaluate(game.apply(s, seat, a).state, seat);
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}
