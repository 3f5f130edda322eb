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
import { type AnyGame, applyListed, type RandomSource, type Seat } from '@tabula/engine';
import type { GameHeuristic } from '../games/types';
import { rewardsOf } from './reward';
import { rollout } from './rollout';
import type { SearchParams } from './params';
import { addChild, childrenOf, key, keyAt, newNode, type Node, POOL } from './tree';

export type { SearchParams } from './params';

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

/** The seat whose decision the tree branches on at this node (see the file comment). */
function actorOf(active: readonly Seat[], rootSeat: Seat): Seat {
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
        const kids = childrenOf(node, slot, actor, acts);
        let chosen = -1;
        let chosenNode: Node | undefined;
        let untried = 0;
        let bestScore = -Infinity;
        for (let i = 0; i < acts.length; i++) {
          const child = kids[i];
          if (!child) {
            // Reservoir sampling: a uniform choice among untried actions.
            untried++;
            if (rng.int(untried) === 0) chosen = i;
          } else if (untried === 0) {
            child.avail++;
            const score =
              child.total[actor]! / child.visits + explore * Math.sqrt(Math.log(child.avail) / child.visits);
            if (score > bestScore) {
              bestScore = score;
              chosenNode = child;
              chosen = i;
            }
          } else child.avail++;
        }
        if (chosen < 0) break;
        // The root's list is the real position's, maybe not this sample's: checked. Below, the
        // list is the sample's own (contract.ts: applyListed).
        s = node === root ? game.apply(s, actor, acts[chosen]).state : applyListed(game, s, actor, acts[chosen]).state;
        steps++;
        if (untried > 0) {
          chosenNode = newNode(actor, width);
          addChild(node, keyAt(node, slot, actor, acts, chosen), acts, chosen, chosenNode);
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

  const rootKeys = legal.map((a) => key(seat, a));
  const visits = rootKeys.map((k) => root.children!.get(k)?.visits ?? 0);
  let best = 0;
  for (let i = 1; i < legal.length; i++) {
    const a = root.children!.get(rootKeys[i]!);
    const b = root.children!.get(rootKeys[best]!);
    if (visits[i]! > visits[best]! || (a && b && visits[i] === visits[best] && a.total[seat]! > b.total[seat]!))
      best = i;
  }
  const means = rootKeys.map((k) => {
    const n = root.children!.get(k);
    return n?.visits ? n.total.map((x) => x / n.visits) : [];
  });
  const value = root.total.map((x) => (root.visits ? x / root.visits : 0.5));
  return { action: legal[best], stats: { iterations, ms: performance.now() - t0, errors, visits, means, value } };
}
