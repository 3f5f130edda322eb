/**
 * Why not (issue 24): what pointing at a Hansa thing that offers nothing would mean now, by the
 * decision the seat owes — so the engine can say which rule forbids it: a trading post during
 * Place that is taken or outside the pawn's province (H-7.1, H-14.6), a route that is not wholly
 * yours (H-10.1), a Kontor your privilege does not reach (H-10.8), an ability the city does not
 * offer (H-10.12). Only things with one obvious meaning have an intent.
 */
import type { HansaAction, HansaView } from '@tabula/hansa';

export function hansaIntent(v: HansaView, seat: number | null) {
  return (key: string): HansaAction | null => {
    if (seat === null) return null;
    const [kind, a, b] = key.split(':');
    const top = v.top;
    if (top && top.seat !== seat) return null;
    if (!top) return kind === 'route' && a ? { type: 'establish', route: a } : null;
    switch (top.kind) {
      case 'action':
        return top.action === 'place' && kind === 'post' && a && b !== undefined
          ? { type: 'place', route: a, post: Number(b), piece: 'trader' }
          : null;
      case 'establish':
        if (kind === 'city' && a) return { type: 'kontor', city: a };
        if (kind === 'ability' && a) return { type: 'upgrade', ability: a } as HansaAction;
        return null;
      default:
        return null;
    }
  };
}
