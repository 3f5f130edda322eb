/**
 * The player desk (H-3): five tracks, each a row of printed values; the current value is the
 * rightmost uncovered space, i.e. `values[removed]`.
 */
import type { Ability } from './map';
import { ABILITIES, type PlayerState } from './types';

/** Printed values per track (H-3.1–H-3.5, A-2, A-3). Bursa "C" = all is `Infinity`. */
export const TRACK_VALUES: Record<Ability, readonly number[]> = {
  clavisUrbis: [1, 2, 2, 3, 4],
  actiones: [2, 3, 3, 4, 4, 5],
  privilegium: [0, 1, 2, 3],
  liberSophiae: [2, 3, 4, 5],
  bursa: [3, 5, 7, Infinity],
};

export const ABILITY_INDEX: Record<Ability, number> = {
  clavisUrbis: 0,
  actiones: 1,
  privilegium: 2,
  liberSophiae: 3,
  bursa: 4,
};

/** Pieces covering a track at setup (H-3): its length minus the free leftmost space. */
export function trackPieces(a: Ability): number {
  return TRACK_VALUES[a].length - 1;
}

export function abilityValue(p: PlayerState, a: Ability): number {
  return TRACK_VALUES[a][p.desk[ABILITY_INDEX[a]]!]!;
}

/** H-3.7: a track with no pieces left is fully developed. */
export function fullyDeveloped(p: PlayerState, a: Ability): boolean {
  return p.desk[ABILITY_INDEX[a]]! >= trackPieces(a);
}

/** Pieces still on the desk: traders on four tracks, merchants on Liber Sophiae (H-3.6). */
export function deskPieces(p: PlayerState): { t: number; m: number } {
  let t = 0;
  for (const a of ABILITIES) if (a !== 'liberSophiae') t += trackPieces(a) - p.desk[ABILITY_INDEX[a]]!;
  return { t, m: trackPieces('liberSophiae') - p.desk[ABILITY_INDEX.liberSophiae]! };
}

export function isAbility(x: unknown): x is Ability {
  return typeof x === 'string' && Object.hasOwn(ABILITY_INDEX, x);
}
