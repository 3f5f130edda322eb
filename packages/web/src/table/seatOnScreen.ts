/**
 * Hot-seat (a server match with several seats on this device, or a game on this device): whose
 * table to show. The seat shown keeps the device while it has something to do; otherwise the
 * first seat that does; with nobody to act, the one shown (else `first`). When the answer is not
 * the seat shown, the device is handed over first.
 */
export function seatOnScreen(acting: readonly number[], shown: number | null, first: number | null): number | null {
  if (shown !== null && acting.includes(shown)) return shown;
  if (acting.length) return acting[0]!;
  return shown ?? first;
}
