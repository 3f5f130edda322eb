/**
 * The things on the Hansa board a log entry's events changed (issue 24, the last move): the
 * trading posts pieces went to or left (H-7, H-8, H-9, H-11.9), the route established and its
 * bonus token (H-10), the city of a new Kontor, the Coellen space, the province of the pawn
 * (H-14), the ability upgraded on its desk, the supplies income fills and the prestige markers. Keys as in `keys.ts`; another seat's desk is
 * prefixed `seatN:`.
 */
import type { GameEventWire } from '@tabula/wire';

export function hansaLastMove(events: GameEventWire[], viewer: number | null): string[] {
  const out: string[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'place':
      case 'displace':
      case 'relocate':
      case 'lift':
      case 'put':
      case 'removed':
        if (typeof e.post === 'number') out.push(`post:${String(e.route)}:${e.post}`);
        break;
      case 'establish':
      case 'bonusTaken':
      case 'bonusPlaced':
        out.push(`route:${String(e.route)}`);
        break;
      case 'kontor':
      case 'extraKontor':
        out.push(`city:${String(e.city)}`);
        break;
      case 'useToken':
        if (typeof e.city === 'string') out.push(`city:${e.city}`);
        if (typeof e.ability === 'string') out.push(ability(e.seat, e.ability, viewer));
        break;
      case 'upgrade':
        out.push(ability(e.seat, String(e.ability), viewer));
        break;
      case 'coellen':
        out.push(`coellen:${String(e.space)}`);
        break;
      case 'pawn':
        out.push(`province:${String(e.province)}`);
        break;
      // Issue 45: under reduced motion the highlight is all a step shows, so pieces moved between
      // supplies and a prestige marker moved are marked too (keys as the desk's spots).
      case 'income':
        out.push(`seat${String(e.seat)}:personal`, `seat${String(e.seat)}:general`);
        break;
      case 'relocatedToSupply':
        out.push(`seat${String(e.seat)}:personal`);
        break;
      case 'prestige':
        out.push(`seat${String(e.seat)}:pp`);
        break;
    }
  }
  return out;
}

function ability(seat: unknown, a: string, viewer: number | null): string {
  return seat === viewer ? `ability:${a}` : `seat${String(seat)}:ability:${a}`;
}
