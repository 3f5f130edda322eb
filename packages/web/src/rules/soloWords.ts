/**
 * Rule texts as a solo player should read them (issue 45): a Loyang solo refusal quoted the
 * multi-player part of its rule ("At most two players may choose the same vegetable"), which
 * means nothing alone. The rules logic stays as it is; only what is shown leaves out the words
 * about other players, in every language the reference and the engine speak.
 */
const OTHERS: Record<string, RegExp[]> = {
  'L-2.7': [
    /\s*At most two players may choose the same vegetable\./,
    /\s*Höchstens zwei Spieler dürfen dieselbe Ware wählen\./,
    /\s*Al massimo due giocatori possono scegliere lo stesso ortaggio\./,
    /,\s*at most 2 players per kind/,
  ],
};

/** The text of rule `id` without what concerns other players, for a game with one player. */
export function forSolo(id: string, text: string): string {
  return (OTHERS[id] ?? []).reduce((s, words) => s.replace(words, ''), text);
}
