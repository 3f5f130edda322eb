/**
 * Learning Hansa Teutonica: two players on the 2–3 side without the provinces and pawn (the
 * rulebook's 2-player variant, H-14, is left for later) — you against the heuristic bot — on a
 * fixed seed. The bot begins. The script is your first three turns: place two traders, answer
 * the bot's displacement, move a trader to complete a route, establish it and build a Kontor.
 */
import type { HansaAction, HansaView } from '@tabula/hansa';
import type { Lesson, MomentCtx } from './lesson';

type C = MomentCtx<HansaView>;

const top = (c: C) => (c.view.top?.seat === c.seat ? c.view.top : null);
const can = (c: C, type: HansaAction['type']) => c.legal.some((a) => (a as HansaAction).type === type);
const chosen = (c: C, action: string) => {
  const d = top(c);
  return d?.kind === 'action' && d.action === action;
};

const script: HansaAction[] = [
  { type: 'begin', action: 'place' },
  { type: 'place', route: 'quedlinburg--goettingen', post: 2, piece: 'trader' },
  { type: 'begin', action: 'place' },
  { type: 'place', route: 'kampen--osnabrueck', post: 0, piece: 'trader' },
  { type: 'relocate', route: 'quedlinburg--halle', post: 0, piece: 'displaced' },
  { type: 'relocate', route: 'quedlinburg--halle', post: 1, piece: 'trader' },
  { type: 'begin', action: 'move' },
  { type: 'move', route: 'quedlinburg--halle', post: 0 },
  { type: 'liftDone' },
  { type: 'put', route: 'kampen--osnabrueck', post: 1, piece: 'trader' },
  { type: 'establish', route: 'kampen--osnabrueck' },
  { type: 'kontor', city: 'osnabrueck' },
];

export const hansaLesson: Lesson<HansaView> = {
  game: 'hansa',
  players: 2,
  seed: 'learn-1',
  options: { provinces: false },
  learner: 0,
  botSeed: 'learn-1:bot',
  script,
  moments: [
    { id: 'welcome', rules: ['H-5.1', 'H-12.1', 'H-13.7'], when: () => true },
    {
      id: 'turn',
      rules: ['H-5.2', 'H-5.3', 'H-4.6'],
      when: (c) => c.view.current === c.seat && c.view.top === null && c.legal.length > 0,
    },
    { id: 'place', rules: ['H-7.1', 'H-2.1'], when: (c) => chosen(c, 'place') },
    { id: 'displaced', rules: ['H-8.1', 'H-8.4', 'H-8.5'], when: (c) => top(c)?.kind === 'relocate' },
    { id: 'move', rules: ['H-9.1', 'H-9.3'], when: (c) => chosen(c, 'move') || top(c)?.kind === 'moveLift' },
    { id: 'establish', rules: ['H-10.1', 'H-10.3', 'H-10.6'], when: (c) => c.view.top === null && can(c, 'establish') },
    { id: 'kontor', rules: ['H-10.8', 'H-10.12', 'H-10.14', 'H-13.5'], when: (c) => top(c)?.kind === 'establish' },
    { id: 'income', rules: ['H-6.1', 'H-10.14'], when: (c) => chosen(c, 'income') },
    { id: 'displace', rules: ['H-8.2', 'H-8.3'], when: (c) => chosen(c, 'displace') },
    { id: 'token', rules: ['H-11.2', 'H-11.3'], when: (c) => (c.view.desks[c.seat]?.tokens.length ?? 0) > 0 },
    { id: 'placeBonus', rules: ['H-11.6'], when: (c) => top(c)?.kind === 'placeBonus' },
    { id: 'freePlay', rules: [], when: (c) => c.freePlay && !c.outcome },
    { id: 'over', rules: ['H-12.2', 'H-13.1', 'H-13.6'], when: (c) => c.outcome !== null },
  ],
};
