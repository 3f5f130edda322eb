/**
 * Each seat's mark as one path in a 10-unit box centred on the origin (issue 45: colour is never
 * the only sign of a seat). Data, so that the city's controller mark (a symbol, HansaSymbols.tsx)
 * and the mark on each piece (a picture, pieceArt.ts) are the same shape.
 */
import { SEAT_MARKS } from '../../games/hansa/board/colours';

export const MARK_PATHS: Record<(typeof SEAT_MARKS)[number], string> = {
  dot: 'M-3.2 0A3.2 3.2 0 1 0 3.2 0A3.2 3.2 0 1 0 -3.2 0Z',
  triangle: 'M0 -4.2 L4.4 3.5 H-4.4 Z',
  diamond: 'M0 -4.6 L4 0 L0 4.6 L-4 0 Z',
  cross: 'M-1.5 -4.5 H1.5 V-1.5 H4.5 V1.5 H1.5 V4.5 H-1.5 V1.5 H-4.5 V-1.5 H-1.5 Z',
  bar: 'M-3.8 -1.9 H3.8 A0.8 0.8 0 0 1 4.6 -1.1 V1.1 A0.8 0.8 0 0 1 3.8 1.9 H-3.8 A0.8 0.8 0 0 1 -4.6 1.1 V-1.1 A0.8 0.8 0 0 1 -3.8 -1.9 Z',
};

/** A seat's mark path (the dot for a seat past the fifth, which no game has). */
export const markPath = (seat: number): string => MARK_PATHS[SEAT_MARKS[seat] ?? 'dot'];
