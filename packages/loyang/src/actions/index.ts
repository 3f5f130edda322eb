/**
 * Every action type a player's decision is answered with, by type, each from its rulebook
 * concept's file (issue 43). The actions of the decisions a Helper leaves open (Foreman,
 * Book-keeper, …) are the Helper's own (`helpers/`, `HelperStep`).
 */
import type { LoyangAction } from '../types';
import type { ActionRule } from './action';
import { endActions } from './endActions';
import { deliver, skipDelivery } from './deliver';
import { done, playHand, playStart } from './handCard';
import { flip, takeCourtyard, toCourtyard } from './courtyard';
import { harvest } from './harvest';
import { discardHelper, helper } from './helper';
import { plant } from './homeField';
import { loan } from './loans';
import { handIn, trade } from './marketStall';
import { buyOffer } from './offer';
import { partner } from './partner';
import { endPath, step } from './path';
import { serve } from './serve';
import { buy, sell } from './shop';
import { sow, sowField } from './sow';
import { returnVeg, upgrade } from './storehouse';
import { keep, twoPack } from './twoPack';

type HelperStepAction = 'pickField' | 'foreman' | 'shopCount' | 'nameVeg' | 'crierSell' | 'merchantBuy' | 'pickPile';

const BY_TYPE: Record<Exclude<LoyangAction['type'], HelperStepAction>, ActionRule> = {
  plant,
  harvest,
  done,
  flip,
  toCourtyard,
  takeCourtyard,
  playHand,
  playStart,
  buyOffer,
  partner,
  sow,
  sowField,
  buy,
  sell,
  trade,
  handIn,
  deliver,
  skipDelivery,
  serve,
  twoPack,
  keep,
  upgrade,
  loan,
  discardHelper,
  helper,
  endActions,
  returnVeg,
  step,
  endPath,
};

/** A Map, so that an input's `type` such as "constructor" finds nothing. */
export const ACTIONS: ReadonlyMap<string, ActionRule> = new Map(Object.entries(BY_TYPE));
