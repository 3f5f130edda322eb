/**
 * Learning At the Gates of Loyang: the rulebook's introductory game (L-2.9: each player holds a
 * start Regular customer, played instead of a hand card, L-5.11) for two — you against the
 * heuristic bot — on a fixed seed. The script is the first round: plant wheat, open the Courtyard
 * (2-player rule L-5.10), take a Market stall with your start customer, buy and deliver, trade at
 * the stall, sow your new field, take a step on the Path. The bot's round is its own.
 */
import type { LoyangAction, LoyangView } from '@tabula/loyang';
import type { Lesson, MomentCtx } from './lesson';

type C = MomentCtx<LoyangView>;

const top = (c: C) => c.view.top[c.seat]?.kind ?? null;
const can = (c: C, type: LoyangAction['type']) => c.legal.some((a) => (a as LoyangAction).type === type);

const script: LoyangAction[] = [
  { type: 'plant', veg: 'wheat' },
  { type: 'flip' },
  { type: 'toCourtyard', card: 'CF-3b' },
  { type: 'takeCourtyard', card: 'MS-12' },
  { type: 'playStart' },
  { type: 'buy', veg: 'pumpkin' },
  { type: 'deliver', card: 'RC-01' },
  { type: 'buy', veg: 'wheat' },
  { type: 'trade', stall: 'MS-12', offer: 1 },
  { type: 'handIn', veg: 'wheat' },
  { type: 'sow', veg: 'cabbage' },
  { type: 'sowField', field: 'P0-6a' },
  { type: 'endActions' },
  { type: 'step' },
  { type: 'endPath' },
];

export const loyangLesson: Lesson<LoyangView> = {
  game: 'loyang',
  players: 2,
  seed: 'learn-1',
  options: { intro: true },
  learner: 0,
  botSeed: 'learn-1:bot',
  script,
  moments: [
    { id: 'welcome', rules: ['L-3.1', 'L-13.3'], when: () => true },
    { id: 'plant', rules: ['L-2.7', 'L-2.8'], when: (c) => top(c) === 'plant' },
    {
      id: 'startCard',
      rules: ['L-2.9', 'L-5.11'],
      when: (c) => c.view.phase === 'card' && c.view.seats[c.seat]?.start != null,
    },
    { id: 'courtyard', rules: ['L-5.3', 'L-5.5', 'L-5.10'], when: (c) => top(c) === 'courtyard' },
    { id: 'take', rules: ['L-5.5', 'L-5.13'], when: (c) => top(c) === 'take' },
    { id: 'actions', rules: ['L-6.4', 'L-9.B.1', 'L-9.C.1', 'L-12.1'], when: (c) => top(c) === 'turn' },
    { id: 'deliver', rules: ['L-9.F.2', 'L-9.F.3', 'L-9.F.4'], when: (c) => top(c) === 'turn' && can(c, 'deliver') },
    { id: 'trade', rules: ['L-9.D.1'], when: (c) => top(c) === 'handIn' },
    { id: 'sow', rules: ['L-9.A.1', 'L-9.A.2'], when: (c) => top(c) === 'sowField' },
    { id: 'store', rules: ['L-10.1'], when: (c) => top(c) === 'store' },
    { id: 'path', rules: ['L-11.1'], when: (c) => top(c) === 'path' },
    { id: 'harvest', rules: ['L-4.2', 'L-4.3', 'L-3.3'], when: (c) => c.view.round >= 2 },
    { id: 'casual', rules: ['L-9.G.1'], when: (c) => top(c) === 'turn' && can(c, 'serve') },
    { id: 'twoPack', rules: ['L-9.H.1', 'L-9.H.2'], when: (c) => top(c) === 'twoPack' },
    { id: 'payField', rules: ['L-5.13'], when: (c) => top(c) === 'payField' },
    { id: 'freePlay', rules: [], when: (c) => c.freePlay && !c.outcome },
    { id: 'over', rules: ['L-12.2', 'L-13.3'], when: (c) => c.outcome !== null },
  ],
};
