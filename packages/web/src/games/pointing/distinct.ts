/**
 * Actions told apart by what they say: of several with the same words (two copies of one card,
 * two equal offers of a stall) only the first is offered — choosing either is the same move for
 * the player (issue 24: identical entries merged).
 */
export function distinct<A>(actions: readonly A[], describe: (a: A) => string): Array<{ action: A; text: string }> {
  const seen = new Set<string>();
  const out: Array<{ action: A; text: string }> = [];
  for (const action of actions) {
    // Each action is put in words once: the same words are the entry's label.
    const text = describe(action);
    if (seen.has(text)) continue;
    seen.add(text);
    out.push({ action, text });
  }
  return out;
}
