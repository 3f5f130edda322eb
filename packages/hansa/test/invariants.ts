/** Invariants checked after every action of the property tests. */
import { deskPieces } from '../src/desk';
import { ALL_TOKENS, MERCHANTS_PER_COLOUR, TRADERS_PER_COLOUR } from '../src/setup';
import { EMPTY, type HansaState } from '../src/types';

/** Where each piece of `seat` is: every one in exactly one place. */
export function pieceCensus(s: HansaState, seat: number): { t: number; m: number } {
  const p = s.seats[seat]!;
  const desk = deskPieces(p);
  let t = desk.t + p.general.t + p.personal.t + 1; // + the prestige marker (H-4.4)
  let m = desk.m + p.general.m + p.personal.m;
  const add = (pc: number) => {
    if (pc === EMPTY || pc >> 1 !== seat) return;
    if (pc & 1) m++;
    else t++;
  };
  for (const row of s.posts) row.forEach(add);
  for (const row of s.kontors) row.forEach(add);
  for (const row of s.extraKontors) row.forEach(add);
  for (const who of s.coellen) if (who === seat) m++;
  // Pieces in hand during a decision: lifted for a Move, or displaced and not yet back.
  for (const d of s.pending) {
    if (d.seat !== seat) continue;
    if (d.kind === 'moveLift' || d.kind === 'movePut') for (const k of d.hand) k ? m++ : t++;
    if (d.kind === 'relocate' && d.displaced !== null) d.displaced ? m++ : t++;
  }
  return { t, m };
}

export function checkInvariants(s: HansaState, prev: HansaState): void {
  for (let seat = 0; seat < s.players; seat++) {
    const c = pieceCensus(s, seat);
    if (c.t !== TRADERS_PER_COLOUR || c.m !== MERCHANTS_PER_COLOUR)
      throw new Error(`seat ${seat}: ${c.t} traders / ${c.m} merchants accounted for`);
    const p = s.seats[seat]!;
    for (const n of [p.general.t, p.general.m, p.personal.t, p.personal.m])
      if (n < 0) throw new Error(`seat ${seat}: negative supply`);
    if (p.prestige < prev.seats[seat]!.prestige) throw new Error(`seat ${seat}: prestige decreased`);
  }
  // Every bonus token is somewhere: on a route, in the pile, taken, used or on a plate.
  const tokens = [
    ...s.routeTokens.filter((t) => t !== null),
    ...s.pile,
    ...s.seats.flatMap((p) => [...p.tokens, ...p.usedTokens, ...p.plate.map((x) => x.token)]),
  ].sort();
  if (JSON.stringify(tokens) !== JSON.stringify(ALL_TOKENS.slice().sort()))
    throw new Error('bonus tokens not conserved');
  for (let c = 0; c < s.kontors.length; c++) {
    // Extra Kontors only where the leftmost printed space is taken (H-11.4).
    if (s.extraKontors[c]!.length && s.kontors[c]![0] === EMPTY) throw new Error('extra Kontor beside an empty city');
  }
}
