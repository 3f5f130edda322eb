/** Short English texts for actions (logs, terminal play). */
import type { Seat } from '@tabula/engine';
import { BOARDS } from './map';
import type { HansaAction, HansaState } from './types';

const TOKEN_NAMES: Record<string, string> = {
  extraKontor: 'Extra Kontor',
  swapKontors: 'Swap Kontors',
  plus3: '+3 Actions',
  plus4: '+4 Actions',
  upgradeAbility: 'Upgrade Ability',
  removeThree: 'Remove Three',
};

const BEGIN: Record<string, string> = {
  income: 'take income',
  place: 'place a piece',
  displace: 'displace a piece',
  move: 'move pieces',
  pawn: 'move the pawn (1 action)',
  pawnFree: 'move the pawn for free',
};

const ABILITY_NAMES: Record<string, string> = {
  clavisUrbis: 'Clavis Urbis',
  actiones: 'Actiones',
  privilegium: 'Privilegium',
  liberSophiae: 'Liber Sophiae',
  bursa: 'Bursa',
};

/** A city by its printed name ("Lübeck"); an unknown id as it is. */
function cityName(s: HansaState, id: string): string {
  const i = BOARDS[s.board].cityIndex.get(id);
  return i === undefined ? id : BOARDS[s.board].data.cities[i]!.name;
}

/** A route by its end cities' printed names ("Hamburg–Lübeck"), as on the board (H-2.2). */
function routeName(s: HansaState, id: string): string {
  const i = BOARDS[s.board].routeIndex.get(id);
  if (i === undefined) return id;
  const [a, b] = BOARDS[s.board].data.routes[i]!.cities;
  return `${cityName(s, a)}–${cityName(s, b)}`;
}

/** An ability by its desk name (H-3): "Liber Sophiae". */
function abilityName(id: string): string {
  return ABILITY_NAMES[id] ?? id;
}

/**
 * Routes and cities by their printed names (not their ids), posts numbered from 1 starting at the
 * route's first-named city, abilities by their desk names.
 */
export function describeAction(s: HansaState, _seat: Seat, a: HansaAction): string {
  const at = (route: string, post: number) => `${routeName(s, route)} post ${post + 1}`;
  switch (a.type) {
    case 'income':
      return `income: ${a.traders} trader(s), ${a.merchants} merchant(s)`;
    case 'place':
      return `place a ${a.piece} on ${at(a.route, a.post)}`;
    case 'displace':
      return `displace on ${at(a.route, a.post)} with a ${a.piece} (pay ${a.payTraders}T ${a.payMerchants}M)`;
    case 'relocate':
      return `relocate ${a.piece === 'displaced' ? 'the displaced piece' : `a ${a.piece}`} to ${at(a.route, a.post)}`;
    case 'relocateFromBoard':
      return `relocate own piece from ${at(a.fromRoute, a.fromPost)} to ${at(a.route, a.post)}`;
    case 'endRelocation':
      return 'relocate no more pieces';
    case 'move':
      return `move: lift ${at(a.route, a.post)}`;
    case 'lift':
      return `lift ${at(a.route, a.post)}`;
    case 'liftDone':
      return 'stop lifting';
    case 'put':
      return `put a ${a.piece} on ${at(a.route, a.post)}`;
    case 'establish':
      return `establish ${routeName(s, a.route)}`;
    case 'kontor':
      return `Kontor in ${cityName(s, a.city)}`;
    case 'extraKontor':
      return `Extra Kontor (${a.piece}) in ${cityName(s, a.city)}`;
    case 'upgrade':
      return `upgrade ${abilityName(a.ability)}`;
    case 'coellen':
      return `merchant on Coellen table space ${a.space + 1}`;
    case 'noKontor':
      return 'no Kontor';
    case 'useActions':
      return `use ${TOKEN_NAMES[`plus${a.n}`]}`;
    case 'useUpgrade':
      return `use Upgrade Ability: ${abilityName(a.ability)}`;
    case 'swapKontors':
      return `use Swap Kontors in ${cityName(s, a.city)} (spaces ${a.index + 1}↔${a.index + 2})`;
    case 'removeThree':
      return 'use Remove Three';
    case 'begin':
      return BEGIN[a.action] ?? a.action;
    case 'remove':
      return `remove ${at(a.route, a.post)}`;
    case 'removeDone':
      return 'remove no more';
    case 'placePawn':
      return `pawn to ${a.province}`;
    case 'movePawn':
      return `${a.paid ? 'move pawn (1 action)' : 'free pawn move'} to ${a.province}`;
    case 'endTurn':
      return 'end turn';
    case 'placeBonus':
      return `place bonus token at ${routeName(s, a.route)}`;
  }
}

export function tokenName(t: string): string {
  return TOKEN_NAMES[t] ?? t;
}
