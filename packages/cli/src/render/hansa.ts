/**
 * Hansa Teutonica in the terminal: the desks, then the board as text — each city with its Kontors
 * and controller, each route with its posts (t = trader, m = merchant, digit = seat, · = empty).
 */
import { type HansaView, type PieceView, tokenName } from '@tabula/hansa';
import type { Renderer } from './types';

const piece = (p: PieceView | null) => (p ? `${p.piece === 'trader' ? 't' : 'm'}${p.seat}` : '·');

export const hansaRenderer: Renderer = {
  view(v, _seat, names) {
    const view = v as HansaView;
    const lines = [
      `Turn ${view.turn}: ${names[view.current]} to act, ${view.actionsLeft} action(s) left${view.endTriggered ? ' — the end is triggered' : ''}. ` +
        `Completed cities ${view.completedCities}/10, bonus supply ${view.bonusPile.count}${view.pawn ? `, pawn in ${view.pawn}` : ''}.`,
    ];
    for (const d of view.desks) {
      const ab = Object.entries(d.abilities)
        .map(([k, a]) => `${k} ${a.value === null ? 'C' : a.value}`)
        .join(', ');
      lines.push(
        `${names[d.seat]}: ${d.prestige} PP; supply ${d.personal.traders}t ${d.personal.merchants}m (general ${d.general.traders}t ${d.general.merchants}m); ` +
          `privilege ${d.privilege}; ${ab}` +
          (d.tokens.length ? `; tokens ${d.tokens.map(tokenName).join(', ')}` : '') +
          (d.usedTokens.length ? `; used ${d.usedTokens.length}` : ''),
      );
    }
    lines.push('Cities (Kontors left to right, [controller]):');
    const cities = view.cities.map((c) => {
      const ks = [...c.extraKontors.map(piece), '|', ...c.kontors.map(piece)].join(' ');
      return `  ${c.id}: ${ks}${c.controller !== null ? ` [${c.controller}]` : ''}`;
    });
    lines.push(...cities);
    lines.push('Routes with pieces or a token:');
    for (const r of view.routes) {
      if (!r.bonusToken && r.posts.every((p) => p === null)) continue;
      lines.push(`  ${r.id}: ${r.posts.map(piece).join(' ')}${r.bonusToken ? `  (token: ${tokenName(r.bonusToken)})` : ''}`);
    }
    if (view.top) lines.push(`Decision owed: ${view.top.kind} (${names[view.top.seat]})`);
    return lines.join('\n');
  },
};
