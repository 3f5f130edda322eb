/**
 * Each seat's legal actions at a match's current version as JSON: the whole list, spliced into
 * the seat's updates, and each action's own text, by which an action sent back is found in the
 * list (check.ts, issue 43: legality checked once, against the list the server already holds).
 */
import type { Seat } from '@tabula/engine';

export class LegalLists {
  /** Each seat's list as JSON. */
  readonly json: string[] = [];
  /** Each seat's actions as JSON, one string each, and where each text is (built on first lookup). */
  private each: string[][] = [];
  private index: Array<{ of: string[]; at: Map<string, number> } | undefined> = [];

  /** The seat's list at the new version; true when its JSON changed. */
  set(seat: Seat, legal: readonly unknown[]): boolean {
    // Each action's JSON once: the list's JSON is made of them, as JSON.stringify writes an array.
    const each = legal.map((a) => JSON.stringify(a));
    this.each[seat] = each;
    const json = `[${each.join(',')}]`;
    if (json === this.json[seat]) return false;
    this.json[seat] = json;
    return true;
  }

  /** Where `json` (an action as JSON) is in the seat's list, or -1. */
  indexOf(seat: Seat, json: string): number {
    const each = this.each[seat];
    if (!each || each.length === 0) return -1;
    let found = this.index[seat];
    if (!found || found.of !== each) {
      found = { of: each, at: new Map(each.map((a, i) => [a, i])) };
      this.index[seat] = found;
    }
    return found.at.get(json) ?? -1;
  }
}
