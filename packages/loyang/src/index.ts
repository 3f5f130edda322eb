/**
 * At the Gates of Loyang (Uwe Rosenberg, Hall Games 2009) on the Tabula engine contract:
 * 1–4 players, the solo game and the introductory version. Rule ids `L-…` are those of
 * `shared/rules/loyang/RULES.md`; see README.md for coverage and decisions.
 */
import type { GameDefinition } from '@tabula/engine';
import { apply, applyListed } from './apply';
import { describeAction } from './describe';
import { determinize } from './determinize';
import { legalActions } from './legal';
import { activeSeats } from './seats';
import { outcome } from './outcome';
import { setup } from './setup';
import type { LoyangAction, LoyangState } from './types';
import { type LoyangView, view } from './view';
import { irreversible } from './undo';

export type {
  Decision,
  DecisionKind,
  Field,
  LoyangAction,
  LoyangState,
  Opponent,
  Phase,
  Plain,
  Player,
  Regular,
  Stall,
} from './types';
export type { LoyangView, SeatView } from './view';
export {
  ACTION_CARDS,
  HELPERS,
  VEGETABLES,
  BUY_PRICE,
  SELL_PRICE,
  SHOP_SLOTS,
  SOLO,
  card,
  fieldAllowed,
  fieldSpaces,
  type CardInfo,
  type CardKind,
  type HelperInfo,
  type Veg,
} from './data';
export { cardName } from './describe';

const PASSES = new Set(['endActions', 'endPath', 'done']);

type Loyang = GameDefinition<LoyangState, LoyangAction, LoyangView>;

/** The game; `applyListed` is always there (its bots' planners call it directly). */
export const loyang: Loyang & Required<Pick<Loyang, 'applyListed'>> = {
  id: 'loyang',
  name: 'At the Gates of Loyang',
  facts: {
    minPlayers: 1,
    maxPlayers: 4,
    hiddenInformation: true,
    simultaneous: true,
    options: [
      {
        name: 'intro',
        type: 'boolean',
        default: false,
        description:
          'Introductory version: each player is dealt a start Regular customer to play in a Card phase instead of a hand card (L-2.9, L-5.11)',
      },
    ],
    maxActions: 40000,
  },
  setup,
  activeSeats,
  legalActions,
  apply,
  applyListed,
  view,
  outcome,
  isPass: (a) => PASSES.has(a.type),
  describeAction,
  determinize,
  irreversible,
};
