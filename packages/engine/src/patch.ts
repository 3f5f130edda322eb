/**
 * View patches (issue 26): what changed between two JSON values, as a short list of operations,
 * so a server sends a seat only what its view gained or lost since the version it last saw, and
 * a client rebuilds the new view from the old one. Game views keep unchanged parts of the state
 * by identity (copy-on-write states), so `diff` skips them without looking inside.
 *
 * An operation is `[path, value]`: set the value at `path` (the empty path: the whole value). An
 * array whose length changed, or an object whose keys did, is set whole: the views' growing
 * arrays are short (a Discard pile, a hand), and the patched value keeps `b`'s key order. `[path]`
 * removes a key; `diff` does not make it, but a patch may carry it.
 */

export type PatchPath = Array<string | number>;
export type PatchOp = [path: PatchPath] | [path: PatchPath, value: unknown];

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The keys (with a value) of `b` when `a` has the same ones in the same order, else null. An
 * object whose keys changed is set whole, so the patched value is `b` to the letter — the same
 * JSON text, key order included, not only an equal value.
 */
function sameKeys(a: Obj, b: Obj): string[] | null {
  const kb: string[] = [];
  for (const k in b) if (b[k] !== undefined) kb.push(k);
  let i = 0;
  for (const k in a) {
    if (a[k] === undefined) continue;
    if (kb[i] !== k) return null;
    i++;
  }
  return i === kb.length ? kb : null;
}

/** The operations that turn `a` into `b` (JSON values; `undefined` members count as absent). */
export function diff(a: unknown, b: unknown): PatchOp[] {
  const ops: PatchOp[] = [];
  walk(a, b, [], ops);
  return ops;
}

function walk(a: unknown, b: unknown, path: PatchPath, ops: PatchOp[]): void {
  if (a === b) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) {
      ops.push([path.slice(), b]);
      return;
    }
    for (let i = 0; i < b.length; i++) {
      if (a[i] === b[i]) continue;
      path.push(i);
      walk(a[i], b[i], path, ops);
      path.pop();
    }
    return;
  }
  if (isObject(a) && isObject(b)) {
    const keys = sameKeys(a, b);
    if (keys === null) {
      ops.push([path.slice(), b]);
      return;
    }
    for (const k of keys) {
      const av = a[k];
      const bv = b[k];
      if (av === bv) continue;
      path.push(k);
      walk(av, bv, path, ops);
      path.pop();
    }
    return;
  }
  ops.push([path.slice(), b]);
}

/**
 * `base` with `ops` applied, leaving `base` untouched: the parts the patch did not reach are
 * `base`'s own objects (so a client's memoised rendering of them stays valid). Throws on a path
 * that does not lead into `base` — a patch made against another version.
 */
export function applyPatch<T = unknown>(base: unknown, ops: readonly PatchOp[]): T {
  let root = base;
  /** Containers this application already copied: changed in place from then on. */
  const fresh = new Set<unknown>();
  const copy = (v: unknown): Obj | unknown[] => {
    if (fresh.has(v)) return v as Obj | unknown[];
    if (Array.isArray(v)) {
      const c = v.slice();
      fresh.add(c);
      return c;
    }
    if (isObject(v)) {
      const c = { ...v };
      fresh.add(c);
      return c;
    }
    throw new Error('patch does not fit this view: a path leads through a value that is not an object or array');
  };
  for (const op of ops) {
    const path = op[0];
    if (path.length === 0) {
      if (op.length === 1) throw new Error('patch does not fit this view: it removes the whole view');
      root = op[1];
      continue;
    }
    root = copy(root);
    let parent = root as Obj;
    for (let i = 0; i < path.length - 1; i++) {
      const k = path[i]!;
      const child = copy(parent[k]);
      parent[k] = child;
      parent = child as Obj;
    }
    const last = path[path.length - 1]!;
    if (op.length === 1) delete parent[last];
    else parent[last] = op[1];
  }
  return root as T;
}
