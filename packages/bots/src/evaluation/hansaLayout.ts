/**
 * Control and networks per Kontor layout for the Hansa evaluation (`hansa.ts`): who controls each
 * city and each seat's largest network depend on the Kontors only, so they are computed once per
 * layout — the state shares its Kontor arrays until one changes.
 */
import { BOARDS, type HansaState } from '@tabula/hansa';

/** Control and networks per Kontor layout (H-10.4, H-13.6). */
export interface Layout {
  extras: number[][];
  /** Controller per city, -1 when none. */
  controller: Int8Array;
  /** Per seat: own Kontors per city. */
  own: Int8Array[];
  /** Per seat: Kontors in the largest network, and the cities of that network. */
  network: number[];
  /** Per seat: cities it controls. */
  controlled: number[];
}

const layouts = new WeakMap<number[][], Layout>();

export function layoutOf(s: HansaState): Layout {
  const hit = layouts.get(s.kontors);
  if (hit && hit.extras === s.extraKontors) return hit;
  const n = s.kontors.length;
  const controller = new Int8Array(n).fill(-1);
  const own = Array.from({ length: s.players }, () => new Int8Array(n));
  const controlled = new Array<number>(s.players).fill(0);
  for (let c = 0; c < n; c++) {
    const extras = s.extraKontors[c]!;
    const printed = s.kontors[c]!;
    // Rank: extras left to right, then printed spaces; further right ranks higher (H-10.4, H-11.4).
    const best = new Array<number>(s.players).fill(-1);
    extras.forEach((pc, j) => {
      own[pc >> 1]![c]!++;
      best[pc >> 1] = Math.max(best[pc >> 1]!, j);
    });
    printed.forEach((pc, i) => {
      if (pc < 0) return;
      own[pc >> 1]![c]!++;
      best[pc >> 1] = Math.max(best[pc >> 1]!, extras.length + i);
    });
    let who = -1;
    for (let o = 0; o < s.players; o++) {
      const k = own[o]![c]!;
      if (k === 0) continue;
      if (who === -1 || k > own[who]![c]! || (k === own[who]![c]! && best[o]! > best[who]!)) who = o;
    }
    controller[c] = who;
    if (who >= 0) controlled[who]!++;
  }
  const neighbours = BOARDS[s.board].cityNeighbours;
  const network = own.map((mine) => {
    const seen = new Uint8Array(n);
    let top = 0;
    for (let c = 0; c < n; c++) {
      if (seen[c] || mine[c] === 0) continue;
      let total = 0;
      const stack = [c];
      seen[c] = 1;
      while (stack.length) {
        const x = stack.pop()!;
        total += mine[x]!;
        for (const y of neighbours[x]!)
          if (!seen[y] && mine[y]! > 0) {
            seen[y] = 1;
            stack.push(y);
          }
      }
      if (total > top) top = total;
    }
    return top;
  });
  const out: Layout = { extras: s.extraKontors, controller, own, network, controlled };
  layouts.set(s.kontors, out);
  return out;
}
