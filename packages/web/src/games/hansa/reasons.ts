/**
 * Why a thing on the Hansa table offers nothing (issue 45: no click is silent), by the decision
 * the seat owes: whose turn it is, the actions spent (H-5.1), an empty personal supply (H-7.1),
 * the displacement's price (H-8.3), the pawn's province (H-14.6), a route not wholly one's own
 * (H-10.1), a taken or distant post while relocating (H-8.4). The rules decide what is legal;
 * this only explains a thing the legal list leaves dark. Null where the engine's own refusal says
 * it better — a Kontor the privilege does not reach (H-10.8), an empty post a rule forbids —
 * and the table then sends the click's intent to be refused (intents.ts).
 */
import { HANSA_MAP, type HansaAction, type HansaView, type PieceView } from '@tabula/hansa';
import type { Lang } from '../../i18n/messages';
import { reasonText, type ReasonKey } from './reasonWords';
import { cityName, piece, provinceName, tokenName } from './words';

/** H-8.3: the displacing piece and a penalty of 1 (trader) or 2 (merchant) from the personal supply. */
const displaceCost = (p: PieceView) => (p.piece === 'merchant' ? 3 : 2);

export function hansaReason(
  v: HansaView,
  seat: number | null,
  legal: readonly HansaAction[],
  names: readonly string[],
  lang: Lang,
) {
  const say = (k: ReasonKey, p: Record<string, string | number> = {}) => reasonText(lang, k, p);
  /** H-14.6: with the provinces in play, only the borders of the pawn's province. */
  const outside = (route: string): string | null => {
    if (!v.provinces || v.pawn === null) return null;
    const p = HANSA_MAP[v.board].twoPlayer?.provinces.find((x) => x.id === v.pawn);
    return p && !p.borderRoutes.includes(route) ? say('outside', { p: provinceName(v.pawn) }) : null;
  };
  return (key: string): string | null => {
    if (seat === null) return say('watching');
    if (v.over) return say('over');
    const top = v.top;
    if (legal.length === 0) {
      const who = top ? top.seat : v.current;
      // Owed by this seat yet nothing to do: the match waits for an invited player to sit down.
      if (who === seat) return say('notYet');
      const waits =
        top?.kind === 'relocate' ? 'othersRelocate' : top?.kind === 'placePawn' ? 'othersPawn' : 'othersTurn';
      return say(waits, { p: names[who] ?? '' });
    }
    const [kind, a = '', b] = key.split(':');
    const route = v.routes.find((r) => r.id === a);
    const post = kind === 'post' && route ? (route.posts[Number(b)] ?? null) : undefined;
    const mine = !!post && post.seat === seat;
    const desk = v.desks[seat]!;
    const supply = desk.personal.traders + desk.personal.merchants;
    if (!top) {
      if (kind === 'city') return say('city', { c: cityName(v.board, a) });
      if (kind === 'coellen') return say('coellen');
      if (kind === 'bonus')
        return route?.bonusToken ? say('bonusToken', { t: tokenName(route.bonusToken, lang) }) : say('bonusSpot');
      if (kind === 'ability') return say('ability');
      if (kind === 'token') return say('token');
      if (kind === 'province') return say('province');
      if (kind === 'route' && route) {
        if (route.posts.some((p) => p && p.seat !== seat)) return say('routeOthers');
        const have = route.posts.filter((p) => p?.seat === seat).length;
        if (have < route.posts.length) return say('routeNotFull', { have, n: route.posts.length });
      }
      if (v.actionsLeft === 0) return say('noActions');
      if (post === null) return supply === 0 ? say('noPieces') : (outside(a) ?? say('nothing'));
      if (post && !mine) {
        if (supply < displaceCost(post))
          return say('displaceCost', {
            k: piece(lang, post.piece),
            n: displaceCost(post),
            extra: displaceCost(post) - 1,
            have: supply,
          });
        return outside(a) ?? say('nothing');
      }
      if (kind === 'route') return outside(a) ?? say('nothing');
      return say('nothing');
    }
    switch (top.kind) {
      case 'placePawn':
        return say('placePawn');
      case 'action':
        if (top.action === 'income') return say('income');
        if (top.action === 'place' && post) return say('takenInPlace');
        // An empty post the rules refuse: the engine names the rule (H-7.1, H-14.6).
        if (top.action === 'place' && post === null) return outside(a);
        if (top.action === 'displace' && post === null) return say('emptyInDisplace');
        if (top.action === 'displace' && mine) return say('ownInDisplace');
        if (top.action === 'displace' && post) return outside(a) ?? say('nothing');
        if (top.action === 'move' && post !== undefined) return say(mine ? 'nothing' : 'notOwn');
        return say('nothing');
      case 'moveLift':
        return say(post !== undefined && !mine && post !== null ? 'notOwn' : 'lift');
      case 'movePut':
      case 'relocate':
        if (post) return say('taken');
        return say(top.kind === 'relocate' && post === null ? 'notNearest' : 'nothing');
      case 'establish':
        // Which Kontor or ability the establish allows: the engine's refusal names the rule.
        return kind === 'city' || kind === 'ability' ? null : say('establish');
      case 'removeThree':
        return say('remove');
      case 'placeBonus':
        return say('placeBonus');
    }
  };
}
