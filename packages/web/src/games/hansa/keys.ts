/** What each Hansa action points at on the board or a desk (see ../pick.tsx); `*` = also a move-bar button. */
import type { HansaView } from '@tabula/hansa';
import type { Pointed } from './plans';

/** The one pawn control of the move bar (PawnControl.tsx): the paid and the free move behind it. */
export const PAWN_KEY = 'pawn';

/** Routes have at most 4 trading posts (map.schema.md). */
const MAX_POSTS = 4;

export function keysFor(v: HansaView | null) {
  const keys = (a: Pointed): string[] => {
    switch (a.type) {
      case 'plan':
        // A plan is offered where its detail points (plans.ts).
        return keys(a.detail);
      case 'begin':
        return a.action === 'pawn' || a.action === 'pawnFree' ? [PAWN_KEY] : [];
      case 'place':
      case 'displace':
      case 'relocate':
      case 'relocateFromBoard':
      case 'move':
      case 'lift':
      case 'put':
      case 'remove':
        return [`post:${a.route}:${a.post}`];
      case 'establish':
      case 'placeBonus': {
        const posts = v?.routes.find((r) => r.id === a.route)?.posts.length ?? MAX_POSTS;
        const all = [...Array.from({ length: posts }, (_, i) => `post:${a.route}:${i}`), `route:${a.route}`];
        // The replacement token may be put on its spot too (Route.tsx draws the spot of a tavern).
        return a.type === 'placeBonus' ? [...all, `bonus:${a.route}`] : all;
      }
      case 'kontor':
      case 'extraKontor':
      case 'swapKontors':
        return [`city:${a.city}`];
      case 'upgrade':
      case 'useUpgrade':
        return [`ability:${a.ability}`];
      case 'coellen':
        return [`coellen:${a.space}`];
      case 'useActions':
        return [`token:plus${a.n}`, '*'];
      case 'removeThree':
        return ['token:removeThree', '*'];
      case 'placePawn':
      case 'movePawn':
        return [`province:${a.province}`];
      default:
        return [];
    }
  };
  return keys;
}
