/** At the Gates of Loyang in the terminal: the round, each player's area, the Courtyard or Offer. */
import { card, cardName, type LoyangView, type SeatView, VEGETABLES } from '@tabula/loyang';
import type { GameEvent } from '@tabula/engine';
import { genericEvent } from './generic';
import type { Renderer } from './types';

/** A card or field id as the events carry them (names come from `cardName`). */
function isCardId(x: string): boolean {
  return cardName(x) !== x;
}

const SHORT = ['W', 'P', 'T', 'C', 'B', 'L'];

function vegs(counts: readonly number[]): string {
  const parts = counts.flatMap((n, v) => (n > 0 ? [`${n}${SHORT[v]}`] : []));
  return parts.length ? parts.join(' ') : '—';
}

function area(sv: SeatView, name: string, own: boolean): string[] {
  const lines = [
    `${name}: path ${sv.path}, cash ${sv.cash}${sv.loans ? `, loans ${sv.loans}` : ''}${sv.done ? ' (done this round)' : ''}`,
  ];
  lines.push(
    `  fields: ${sv.fields.map((f) => `${cardName(f.id)} ${f.veg >= 0 ? `${f.n}${SHORT[f.veg]}` : 'empty'}`).join('; ')}  (pile ${sv.pileCount})`,
  );
  lines.push(
    `  cart ${vegs(sv.cart)} | storehouse ${vegs(sv.store)} (capacity ${sv.upgraded ? 4 : 1}) | shop ${vegs(sv.shop)}`,
  );
  // Cards by what they are (cardName), never by id: the terminal player has no card list.
  if (sv.stalls.length)
    lines.push(
      `  stalls: ${sv.stalls
        .map((st) => {
          const gone = card(st.id).stall!.flatMap((o, i) => (st.stock[i] ? [] : [SHORT[o.veg]]));
          return `${cardName(st.id)}${gone.length ? ` (${gone.join(', ')} traded)` : ''}`;
        })
        .join('; ')}`,
    );
  if (sv.regulars.length)
    lines.push(
      `  regular customers: ${sv.regulars
        .map((r) => {
          const c = card(r.id);
          return `${cardName(r.id)}: row ${r.rows + 1}/4 pays ${c.payments![r.rows] ?? '-'}, ${r.marker} marker${r.due && !r.served ? ' (owed)' : ''}`;
        })
        .join('; ')}`,
    );
  if (sv.casuals.length) lines.push(`  casual customers: ${sv.casuals.map((x) => cardName(x.id)).join('; ')}`);
  if (sv.helpers.length) lines.push(`  helpers: ${sv.helpers.map((x) => cardName(x.id)).join(', ')}`);
  if (sv.stacks.length)
    lines.push(`  two-packs: ${sv.stacks.map((t) => `${cardName(t.top)} over ${cardName(t.under)}`).join('; ')}`);
  if (own && sv.hand?.length) lines.push(`  hand: ${sv.hand.map(cardName).join(', ')}`);
  else if (!own && sv.handCount) lines.push(`  hand: ${sv.handCount} cards`);
  return lines;
}

export const loyangRenderer: Renderer = {
  view(v, seat, names) {
    const view = v as LoyangView;
    const lines = [
      `Round ${view.round} of 9 — ${view.phase} phase. Vegetables: ${VEGETABLES.map((x, i) => `${SHORT[i]} ${x}`).join(', ')}`,
    ];
    for (const sv of view.seats) lines.push(...area(sv, names[sv.seat]!, sv.seat === seat));
    if (view.courtyard.length) lines.push(`Courtyard: ${view.courtyard.map(cardName).join(', ')}`);
    if (view.offer)
      lines.push(
        `Offer (rows free / 1 / 2 / 2 Cash): ${[0, 1, 2, 3]
          .map((r) =>
            view
              .offer!.slice(r * 3, r * 3 + 3)
              .map((c) => (c ? cardName(c) : '—'))
              .join(' | '),
          )
          .join('  //  ')}`,
      );
    const top = view.decisions[seat]?.[view.decisions[seat]!.length - 1];
    if (top) lines.push(`Your decision: ${top.kind}`);
    return lines.join('\n');
  },
  event(e, names) {
    const who = typeof e.seat === 'number' ? names[e.seat] : undefined;
    if (e.type === 'round') return `— round ${e.round as number} —`;
    if (e.type === 'step' && who) return `${who} stepped on the Path`;
    if (e.type === 'loan' && who) return `${who} took a Loan`;
    // Any other event: the generic line, with card ids named by what the cards are.
    const named: GameEvent = { ...e };
    let renamed = false;
    for (const [k, x] of Object.entries(e)) {
      if (typeof x === 'string' && isCardId(x)) named[k] = cardName(x);
      else if (Array.isArray(x) && x.length && x.every((y) => typeof y === 'string' && isCardId(y)))
        named[k] = x.map((y) => cardName(y as string));
      else continue;
      renamed = true;
    }
    return renamed ? genericEvent(named, names) : null;
  },
};
