/**
 * Where the pieces of a Hansa log entry went (issue 45, the table's flights): a trader or merchant
 * from its owner's personal supply to a trading post (H-7), a displaced piece jumping out, the
 * displacer's extra pieces to the general supply and the owner's pieces coming back from it (H-8),
 * lifted and put pieces (H-9), income from general to personal supply (H-6), a Kontor or Coellen
 * piece from the established route (H-10, H-11), an upgrade's cube from its track to the supply, a
 * bonus token to its desk and a replacement from the desk to its route (H-10.7, H-11.6), the
 * prestige markers (H-10.3, H-10.9) and the pawn (H-14). Spots as in `Desk.tsx`, `HansaTable.tsx`
 * and the board, pick keys as in `keys.ts`.
 */
import type { GameEventWire } from '@tabula/wire';
import type { Flight } from '../types';

const piece = (p: unknown): Flight['piece'] => (p === 'merchant' ? 'merchant' : 'trader');

function relocatedFrom(e: GameEventWire, seat: number): string {
  switch (e.from) {
    case 'displaced':
      return `seat${seat}:desk`;
    case 'personal':
      return `seat${seat}:personal`;
    case 'board':
      return `post:${String(e.fromRoute)}:${String(e.fromPost)}`;
    default:
      return `seat${seat}:general`;
  }
}

export function hansaFlights(events: GameEventWire[], viewer: number | null): Flight[] {
  const out: Flight[] = [];
  let route: string | null = null;
  for (const e of events) {
    const seat = Number(e.seat);
    const post = `post:${String(e.route)}:${String(e.post)}`;
    const personal = `seat${seat}:personal`;
    const general = `seat${seat}:general`;
    switch (e.type) {
      case 'place':
      case 'put':
        out.push({ from: personal, to: post, piece: piece(e.piece), seat, lands: true });
        break;
      case 'displace': {
        const owner = Number(e.owner);
        out.push({ from: post, to: `seat${owner}:desk`, piece: piece(e.displaced), seat: owner, jump: true });
        out.push({ from: personal, to: post, piece: piece(e.piece), seat, lands: true });
        // H-8.2: the displacer pays 1 or 2 extra pieces into the general supply.
        for (let i = 0; i < Number(e.payTraders ?? 0); i++)
          out.push({ from: personal, to: general, piece: 'trader', seat });
        for (let i = 0; i < Number(e.payMerchants ?? 0); i++)
          out.push({ from: personal, to: general, piece: 'merchant', seat });
        break;
      }
      case 'relocate':
        // H-8.4 / H-8.6: the displaced piece from where it jumped to, an extra one from its supply or post.
        out.push({ from: relocatedFrom(e, seat), to: post, piece: piece(e.piece), seat, lands: true });
        break;
      case 'relocatedToSupply':
        out.push({ from: `seat${seat}:desk`, to: personal, piece: piece(e.piece), seat });
        break;
      case 'lift':
        out.push({ from: post, to: personal, piece: piece(e.piece), seat });
        break;
      case 'removed': {
        const owner = Number(e.owner);
        out.push({ from: post, to: `seat${owner}:personal`, piece: piece(e.piece), seat: owner, jump: true });
        break;
      }
      case 'income':
        if (Number(e.traders) > 0) out.push({ from: general, to: personal, piece: 'trader', seat });
        if (Number(e.merchants) > 0) out.push({ from: general, to: personal, piece: 'merchant', seat });
        break;
      case 'establish':
        route = `route:${String(e.route)}`;
        break;
      case 'kontor':
        out.push({
          from: route ?? personal,
          to: `kontor:${String(e.city)}:${String(e.index)}`,
          piece: piece(e.piece),
          seat,
          lands: true,
        });
        break;
      case 'routeCleared':
        // H-10.14: the pieces left on the established route go to the general supply.
        for (let i = 0; i < Number(e.traders ?? 0); i++)
          out.push({ from: `route:${String(e.route)}`, to: general, piece: 'trader', seat });
        for (let i = 0; i < Number(e.merchants ?? 0); i++)
          out.push({ from: `route:${String(e.route)}`, to: general, piece: 'merchant', seat });
        break;
      case 'extraKontor':
        out.push({ from: route ?? personal, to: `city:${String(e.city)}`, piece: piece(e.piece), seat });
        break;
      case 'coellen':
        out.push({ from: route ?? personal, to: `coellen:${String(e.space)}`, piece: 'merchant', seat });
        break;
      case 'upgrade': {
        const ability = seat === viewer ? `ability:${String(e.ability)}` : `seat${seat}:ability:${String(e.ability)}`;
        // H-3.7: the piece leftmost on the track goes to the personal supply (Liber Sophiae: a merchant).
        out.push({ from: ability, to: personal, piece: e.ability === 'liberSophiae' ? 'merchant' : 'trader', seat });
        break;
      }
      case 'bonusTaken':
        // The token's spot as it stood before the step (it is gone after); the road if not drawn.
        out.push({
          from: `bonus:${String(e.route)}`,
          or: `route:${String(e.route)}`,
          to: `seat${seat}:desk`,
          piece: 'token',
          seat,
        });
        break;
      case 'bonusPlaced':
        out.push({ from: `seat${seat}:desk`, to: `bonus:${String(e.route)}`, piece: 'token', seat, lands: true });
        break;
      case 'prestige':
        out.push({ from: `seat${seat}:pp`, to: `seat${seat}:pp`, piece: 'merchant', seat, lands: true });
        break;
      case 'pawn':
        // From the province it stood on to the next (H-14.5); the first placement comes from nowhere.
        out.push({ from: 'pawn', to: 'pawn', piece: 'pawn', lands: true });
        break;
    }
  }
  return out;
}
