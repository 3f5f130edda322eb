/** Colours of the Hansa board: each seat's pieces, and the privilege colours of Kontors (H-2). */
export const SEAT_COLOURS = ['#c0392b', '#2471a3', '#d4ac0d', '#239b56', '#7d3c98'];

export const PRIV: Record<string, string> = { white: '#f4f1ea', orange: '#f0a040', pink: '#e58fb8', black: '#333' };
