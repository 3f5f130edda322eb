/**
 * Why not (issue 24): what pointing at a Loyang thing that offers nothing would mean now, by the
 * decision the seat owes — so the engine can say which rule forbids it (a Shop column while
 * planting: "wheat is taken: two players already planted it", L-2.7; a Regular customer whose
 * vegetables are not in the Cart, L-9.F.1). Only things with one obvious meaning have an intent.
 */
import { card, type LoyangAction, type LoyangView } from '@tabula/loyang';
import { VEG_KEYS } from './words';

function cardKind(id: string): string | null {
  try {
    return card(id).kind;
  } catch {
    return null;
  }
}

export function loyangIntent(v: LoyangView, seat: number | null) {
  return (key: string): LoyangAction | null => {
    if (seat === null) return null;
    const stack = v.decisions[seat];
    const top = stack?.[stack.length - 1];
    if (!top) return null;
    const [kind, a, b] = key.split(':');
    const veg = VEG_KEYS[Number(a)];
    switch (top.kind) {
      case 'plant':
        return kind === 'shop' && veg ? { type: 'plant', veg } : null;
      case 'courtyard':
      case 'take':
        if (kind === 'court' && a) return { type: 'takeCourtyard', card: a };
        if (kind === 'hand' && a) return { type: 'playHand', card: a };
        return null;
      case 'turn':
        if (kind === 'shop' && veg) return { type: 'buy', veg };
        if (kind === 'cart' && veg) return { type: 'sell', veg };
        if (kind === 'stall' && a && b !== undefined) return { type: 'trade', stall: a, offer: Number(b) };
        if (kind === 'card' && a && cardKind(a) === 'regular') return { type: 'deliver', card: a };
        if (kind === 'card' && a && cardKind(a) === 'casual') return { type: 'serve', card: a };
        if (kind === 'store') return { type: 'upgrade' };
        return null;
      case 'path':
        return kind === 'path' ? { type: 'step' } : null;
      default:
        return null;
    }
  };
}
