/**
 * The light on a cube's top face, from the upper left (issue 45). Data, so that the board's tiles
 * and shields (the `hansa-lit` gradient, HansaSymbols.tsx) and each trader's picture (pieceArt.ts)
 * are lit alike.
 */
export const LIT_STOPS: readonly { offset: number; opacity: number }[] = [
  { offset: 0, opacity: 0.55 },
  { offset: 0.6, opacity: 0.12 },
  { offset: 1, opacity: 0 },
];
