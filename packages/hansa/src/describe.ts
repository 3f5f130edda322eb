/** Short English texts for actions (logs, terminal play). */
import type { Seat } from '@tabula/engine';
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

export function describeAction(_s: HansaState, _seat: Seat, a: HansaAction): string {
  switch (a.type) {
    case 'income':
      return `income: ${a.traders} trader(s), ${a.merchants} merchant(s)`;
    case 'place':
      return `place a ${a.piece} on ${a.route} #${a.post}`;
    case 'displace':
      return `displace on ${a.route} #${a.post} with a ${a.piece} (pay ${a.payTraders}T ${a.payMerchants}M)`;
    case 'relocate':
      return `relocate ${a.piece === 'displaced' ? 'the displaced piece' : `a ${a.piece}`} to ${a.route} #${a.post}`;
    case 'relocateFromBoard':
      return `relocate own piece from ${a.fromRoute} #${a.fromPost} to ${a.route} #${a.post}`;
    case 'endRelocation':
      return 'relocate no more pieces';
    case 'move':
      return `move: lift ${a.route} #${a.post}`;
    case 'lift':
      return `lift ${a.route} #${a.post}`;
    case 'liftDone':
      return 'stop lifting';
    case 'put':
      return `put a ${a.piece} on ${a.route} #${a.post}`;
    case 'establish':
      return `establish ${a.route}`;
    case 'kontor':
      return `Kontor in ${a.city}`;
    case 'extraKontor':
      return `Extra Kontor (${a.piece}) in ${a.city}`;
    case 'upgrade':
      return `upgrade ${a.ability}`;
    case 'coellen':
      return `merchant on Coellen table space ${a.space + 1}`;
    case 'noKontor':
      return 'no Kontor';
    case 'useActions':
      return `use ${TOKEN_NAMES[`plus${a.n}`]}`;
    case 'useUpgrade':
      return `use Upgrade Ability: ${a.ability}`;
    case 'swapKontors':
      return `use Swap Kontors in ${a.city} (${a.index}↔${a.index + 1})`;
    case 'removeThree':
      return 'use Remove Three';
    case 'begin':
      return BEGIN[a.action] ?? a.action;
    case 'remove':
      return `remove ${a.route} #${a.post}`;
    case 'removeDone':
      return 'remove no more';
    case 'placePawn':
      return `pawn to ${a.province}`;
    case 'movePawn':
      return `${a.paid ? 'move pawn (1 action)' : 'free pawn move'} to ${a.province}`;
    case 'endTurn':
      return 'end turn';
    case 'placeBonus':
      return `place bonus token at ${a.route}`;
  }
}

export function tokenName(t: string): string {
  return TOKEN_NAMES[t] ?? t;
}
