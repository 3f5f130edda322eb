/**
 * Establish a route (H-10): step A prestige for the controllers of both end cities, step B the
 * route's bonus token and a face-down replacement, step C at most one of Kontor / Extra Kontor /
 * ability upgrade / Coellen table; then the route's pieces go to the general supply (H-10.14).
 */
import { check, type GameEvent, type Seat } from '@tabula/engine';
import { ABILITY_INDEX, abilityValue, fullyDeveloped, isAbility } from './desk';
import { connectsEastWest, controller } from './control';
import { addPrestige, plus, pushDecision, replaceTop, setKontor, updatePlayer } from './edit';
import { PRIVILEGES } from './map';
import {
  KIND_NAMES,
  boardOf,
  cityId,
  ownsWholeRoute,
  parseCity,
  parseKind,
  parseRoute,
  routeAllowed,
  routeId,
} from './rules';
import { EMPTY, type Decision, type HansaAction, type HansaState } from './types';

type Establish = Decision & { kind: 'establish' };

export function legalEstablish(s: HansaState, seat: Seat, out: HansaAction[]): void {
  for (let r = 0; r < s.posts.length; r++)
    if (routeAllowed(s, r) && ownsWholeRoute(s, r, seat)) out.push({ type: 'establish', route: routeId(s, r) });
}

/** Steps A and B, then the step C decision (or the end of the action when C offers nothing). */
export function applyEstablish(
  s: HansaState,
  seat: Seat,
  a: HansaAction & { type: 'establish' },
  events: GameEvent[],
): void {
  const r = parseRoute(s, a.route, 'H-10.1');
  check(routeAllowed(s, r), 'H-10.1', "with 2 players you establish only a border of the pawn's province");
  check(ownsWholeRoute(s, r, seat), 'H-10.1', 'every post of the route must hold one of your pieces');
  events.push({ type: 'establish', seat, route: a.route });
  // Step A (H-10.3): control is read before step C.
  for (const c of boardOf(s).routeCities[r]!) {
    const who = controller(s, c);
    if (who !== null) {
      addPrestige(s, who, 1);
      events.push({ type: 'prestige', seat: who, points: 1, reason: 'control', city: cityId(s, c) });
    }
  }
  // Step B (H-10.6, H-10.7).
  const taken = s.routeTokens[r]!;
  if (taken !== null) {
    const tokens = s.routeTokens.slice();
    tokens[r] = null;
    s.routeTokens = tokens;
    updatePlayer(s, seat, (p) => (p.tokens = [...p.tokens, taken]));
    events.push({ type: 'bonusTaken', seat, route: a.route, token: taken });
    if (s.pile.length === 0) {
      s.endTriggered = true; // H-12.1b
      events.push({ type: 'bonusSupplyEmpty' });
    } else {
      const drawn = s.pile[s.pile.length - 1]!;
      s.pile = s.pile.slice(0, -1);
      updatePlayer(s, seat, (p) => (p.plate = [...p.plate, { token: drawn, seen: false }]));
      events.push({ type: 'bonusDrawn', seat });
    }
  }
  const d: Establish = { kind: 'establish', seat, route: r, taken };
  const options: HansaAction[] = [];
  legalStepC(s, d, options);
  if (options.length > 1) pushDecision(s, d);
  else clearRoute(s, seat, r, events);
}

function routeHas(s: HansaState, r: number, kind: number): boolean {
  for (const pc of s.posts[r]!) if ((pc & 1) === kind) return true;
  return false;
}

function extraKontorTokens(s: HansaState, d: Establish): number {
  let n = 0;
  for (const t of s.seats[d.seat]!.tokens) if (t === 'extraKontor') n++;
  // H-11.3, A-14: not the token taken in this very action.
  return d.taken === 'extraKontor' ? n - 1 : n;
}

/** H-10.8: the leftmost empty printed space must fit the piece shape and the privilege. */
function kontorSpace(s: HansaState, d: Establish, city: number): number {
  const i = s.kontors[city]!.indexOf(EMPTY);
  if (i < 0) return -1;
  const space = boardOf(s).data.cities[city]!.kontors[i]!;
  const kind = space.shape === 'square' ? 0 : 1;
  if (!routeHas(s, d.route, kind)) return -1;
  if (PRIVILEGES.indexOf(space.privilege) > abilityValue(s.seats[d.seat]!, 'privilegium')) return -1;
  return i;
}

function coellenOk(s: HansaState, d: Establish, space: number): boolean {
  const board = boardOf(s);
  if (d.route !== board.coellenRoute || !routeHas(s, d.route, 1)) return false;
  const spaces = board.data.cities[board.coellen]!.prestigeTable!.spaces;
  if (!Number.isInteger(space) || space < 0 || space >= spaces.length || s.coellen[space] !== EMPTY) return false;
  return PRIVILEGES.indexOf(spaces[space]!.privilege) <= abilityValue(s.seats[d.seat]!, 'privilegium');
}

export function legalStepC(s: HansaState, d: Establish, out: HansaAction[]): void {
  const board = boardOf(s);
  const extra = extraKontorTokens(s, d) > 0;
  for (const c of board.routeCities[d.route]!) {
    if (kontorSpace(s, d, c) >= 0) out.push({ type: 'kontor', city: cityId(s, c) });
    // H-11.4: the leftmost printed space must already be occupied.
    if (extra && s.kontors[c]![0] !== EMPTY)
      for (let k = 0; k < 2; k++)
        if (routeHas(s, d.route, k)) out.push({ type: 'extraKontor', city: cityId(s, c), piece: KIND_NAMES[k]! });
    const ab = board.data.cities[c]!.upgradesAbility;
    if (ab && !fullyDeveloped(s.seats[d.seat]!, ab)) out.push({ type: 'upgrade', ability: ab });
  }
  for (let i = 0; i < s.coellen.length; i++) if (coellenOk(s, d, i)) out.push({ type: 'coellen', space: i });
  out.push({ type: 'noKontor' });
}

/** Takes one piece of `kind` off the route (the route is all the active player's). */
function takeFromRoute(s: HansaState, r: number, kind: number): void {
  const row = s.posts[r]!.slice();
  row[row.findIndex((pc) => (pc & 1) === kind)] = EMPTY;
  const posts = s.posts.slice();
  posts[r] = row;
  s.posts = posts;
}

/**
 * H-10.14: every piece left on the route goes to the active player's general supply (the event
 * lets the table show them going there).
 */
function clearRoute(s: HansaState, seat: Seat, r: number, events: GameEvent[]): void {
  let t = 0;
  let m = 0;
  for (const pc of s.posts[r]!) if (pc !== EMPTY) pc & 1 ? m++ : t++;
  updatePlayer(s, seat, (p) => (p.general = { t: p.general.t + t, m: p.general.m + m }));
  if (t + m > 0) events.push({ type: 'routeCleared', seat, route: routeId(s, r), traders: t, merchants: m });
  const posts = s.posts.slice();
  posts[r] = new Array<number>(posts[r]!.length).fill(EMPTY);
  s.posts = posts;
}

/** H-10.11: the first three to connect Arnheim and Stendal score 7/4/2. */
function checkEastWest(s: HansaState, seat: Seat, events: GameEvent[]): void {
  const awards = boardOf(s).data.eastWestConnection.awards;
  if (s.seats[seat]!.eastWest > 0 || s.eastWestAwarded >= awards.length || !connectsEastWest(s, seat)) return;
  const points = awards[s.eastWestAwarded]!;
  s.eastWestAwarded += 1;
  updatePlayer(s, seat, (p) => (p.eastWest = points));
  addPrestige(s, seat, points);
  events.push({ type: 'prestige', seat, points, reason: 'eastWest' });
}

/** Step C; always completes the Establish action. */
export function applyStepC(s: HansaState, d: Establish, a: HansaAction, events: GameEvent[]): void {
  const seat = d.seat;
  const board = boardOf(s);
  const [c0, c1] = board.routeCities[d.route]!;
  const endCity = (id: unknown, rule: string): number => {
    const c = parseCity(s, id, rule);
    check(c === c0 || c === c1, rule, 'choose one of the two end cities of the route');
    return c;
  };
  switch (a.type) {
    case 'kontor': {
      const c = endCity(a.city, 'H-10.8');
      const i = kontorSpace(s, d, c);
      check(
        i >= 0,
        'H-10.8',
        'the leftmost empty space must match a piece of the route (square: trader, round: merchant) and your privilege',
      );
      const space = board.data.cities[c]!.kontors[i]!;
      const kind = space.shape === 'square' ? 0 : 1;
      takeFromRoute(s, d.route, kind);
      setKontor(s, c, i, seat * 2 + kind);
      events.push({ type: 'kontor', seat, city: a.city, index: i, piece: KIND_NAMES[kind] });
      if (space.prestigeCoin) {
        addPrestige(s, seat, 1); // H-10.9
        events.push({ type: 'prestige', seat, points: 1, reason: 'coin', city: a.city });
      }
      if (!s.kontors[c]!.includes(EMPTY)) {
        s.completedCities += 1; // H-10.10
        events.push({ type: 'cityCompleted', city: a.city, completed: s.completedCities });
        if (s.completedCities >= board.data.completedCitiesToEndGame) s.endTriggered = true;
      }
      checkEastWest(s, seat, events);
      break;
    }
    case 'extraKontor': {
      const c = endCity(a.city, 'H-11.4');
      const kind = parseKind(a.piece, 'H-11.4');
      check(extraKontorTokens(s, d) > 0, 'H-11.4', 'you need an Extra Kontor token taken before this action');
      check(s.kontors[c]![0] !== EMPTY, 'H-11.4', "the city's leftmost Kontor space must already be occupied");
      check(routeHas(s, d.route, kind), 'H-11.4', `no ${a.piece} on this route`);
      takeFromRoute(s, d.route, kind);
      const extras = s.extraKontors.slice();
      extras[c] = [seat * 2 + kind, ...extras[c]!];
      s.extraKontors = extras;
      updatePlayer(s, seat, (p) => {
        const tokens = p.tokens.slice();
        tokens.splice(tokens.indexOf('extraKontor'), 1);
        p.tokens = tokens;
        p.usedTokens = [...p.usedTokens, 'extraKontor'];
      });
      events.push({ type: 'extraKontor', seat, city: a.city, piece: a.piece });
      checkEastWest(s, seat, events);
      break;
    }
    case 'upgrade': {
      check(isAbility(a.ability), 'H-10.12', 'unknown ability');
      const ok = [c0, c1].some((c) => board.data.cities[c]!.upgradesAbility === a.ability);
      check(ok, 'H-10.12', `neither end city upgrades ${a.ability}`);
      check(!fullyDeveloped(s.seats[seat]!, a.ability), 'H-3.7', `${a.ability} is fully developed`);
      upgrade(s, seat, a.ability);
      events.push({ type: 'upgrade', seat, ability: a.ability });
      break;
    }
    case 'coellen': {
      check(
        coellenOk(s, d, a.space),
        'H-10.13',
        'a merchant of the Coellen–Warburg route goes on an empty table space your privilege allows',
      );
      takeFromRoute(s, d.route, 1);
      const t = s.coellen.slice();
      t[a.space] = seat;
      s.coellen = t;
      events.push({ type: 'coellen', seat, space: a.space });
      break;
    }
    case 'noKontor':
      break;
    default:
      check(
        false,
        'H-10.2',
        'finish establishing the route: choose a Kontor, an upgrade, the Coellen table or nothing',
      );
  }
  clearRoute(s, seat, d.route, events);
  replaceTop(s, null);
}

/** H-3.7: the leftmost piece of the track goes to the personal supply. */
export function upgrade(s: HansaState, seat: Seat, ability: Parameters<typeof fullyDeveloped>[1]): void {
  updatePlayer(s, seat, (p) => {
    const desk = p.desk.slice();
    desk[ABILITY_INDEX[ability]] += 1;
    p.desk = desk;
    p.personal = plus(p.personal, ability === 'liberSophiae' ? 1 : 0, 1);
  });
}
