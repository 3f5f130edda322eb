/**
 * Views that keep what did not change by identity (issue 26): the server sends a seat its view
 * as a patch from the last one (patch.ts), which skips equal objects without looking inside. A
 * game whose states are copy-on-write (a part that is the same object holds the same value) can
 * make the view of such a part once: the same part with the same other inputs (`deps`) gives the
 * same view object. Views so shared must never be edited by their readers.
 *
 * A resident match keeps one entry per part of its current state (a Hansa match: some sixty), so
 * an entry is one small object chained from the part (issue 46: a list per part, grown by `push`
 * to seventeen slots, had made the memo a resident match's largest cost).
 */
interface Entry<V> {
  readonly deps: readonly unknown[];
  readonly view: V;
  next: Entry<V> | undefined;
}

/** A desk is seen two ways (its owner's, the others'); more means a part shared by unrelated states. */
const MAX_ENTRIES = 4;

function sameDeps(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export class ViewMemo<K extends object, V> {
  private readonly made = new WeakMap<K, Entry<V>>();

  /** The view made from `key` and `deps` before, or `make()` remembered for them (newest first). */
  of(key: K, deps: readonly unknown[], make: () => V): V {
    const head = this.made.get(key);
    for (let e = head; e; e = e.next) if (sameDeps(e.deps, deps)) return e.view;
    const view = make();
    // Keep the newest MAX_ENTRIES: the new one and three before it.
    let last = head;
    for (let n = 1; last && n < MAX_ENTRIES - 1; n++) last = last.next;
    if (last) last.next = undefined;
    this.made.set(key, { deps, view, next: head });
    return view;
  }
}
