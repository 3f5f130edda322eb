/** Conservation and structure checks run after every action of random games. */
import { ACTION_CARDS, COIN_TOTAL, PRIVATE_SIZES, SUPPLY_START, card } from '../src/data';
import type { LoyangState } from '../src/types';

const PHASE_NEXT: Record<string, string[]> = {
  plant: ['plant', 'harvest', 'card'],
  harvest: ['harvest', 'card'],
  card: ['card', 'action'],
  action: ['action', 'harvest', 'card', 'over'],
  over: ['over'],
};

export function checkInvariants(s: LoyangState, prev?: LoyangState): void {
  const fail = (m: string): never => {
    throw new Error(`invariant: ${m} (round ${s.round}, phase ${s.phase})`);
  };
  // Vegetables: Supply + everything on the table = the box contents (L-1.3 accounting).
  for (let v = 0; v < 6; v++) {
    let n = s.supply[v]!;
    for (const p of s.p) {
      n += p.cart[v]! + p.store[v]! + p.shop[v]!;
      if (p.cart[v]! < 0 || p.store[v]! < 0 || p.shop[v]! < 0) fail(`negative vegetables ${v}`);
      for (const f of p.fields) if (f.veg === v) n += f.n;
      for (const st of p.stalls) card(st.id).stall!.forEach((o, i) => (n += o.veg === v ? st.stock[i]! : 0));
    }
    for (const st of s.opp?.stalls ?? []) card(st.id).stall!.forEach((o, i) => (n += o.veg === v ? st.stock[i]! : 0));
    if (n !== SUPPLY_START[v]) fail(`vegetable ${v}: ${n} != ${SUPPLY_START[v]}`);
  }
  // Coins: the bank and the players' cash add up to the box (L-1.3); cash never negative.
  let cash = s.bank;
  for (const p of s.p) {
    if (p.cash < 0) fail(`negative cash ${p.cash}`);
    cash += p.cash;
  }
  if (cash !== COIN_TOTAL) fail(`coins ${cash}`);
  // Action cards: each of the 70 exactly once.
  const where: string[] = [...s.draw, ...s.discard, ...s.courtyard];
  for (const c of s.offer ?? []) if (c) where.push(c);
  if (s.opp) for (const c of [...s.opp.stalls, ...s.opp.regulars, ...s.opp.casuals]) where.push(c.id);
  for (const st of s.stacks) for (const d of st) if (d.kind === 'twoPack') where.push(...d.cards);
  for (const [seat, p] of s.p.entries()) {
    where.push(...p.hand);
    if (p.start) where.push(p.start);
    for (const list of [p.fields, p.stalls, p.regulars, p.casuals, p.helpers] as Array<
      Array<{ id: string; under: string | null }>
    >)
      for (const c of list) {
        where.push(c.id);
        if (c.under) where.push(c.under);
      }
    where.push(...p.pile);
    // Private fields: Home + 8, in the area, the pile or out of the game.
    const priv = [...p.fields.map((f) => f.id), ...p.pile, ...p.removed].filter(
      (id) => id.startsWith('P') || id.startsWith('H'),
    );
    if (priv.length !== 1 + 2 * PRIVATE_SIZES.length) fail(`seat ${seat} private fields ${priv.length}`);
  }
  const actionIds = where.filter((id) => !id.startsWith('P') && !/^H\d$/.test(id));
  if (actionIds.length !== ACTION_CARDS.length || new Set(actionIds).size !== ACTION_CARDS.length)
    fail(`cards ${actionIds.length} (${new Set(actionIds).size} distinct)`);
  // Phase structure.
  if (prev) {
    if (!PHASE_NEXT[prev.phase]!.includes(s.phase)) fail(`phase ${prev.phase} -> ${s.phase}`);
    if (s.round < prev.round || s.round > prev.round + 1) fail('round jump');
  }
  if (s.round > 9 || (s.phase === 'over' && s.round !== 9)) fail('rounds');
  if (s.phase === 'action' && s.p.some((p) => p.hand.length)) fail('hands after the Card phase');
}
