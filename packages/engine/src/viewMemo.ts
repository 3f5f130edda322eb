/**
 * Views that keep what did not change by identity (issue 26): the server sends a seat its view
 * as a patch from the last one (patch.ts), which skips equal objects without looking inside. A
 * game whose states are copy-on-write (a part that is the same object holds the same value) can
 * make the view of such a part once: the same part with the same other inputs (`deps`) gives the
 * same view object. Views so shared must never be edited by their readers.
 */
export class ViewMemo<K extends object, V> {
  private readonly made = new WeakMap<K, Array<{ deps: readonly unknown[]; view: V }>>();

  /** The view made from `key` and `deps` before, or `make()` remembered for them. */
  of(key: K, deps: readonly unknown[], make: () => V): V {
    let list = this.made.get(key);
    if (!list) this.made.set(key, (list = []));
    for (const e of list) if (e.deps.length === deps.length && e.deps.every((d, i) => d === deps[i])) return e.view;
    const view = make();
    // A desk is seen two ways (its owner's, the others'); more than a few entries means the
    // key is shared by unrelated states, which must not grow the list without end.
    if (list.length >= 4) list.shift();
    list.push({ deps, view });
    return view;
  }
}
