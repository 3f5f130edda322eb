/**
 * Colours of the Hansa board: each seat's pieces, and the privilege colours of Kontors (H-2).
 *
 * The five seat colours keep the game's red, blue, yellow, green and purple but are tuned apart in
 * lightness as well as hue, so that they stay apart in protanopia, deuteranopia and tritanopia
 * (issue 45; test/hansaColours.test.ts measures it). Colour is never the only sign: every piece
 * also carries its seat's mark (`SEAT_MARKS`, drawn by art/hansa/marks.ts).
 */
export const SEAT_COLOURS = ['#e05a1a', '#1d3f8f', '#f5d33c', '#5fb3a6', '#8a1f5c'];

/** The ink a seat's mark is drawn in on its colour: dark on the light colours, light on the dark ones. */
export const SEAT_INK = ['#1b1208', '#fdf8ec', '#1b1208', '#1b1208', '#fdf8ec'];

/** Each seat's mark on its pieces (issue 45: never colour alone); the names are the symbols' ids. */
export const SEAT_MARKS = ['dot', 'triangle', 'diamond', 'cross', 'bar'] as const;

export const PRIV: Record<string, string> = { white: '#f4f1ea', orange: '#f0a040', pink: '#e58fb8', black: '#333' };
