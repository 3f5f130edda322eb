/**
 * Legal actions, answered from the top decision of the seat's stack (engine.md §2): a dispatcher
 * over the action files (`actions/`), each of which lists its own candidates under the condition
 * it states once (issue 43). The lists are the single source of legality: `apply` accepts
 * exactly what is listed here (`validate.ts` asks the same files about the one candidate an input
 * names). The order of every list is part of the records (test/recorded.test.ts).
 */
import type { Seat } from '@tabula/engine';
import { listCourtyard } from './actions/courtyard';
import { listDeliveries, listSkips } from './actions/deliver';
import { listEndActions } from './actions/endActions';
import { listHandCards } from './actions/handCard';
import { listHarvest } from './actions/harvest';
import { listHelperDiscards, listHelperUses } from './actions/helper';
import { listPlants } from './actions/homeField';
import { listLoan } from './actions/loans';
import { listHandIns, listTrades } from './actions/marketStall';
import { listOffer } from './actions/offer';
import { listPartners } from './actions/partner';
import { listPath } from './actions/path';
import { listServes } from './actions/serve';
import { listBuy, listSales } from './actions/shop';
import { listSow, listSowFields } from './actions/sow';
import { listReturns, listUpgrade } from './actions/storehouse';
import { listKeep, listTwoPack } from './actions/twoPack';
import { helperStep } from './helpers/index';
import { isActive, topDecision } from './seats';
import type { LoyangAction as A, LoyangState, Player } from './types';

export function legalActions(s: LoyangState, seat: Seat): A[] {
  if (!Number.isInteger(seat) || !isActive(s, seat)) return [];
  const d = topDecision(s, seat)!;
  const p = s.p[seat]!;
  const out: A[] = [];
  switch (d.kind) {
    case 'plant':
      listPlants(s, p, out);
      break;
    case 'harvest':
      listHarvest(out);
      break;
    case 'courtyard':
    case 'take':
      listCourtyard(s, d, p, out);
      listHandCards(s, d, p, out);
      break;
    case 'offer':
      listOffer(s, d, p, out);
      break;
    case 'payField':
    case 'payPenalty':
      // Paid by itself once the cash is there (flow.ts): Helpers, sales and loans raise it.
      break;
    case 'partner':
      listPartners(s, out);
      break;
    case 'turn':
      turnActions(s, p, out);
      break;
    case 'sowField':
      listSowFields(p, d, out);
      break;
    case 'handIn':
      listHandIns(p, out);
      break;
    case 'twoPack':
      listKeep(d, out);
      break;
    case 'store':
      listReturns(p, out);
      listUpgrade(p, out);
      break;
    case 'path':
      listPath(p, d, out);
      break;
    default:
      // A decision a Helper leaves open: only its own steps.
      helperStep(d.kind)!.legal(s, seat, d, out);
      return out;
  }
  // L-3.2, L-9.C.2, L-9.E.1, L-12.1: what may be done "at any time", each under the decisions its file names.
  listHelperUses(s, seat, d, out);
  listLoan(d, out);
  listSales(d, p, out);
  listHelperDiscards(d, p, out);
  if (d.kind === 'turn') listEndActions(out);
  return out;
}

/** The Action-phase turn (L-9 A–H, L-10.2): sow and buy per vegetable, trades, customers, the Two-pack, the upgrade. */
function turnActions(s: LoyangState, p: Player, out: A[]): void {
  for (let v = 0; v < 6; v++) {
    listSow(p, v, out);
    listBuy(p, v, out);
  }
  listTrades(p, out);
  listDeliveries(p, out);
  listSkips(p, out);
  listServes(p, out);
  listTwoPack(s, p, out);
  listUpgrade(p, out);
}
