/**
 * Hansa Teutonica (base game, Argentum 2009) on the Tabula engine contract: 2–5 players, both
 * board sides, the 2-player provinces. Rule ids `H-…` are those of shared/rules/hansa/RULES.md.
 */
import type { GameDefinition } from '@tabula/engine';
import { apply, applyListed } from './apply';
import { describeAction } from './describe';
import { determinize } from './determinize';
import { activeSeats, legalActions } from './legal';
import { outcome } from './score';
import { setup } from './setup';
import type { HansaAction, HansaState } from './types';
import { view, type HansaView } from './view';
import { irreversible } from './undo';

const PASSES = new Set(['endTurn', 'endRelocation', 'liftDone', 'removeDone', 'noKontor']);

type Hansa = GameDefinition<HansaState, HansaAction, HansaView>;

/** The game; `applyListed` is always there (its bots' planners call it directly). */
export const hansa: Hansa & Required<Pick<Hansa, 'applyListed'>> = {
  id: 'hansa',
  name: 'Hansa Teutonica',
  facts: {
    minPlayers: 2,
    maxPlayers: 5,
    hiddenInformation: true,
    simultaneous: false,
    options: [
      {
        name: 'provinces',
        type: 'boolean',
        default: true,
        description: '2-player rules: provinces, soldiers and the pawn (only with 2 players)',
      },
    ],
    maxActions: 1_000_000,
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

export type { HansaState, HansaAction, Decision, PlayerState, TokenKind, PieceKind, PieceCode, Supply } from './types';
export { ABILITIES, EMPTY } from './types';
export type { HansaView, PieceView, RouteView, CityView, PlayerView, AbilityView, DecisionView } from './view';
export { HANSA_MAP, BOARDS, boardFor, PRIVILEGES } from './map';
export type {
  Ability,
  BoardData,
  BoardId,
  City,
  CoellenSpace,
  KontorSpace,
  Point,
  Privilege,
  Province,
  Route,
  Shape,
  Soldier,
} from './map';
export { TRACK_VALUES } from './desk';
export { scoreLines, bonusTokenPoints, type ScoreLines } from './score';
export { tokenName } from './describe';
