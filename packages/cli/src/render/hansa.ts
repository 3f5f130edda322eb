/**
 * Hansa Teutonica in the terminal: the desks, then the board as text — each city with its Kontors
 * and controller, each route with its posts (t = trader, m = merchant, digit = seat, · = empty),
 * by their printed names as the action list names them ("Hamburg–Lübeck post 1").
 */
import { BOARDS, type HansaView, type PieceView, tokenName } from '@tabula/hansa';
import type { GameEvent } from '@tabula/engine';
import { genericEvent } from './generic';
import type { Renderer } from './types';

/** Printed names of cities and routes, from both boards (events carry ids, not the board). */
const CITY = new Map<string, string>();
const ROUTE = new Map<string, string>();
for (const b of Object.values(BOARDS)) for (const c of b.data.cities) CITY.set(c.id, c.name);
for (const b of Object.values(BOARDS))
  for (const r of b.data.routes) ROUTE.set(r.id, r.cities.map((c) => CITY.get(c) ?? c).join('–'));

const ABILITY_NAMES: Record<string, string> = {
  clavisUrbis: 'Clavis Urbis',
  actiones: 'Actiones',
  privilegium: 'Privilegium',
  liberSophiae: 'Liber Sophiae',
  bursa: 'Bursa',
};

const piece = (p: PieceView | null) => (p ? `${p.piece === 'trader' ? 't' : 'm'}${p.seat}` : '·');

export const hansaRenderer: Renderer = {
  view(v, _seat, names) {
    const view = v as HansaView;
    const board = BOARDS[view.board];
    const city = (id: string) => board.data.cities[board.cityIndex.get(id) ?? -1]?.name ?? id;
    const route = (id: string) => board.data.routes[board.routeIndex.get(id) ?? -1]?.cities.map(city).join('–') ?? id;
    const lines = [
      `Turn ${view.turn}: ${names[view.current]} to act, ${view.actionsLeft} action(s) left${view.endTriggered ? ' — the end is triggered' : ''}. ` +
        `Completed cities ${view.completedCities}/10, bonus supply ${view.bonusPile.count}${view.pawn ? `, pawn in ${view.pawn}` : ''}.`,
    ];
    for (const d of view.desks) {
      const ab = Object.entries(d.abilities)
        .map(([k, a]) => `${ABILITY_NAMES[k] ?? k} ${a.value === null ? 'C' : a.value}`)
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
      return `  ${city(c.id)}: ${ks}${c.controller !== null ? ` [${c.controller}]` : ''}`;
    });
    lines.push(...cities);
    lines.push('Routes with pieces or a token:');
    for (const r of view.routes) {
      if (!r.bonusToken && r.posts.every((p) => p === null)) continue;
      lines.push(
        `  ${route(r.id)}: ${r.posts.map(piece).join(' ')}${r.bonusToken ? `  (token: ${tokenName(r.bonusToken)})` : ''}`,
      );
    }
    if (view.top) lines.push(`Decision owed: ${view.top.kind} (${names[view.top.seat]})`);
    return lines.join('\n');
  },
  event(e, names) {
    // The generic line, with routes and cities by their printed names and posts counted from 1.
    const named: GameEvent = { ...e };
    for (const [k, x] of Object.entries(e)) {
      if (typeof x === 'string') named[k] = ROUTE.get(x) ?? CITY.get(x) ?? x;
      else if ((k === 'post' || k === 'fromPost') && typeof x === 'number') named[k] = x + 1;
    }
    return genericEvent(named, names);
  },
};
