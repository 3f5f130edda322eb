/**
 * Using bonus tokens (H-11): no action, only between actions of the owner's own turn (H-11.3).
 * Extra Kontor is used inside step C of Establish (establish.ts).
 */
import { check, type GameEvent, type Seat } from '@tabula/engine';
import { fullyDeveloped, isAbility } from './desk';
import { addPersonal, pushDecision, replaceTop, setKontor, setPost, updatePlayer } from './edit';
import { upgrade } from './establish';
import { anyPieceOnPosts, parseCity, parsePost, parseRoute, routeId, swappable, cityId } from './rules';
import { ABILITIES, EMPTY, type Decision, type HansaAction, type HansaState, type TokenKind } from './types';

type Remove = Decision & { kind: 'removeThree' };

/** The actions that use a bonus token on the owner's turn (H-11.5, H-11.7–H-11.9). */
type TokenAction = HansaAction & { type: 'useActions' | 'useUpgrade' | 'swapKontors' | 'removeThree' };

const TOKEN_TYPES: ReadonlySet<string> = new Set<TokenAction['type']>([
  'useActions',
  'useUpgrade',
  'swapKontors',
  'removeThree',
]);

export function isTokenAction(a: HansaAction): a is TokenAction {
  return TOKEN_TYPES.has(a.type);
}

function has(s: HansaState, seat: Seat, t: TokenKind): boolean {
  return s.seats[seat]!.tokens.includes(t);
}

function spend(s: HansaState, seat: Seat, t: TokenKind): void {
  updatePlayer(s, seat, (p) => {
    const tokens = p.tokens.slice();
    tokens.splice(tokens.indexOf(t), 1);
    p.tokens = tokens;
    p.usedTokens = [...p.usedTokens, t];
  });
}

export function legalTokens(s: HansaState, seat: Seat, out: HansaAction[]): void {
  const p = s.seats[seat]!;
  if (has(s, seat, 'plus3')) out.push({ type: 'useActions', n: 3 });
  if (has(s, seat, 'plus4')) out.push({ type: 'useActions', n: 4 });
  if (has(s, seat, 'upgradeAbility'))
    for (const a of ABILITIES) if (!fullyDeveloped(p, a)) out.push({ type: 'useUpgrade', ability: a });
  if (has(s, seat, 'swapKontors'))
    for (let c = 0; c < s.kontors.length; c++)
      for (let i = 0; i + 1 < s.kontors[c]!.length; i++)
        if (swappable(s, c, i)) out.push({ type: 'swapKontors', city: cityId(s, c), index: i });
  if (has(s, seat, 'removeThree') && anyPieceOnPosts(s)) out.push({ type: 'removeThree' });
}

export function applyToken(s: HansaState, seat: Seat, a: TokenAction, events: GameEvent[]): void {
  switch (a.type) {
    case 'useActions': {
      check(a.n === 3 || a.n === 4, 'H-11.8', 'the action tokens are +3 and +4');
      const t: TokenKind = a.n === 3 ? 'plus3' : 'plus4';
      check(has(s, seat, t), 'H-11.8', `you have no unused +${a.n} Actions token`);
      spend(s, seat, t);
      s.extraActions += a.n;
      events.push({ type: 'useToken', seat, token: t });
      return;
    }
    case 'useUpgrade': {
      check(has(s, seat, 'upgradeAbility'), 'H-11.7', 'you have no unused Upgrade Ability token');
      check(isAbility(a.ability), 'H-11.7', 'unknown ability');
      check(!fullyDeveloped(s.seats[seat]!, a.ability), 'H-3.7', `${a.ability} is fully developed`);
      spend(s, seat, 'upgradeAbility');
      upgrade(s, seat, a.ability);
      events.push({ type: 'useToken', seat, token: 'upgradeAbility', ability: a.ability });
      return;
    }
    case 'swapKontors': {
      check(has(s, seat, 'swapKontors'), 'H-11.5', 'you have no unused Swap Kontors token');
      const c = parseCity(s, a.city, 'H-11.5');
      check(
        Number.isInteger(a.index) && swappable(s, c, a.index),
        'H-11.5',
        'swap the different Kontors on two neighbouring printed spaces of one city',
      );
      const row = s.kontors[c]!;
      const left = row[a.index]!;
      const right = row[a.index + 1]!;
      spend(s, seat, 'swapKontors');
      setKontor(s, c, a.index, right);
      setKontor(s, c, a.index + 1, left);
      events.push({ type: 'useToken', seat, token: 'swapKontors', city: a.city, index: a.index });
      return;
    }
    case 'removeThree': {
      check(has(s, seat, 'removeThree'), 'H-11.9', 'you have no unused Remove Three token');
      check(anyPieceOnPosts(s), 'H-11.9', 'there is no piece on any post');
      spend(s, seat, 'removeThree');
      events.push({ type: 'useToken', seat, token: 'removeThree' });
      pushDecision(s, { kind: 'removeThree', seat, left: 3 });
      return;
    }
  }
}

/** H-11.9, A-13: a piece of any player goes back to its owner's personal supply. */
function removeOne(s: HansaState, seat: Seat, r: number, i: number, events: GameEvent[]): void {
  const pc = s.posts[r]![i]!;
  setPost(s, r, i, EMPTY);
  addPersonal(s, pc >> 1, pc & 1, 1);
  events.push({
    type: 'removed',
    seat,
    owner: pc >> 1,
    route: routeId(s, r),
    post: i,
    piece: pc & 1 ? 'merchant' : 'trader',
  });
}

export function legalRemove(s: HansaState, out: HansaAction[]): void {
  for (let r = 0; r < s.posts.length; r++) {
    const row = s.posts[r]!;
    for (let i = 0; i < row.length; i++)
      if (row[i] !== EMPTY) out.push({ type: 'remove', route: routeId(s, r), post: i });
  }
  out.push({ type: 'removeDone' });
}

export function applyRemove(s: HansaState, d: Remove, a: HansaAction, events: GameEvent[]): void {
  if (a.type === 'removeDone') {
    replaceTop(s, null);
    return;
  }
  check(a.type === 'remove', 'H-11.9', 'remove another piece or stop');
  const r = parseRoute(s, a.route, 'H-11.9');
  const i = parsePost(s, r, a.post, 'H-11.9');
  check(s.posts[r]![i] !== EMPTY, 'H-11.9', 'choose a piece on a post');
  removeOne(s, d.seat, r, i, events);
  replaceTop(s, d.left > 1 && anyPieceOnPosts(s) ? { ...d, left: d.left - 1 } : null);
}
