/**
 * Each seat's legal actions at a match's current version as JSON: the whole list, spliced into
 * the seat's updates, and each action's own text, by which an action sent back is found in the
 * list (check.ts, issue 43: legality checked once, against the list the server already holds).
 */
import type { Seat } from '@tabula/engine';
import { flat, flatJson } from './flatJson';

export class LegalLists {
  /** Each seat's list as JSON. */
  readonly json: string[] = [];
  /** Each seat's actions as JSON, one string each. */
  private each: string[][] = [];

  /** The seat's list at the new version; true when its JSON changed. */
  set(seat: Seat, legal: readonly unknown[]): boolean {
    // Each action's JSON once: the list's JSON is made of them, as JSON.stringify writes an array.
    const each = legal.map((a) => flatJson(a));
    this.each[seat] = each;
    const json = flat(`[${each.join(',')}]`);
    if (json === this.json[seat]) return false;
    this.json[seat] = json;
    return true;
  }

  /**
   * Where `json` (an action as JSON) is in the seat's list, or -1. A scan, not a map: a list is
   * looked up about once before it is replaced, and a map built for that one lookup cost as much
   * time and outlived it, a resident match's largest server-side part (issue 46).
   */
  indexOf(seat: Seat, json: string): number {
    return this.each[seat]?.indexOf(json) ?? -1;
  }
}
