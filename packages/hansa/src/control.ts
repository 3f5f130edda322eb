/**
 * City control (H-10.4), Kontor networks (H-13.6, A-16) and the East–West connection
 * (H-10.11, A-17). Pure reads of the state.
 */
import type { Seat } from '@tabula/engine';
import { BOARDS } from './map';
import { EMPTY, type HansaState } from './types';

/**
 * H-10.4: most Kontors (extra Kontors count); on a tie, the tied player whose rightmost Kontor
 * sits further right. Printed spaces outrank every extra Kontor; of two extra Kontors the one
 * further right (older) ranks higher (H-11.4). Null when the city has no Kontor.
 */
export function controller(s: HansaState, city: number): Seat | null {
  const printed = s.kontors[city]!;
  const extras = s.extraKontors[city]!;
  if (extras.length === 0 && printed[0] === EMPTY) return null;
  const n = new Array<number>(s.players).fill(0);
  const best = new Array<number>(s.players).fill(-1);
  // Rank: extras left to right 0..e-1, then printed spaces e..; higher = further right.
  extras.forEach((pc, j) => {
    const o = pc >> 1;
    n[o]! += 1;
    best[o] = Math.max(best[o]!, j);
  });
  printed.forEach((pc, i) => {
    if (pc === EMPTY) return;
    const o = pc >> 1;
    n[o]! += 1;
    best[o] = Math.max(best[o]!, extras.length + i);
  });
  let who = -1;
  for (let o = 0; o < s.players; o++) {
    if (n[o] === 0) continue;
    if (who === -1 || n[o]! > n[who]! || (n[o] === n[who] && best[o]! > best[who]!)) who = o;
  }
  return who === -1 ? null : who;
}

/** Kontors of `seat` in `city` (printed and extra). */
function kontorsOf(s: HansaState, city: number, seat: Seat): number {
  let k = 0;
  for (const pc of s.kontors[city]!) if (pc !== EMPTY && pc >> 1 === seat) k++;
  for (const pc of s.extraKontors[city]!) if (pc >> 1 === seat) k++;
  return k;
}

/** H-13.6: the largest group of adjacent cities holding the seat's Kontors, counted in Kontors. */
export function largestNetwork(s: HansaState, seat: Seat): number {
  const board = BOARDS[s.board];
  const nCities = s.kontors.length;
  const mine = new Array<number>(nCities);
  for (let c = 0; c < nCities; c++) mine[c] = kontorsOf(s, c, seat);
  const seen = new Array<boolean>(nCities).fill(false);
  let best = 0;
  for (let c = 0; c < nCities; c++) {
    if (seen[c] || mine[c] === 0) continue;
    let total = 0;
    const stack = [c];
    seen[c] = true;
    while (stack.length) {
      const x = stack.pop()!;
      total += mine[x]!;
      for (const y of board.cityNeighbours[x]!)
        if (!seen[y] && mine[y]! > 0) {
          seen[y] = true;
          stack.push(y);
        }
    }
    best = Math.max(best, total);
  }
  return best;
}

/** H-10.11: an unbroken chain of adjacent cities, each with a Kontor of `seat`, Arnheim to Stendal. */
export function connectsEastWest(s: HansaState, seat: Seat): boolean {
  const board = BOARDS[s.board];
  if (kontorsOf(s, board.arnheim, seat) === 0) return false;
  const seen = new Array<boolean>(s.kontors.length).fill(false);
  const stack = [board.arnheim];
  seen[board.arnheim] = true;
  while (stack.length) {
    const x = stack.pop()!;
    if (x === board.stendal) return true;
    for (const y of board.cityNeighbours[x]!)
      if (!seen[y] && kontorsOf(s, y, seat) > 0) {
        seen[y] = true;
        stack.push(y);
      }
  }
  return false;
}
