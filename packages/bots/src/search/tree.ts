/**
 * The search tree's nodes and how a node finds, among a legal list, the actions it has children
 * for. Children are keyed by the acting seat and the action's JSON text; working that text out
 * for every legal action at every visit was the largest cost of a Hansa search (lists of hundreds
 * of posts), so a node remembers what it matched before and the text is written only for actions
 * it has not seen in that place. Every way below gives the child the key would give.
 */
import type { Seat } from '@tabula/engine';
import { sameJson } from './sameJson';

export interface Node {
  seat: Seat;
  visits: number;
  avail: number;
  /** Sum of rewards per seat. */
  total: number[];
  children: Map<string, Node> | null;
  /** See `Known`: set once the node has been visited `KNOW_FROM` times. */
  known: Known | null;
  /** See `Seen`: the legal list of the node's last visit, until `known` takes over. */
  seen: Seen | null;
}

/**
 * A busy node's legal actions per determinization. In pool sample i the path to a node always
 * leads to the same state (`apply` is deterministic, states immutable), so its legal list is the
 * same list on every visit: its actions' keys are worked out once per sample, as small ids into
 * the node's children.
 */
interface Known {
  ids: Map<string, number>;
  keys: string[];
  child: Array<Node | undefined>;
  bySample: Array<Int32Array | undefined>;
  /** The list last learned: the next sample's list mostly repeats it (see `Seen`). */
  last: { actor: Seat; acts: readonly unknown[]; ids: Int32Array } | null;
}

/**
 * The legal list of a node's last visit and the child of each of its actions. Determinizations
 * mostly differ in little, so the next visit's list is mostly the same actions in the same places:
 * an action equal to the one in its place last time (`sameJson`) has the same child, and only the
 * others are looked up by key.
 */
interface Seen {
  actor: Seat;
  acts: unknown[];
  child: Array<Node | undefined>;
}

/** Determinizations sampled per decision (`ismcts.ts`'s loop): a node's lists per sample are kept by slot. */
export const POOL = 32;

/** Visits after which a node remembers its lists per sample: one per sample (few nodes are this busy). */
const KNOW_FROM = POOL;

export const key = (seat: Seat, action: unknown) => `${seat}|${JSON.stringify(action)}`;

export function newNode(seat: Seat, width: number): Node {
  return {
    seat,
    visits: 0,
    avail: 1,
    total: new Array<number>(width).fill(0),
    children: null,
    known: null,
    seen: null,
  };
}

/** Per action of `acts`, reused between calls: what `childrenOf` answers for a busy node. */
const scratch: Array<Node | undefined> = [];

/**
 * The child of `node` for each action of `acts` (`undefined`: untried), in pool sample `slot`.
 * Read it before the next call; `addChild` keeps the node's memory right after an expansion.
 */
export function childrenOf(
  node: Node,
  slot: number,
  actor: Seat,
  acts: readonly unknown[],
): ArrayLike<Node | undefined> {
  if (node.known || node.visits >= KNOW_FROM) {
    node.seen = null;
    const known = node.known?.bySample[slot] ?? learn(node, slot, actor, acts);
    const child = node.known!.child;
    scratch.length = acts.length;
    for (let i = 0; i < acts.length; i++) scratch[i] = child[known[i]!];
    return scratch;
  }
  const seen = node.seen;
  const children = node.children!;
  if (seen && seen.actor === actor && seen.acts.length === acts.length) {
    // The remembered actions are kept where they match, not replaced by this visit's equal ones:
    // lists kept alive from visit to visit are what the garbage collector copies.
    const before = seen.acts;
    const child = seen.child;
    for (let i = 0; i < acts.length; i++)
      if (acts[i] !== before[i] && !sameJson(acts[i], before[i])) {
        before[i] = acts[i];
        child[i] = children.get(key(actor, acts[i]));
      }
    return child;
  }
  const child = new Array<Node | undefined>(acts.length);
  for (let i = 0; i < acts.length; i++) child[i] = children.size ? children.get(key(actor, acts[i])) : undefined;
  node.seen = { actor, acts: acts.slice(), child };
  return child;
}

/** Adds the child for `acts[chosen]`, whose key is `k`, and updates what the node remembers. */
export function addChild(node: Node, k: string, acts: readonly unknown[], chosen: number, child: Node): void {
  node.children!.set(k, child);
  const id = node.known?.ids.get(k);
  if (id !== undefined) node.known!.child[id] = child;
  // `childrenOf` has just matched `seen` to `acts` place by place. A list may name the same
  // action twice: every place of it now has this child.
  const seen = node.seen;
  if (seen)
    for (let i = 0; i < acts.length; i++) if (i === chosen || sameJson(acts[i], acts[chosen])) seen.child[i] = child;
}

/** The key of `acts[i]` at `node` in pool sample `slot`, from the node's memory when it has it. */
export function keyAt(node: Node, slot: number, actor: Seat, acts: readonly unknown[], i: number): string {
  const ids = node.known?.bySample[slot];
  return ids ? node.known!.keys[ids[i]!]! : key(actor, acts[i]);
}

/** The ids of `acts`' keys at `node` (assigning new ones), remembered for pool sample `slot`. */
function learn(node: Node, slot: number, actor: Seat, acts: readonly unknown[]): Int32Array {
  const known: Known = (node.known ??= {
    ids: new Map<string, number>(),
    keys: [] as string[],
    child: [] as Array<Node | undefined>,
    bySample: [] as Array<Int32Array | undefined>,
    last: null,
  });
  const ids = new Int32Array(acts.length);
  const last = known.last?.actor === actor ? known.last : null;
  for (let i = 0; i < acts.length; i++) {
    if (last && i < last.acts.length && (acts[i] === last.acts[i] || sameJson(acts[i], last.acts[i]))) {
      ids[i] = last.ids[i]!;
      continue;
    }
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
  known.last = { actor, acts, ids };
  return ids;
}
