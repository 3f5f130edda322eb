/** Bidding Nim in the terminal: the heaps drawn as stones, the bids, the order of the round. */
import type { NimView } from '@tabula/engine/nim';
import type { Renderer } from './types';

export const nimRenderer: Renderer = {
  view(v, seat, names) {
    const view = v as NimView;
    const lines = [`Round ${view.round} — ${view.phase === 'bid' ? 'bidding (secret, all at once)' : 'taking stones'}`];
    view.heaps.forEach((h, i) => lines.push(`  heap ${i}: ${'o '.repeat(h).trim() || '(empty)'}  (${h})`));
    const bids = view.bids.map((b, i) => `${names[i]}: ${b === null ? '—' : b === 'hidden' ? 'bid (hidden)' : b}`);
    lines.push(`  bids: ${bids.join(', ')}`);
    if (view.phase === 'take')
      lines.push(`  order: ${view.order.map((s) => names[s]).join(' → ')}; now ${names[view.order[view.turn]!]}`);
    const top = view.pending[view.pending.length - 1];
    if (top && top.seat === seat) lines.push(`  you chose heap ${top.heap}: how many stones?`);
    return lines.join('\n');
  },
  event(e, names) {
    if (e.type === 'bid') return e.seat === names.indexOf('you') ? null : `${names[e.seat as number]} has bid`;
    if (e.type === 'ownBid') return `you bid ${e.n as number}`;
    if (e.type === 'bidsRevealed')
      return `bids revealed: ${(e.bids as number[]).map((b, i) => `${names[i]} ${b}`).join(', ')}; ${names[e.first as number]} moves first`;
    if (e.type === 'took') return `${names[e.seat as number]} took ${e.n as number} from heap ${e.heap as number}`;
    if (e.type === 'gameOver') return `${names[e.winner as number]} took the last stone`;
    return null;
  },
};
