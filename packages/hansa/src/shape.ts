/** The exact fields of every action type: anything else is refused (a record holds only what a player chose). */
import { IllegalAction } from '@tabula/engine';
import type { HansaAction } from './types';

const FIELDS: Record<HansaAction['type'], readonly string[]> = {
  begin: ['action'],
  income: ['traders', 'merchants'],
  place: ['route', 'post', 'piece'],
  displace: ['route', 'post', 'piece', 'payTraders', 'payMerchants'],
  relocate: ['route', 'post', 'piece'],
  relocateFromBoard: ['fromRoute', 'fromPost', 'route', 'post'],
  endRelocation: [],
  move: ['route', 'post'],
  lift: ['route', 'post'],
  liftDone: [],
  put: ['route', 'post', 'piece'],
  establish: ['route'],
  kontor: ['city'],
  extraKontor: ['city', 'piece'],
  upgrade: ['ability'],
  coellen: ['space'],
  noKontor: [],
  useActions: ['n'],
  useUpgrade: ['ability'],
  swapKontors: ['city', 'index'],
  removeThree: [],
  remove: ['route', 'post'],
  removeDone: [],
  placePawn: ['province'],
  movePawn: ['province', 'paid'],
  endTurn: [],
  placeBonus: ['route'],
};

export function assertFields(a: HansaAction): void {
  const fields = Object.hasOwn(FIELDS, a.type) ? FIELDS[a.type] : undefined;
  if (!fields) throw new IllegalAction('H-5.3', `"${String(a.type)}" is not an action of Hansa Teutonica`);
  const keys = Object.keys(a);
  if (keys.length !== fields.length + 1 || !fields.every((f) => f in a))
    throw new IllegalAction(
      'ENGINE-MALFORMED',
      `a ${a.type} action has exactly the fields ${['type', ...fields].join(', ')}`,
    );
}
