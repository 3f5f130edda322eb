/** What each Hansa action points at on the board or a desk (see ../pick.tsx); `*` = also a move-bar button. */
import type { HansaAction, HansaView } from '@tabula/hansa';

/** Routes have at most 4 trading posts (map.schema.md). */
const MAX_POSTS = 4;

export function keysFor(v: HansaView | null) {
  return (a: HansaAction): string[] => {
    switch (a.type) {
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
        return [...Array.from({ length: posts }, (_, i) => `post:${a.route}:${i}`), `route:${a.route}`];
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
}
