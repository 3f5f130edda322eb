/**
 * `determinize` (contract): a full state consistent with a seat's view. Everything public is
 * read back from the view; the tokens that seat cannot see — the face-down bonus supply and
 * face-down plate tokens — are exactly the 16 tokens (H-1.4) minus every visible one, shuffled
 * with the given random source and dealt to those hidden places.
 */
import type { RandomSource, Seat } from '@tabula/engine';
import { ABILITY_INDEX } from './desk';
import { BOARDS } from './map';
import { ALL_TOKENS } from './setup';
import { EMPTY, type Decision, type HansaState, type PieceKind, type PlayerState, type TokenKind } from './types';
import type { DecisionView, HansaView, PieceView } from './view';

const code = (p: PieceView | null): number => (p === null ? EMPTY : p.seat * 2 + (p.piece === 'merchant' ? 1 : 0));
const kind = (k: PieceKind): 0 | 1 => (k === 'merchant' ? 1 : 0);

function decision(v: HansaView, d: DecisionView): Decision {
  const board = BOARDS[v.board];
  switch (d.kind) {
    case 'relocate':
      return {
        ...d,
        route: board.routeIndex.get(d.route)!,
        displaced: d.displaced === null ? null : kind(d.displaced),
      };
    case 'establish':
      return { ...d, route: board.routeIndex.get(d.route)! };
    case 'moveLift':
    case 'movePut':
      return { ...d, hand: d.hand.map(kind) };
    default:
      return { ...d };
  }
}

export function determinize(v: HansaView, _seat: Seat, rng: RandomSource): HansaState {
  const board = BOARDS[v.board];
  const unknown = ALL_TOKENS.slice();
  const drop = (t: TokenKind) => {
    const i = unknown.indexOf(t);
    if (i >= 0) unknown.splice(i, 1);
  };
  for (const r of v.routes) if (r.bonusToken) drop(r.bonusToken);
  for (const d of v.desks) {
    d.tokens.forEach(drop);
    d.usedTokens.forEach(drop);
    for (const t of d.plate) if (t !== 'hidden') drop(t);
  }
  for (let i = unknown.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [unknown[i], unknown[j]] = [unknown[j]!, unknown[i]!];
  }
  const seats: PlayerState[] = v.desks.map((d) => {
    const desk = [0, 0, 0, 0, 0];
    for (const [a, av] of Object.entries(d.abilities)) desk[ABILITY_INDEX[a as keyof typeof ABILITY_INDEX]] = av.level;
    return {
      desk,
      personal: { t: d.personal.traders, m: d.personal.merchants },
      general: { t: d.general.traders, m: d.general.merchants },
      prestige: d.prestige,
      tokens: d.tokens.slice(),
      usedTokens: d.usedTokens.slice(),
      // A face-down plate token is one of the unseen tokens; the viewer's own seen ones are kept.
      plate: d.plate.map((t) => (t === 'hidden' ? { token: unknown.pop()!, seen: false } : { token: t, seen: true })),
      eastWest: d.eastWest,
    };
  });
  return {
    players: v.players,
    board: v.board,
    provinces: v.provinces,
    posts: v.routes.map((r) => r.posts.map(code)),
    kontors: v.cities.map((c) => c.kontors.map(code)),
    extraKontors: v.cities.map((c) => c.extraKontors.map(code)),
    coellen: v.coellenTable.map((c) => (c.seat === null ? EMPTY : c.seat)),
    routeTokens: v.routes.map((r) => r.bonusToken),
    pile: unknown.splice(0, v.bonusPile.count),
    seats,
    completedCities: v.completedCities,
    eastWestAwarded: v.eastWestAwarded,
    current: v.current,
    turn: v.turn,
    actionsUsed: v.actionsUsed,
    extraActions: v.extraActions,
    pawn: v.pawn === null ? null : board.provinceIndex.get(v.pawn)!,
    pawnFreeUsed: v.pawnFreeUsed,
    pending: v.pending.map((d) => decision(v, d)),
    endTriggered: v.endTriggered,
    over: v.over,
    rng: [rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32)],
  };
}
