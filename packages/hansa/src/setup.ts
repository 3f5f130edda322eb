/** Setup (H-4): board side, desks, supplies, bonus tokens, start player, 2-player pawn. */
import { IllegalAction, Rng, type SetupArgs } from '@tabula/engine';
import { BOARDS, boardFor } from './map';
import { EMPTY, type HansaState, type PlayerState, type TokenKind } from './types';

/** H-1.4, A-1: the 16 bonus tokens. */
export const ALL_TOKENS: readonly TokenKind[] = [
  ...(Array(5).fill('extraKontor') as TokenKind[]),
  'swapKontors',
  'swapKontors',
  'plus3',
  'plus3',
  'plus4',
  'plus4',
  'upgradeAbility',
  'upgradeAbility',
  'upgradeAbility',
  'removeThree',
  'removeThree',
];

/** H-4.2: the three starting tokens, face up at the taverns. */
export const STARTING_TOKENS: readonly TokenKind[] = ['removeThree', 'swapKontors', 'extraKontor'];

/** Each colour has 27 traders and 4 merchants (H-1.3); one trader is the prestige marker (H-4.4). */
export const TRADERS_PER_COLOUR = 27;
export const MERCHANTS_PER_COLOUR = 4;

export function setup({ players, seed, options }: SetupArgs): HansaState {
  if (!Number.isInteger(players) || players < 2 || players > 5)
    throw new IllegalAction('H-4.1', `Hansa Teutonica is for 2 to 5 players, not ${String(players)}`);
  const opt = options?.provinces;
  if (opt !== undefined && typeof opt !== 'boolean')
    throw new IllegalAction('H-14.1', 'option provinces is true or false');
  for (const k of Object.keys(options ?? {}))
    if (k !== 'provinces') throw new IllegalAction('H-4', `unknown option "${k}"`);
  const provinces = players === 2 && opt !== false;
  const boardId = boardFor(players);
  const board = BOARDS[boardId];
  const rng = Rng.seed(seed);
  const start = rng.int(players);
  const seats: PlayerState[] = [];
  for (let seat = 0; seat < players; seat++) {
    // H-4.6/H-4.7: the i-th player clockwise from the start player (i = 0 for the start player).
    const i = (seat - start + players) % players;
    seats.push({
      desk: [0, 0, 0, 0, 0],
      personal: { t: 5 + i, m: 1 },
      general: { t: 6 - i, m: 0 },
      prestige: 0,
      tokens: [],
      usedTokens: [],
      plate: [],
      eastWest: 0,
    });
  }
  const starting = rng.shuffle(STARTING_TOKENS.slice());
  const routeTokens: Array<TokenKind | null> = board.data.routes.map(() => null);
  board.taverns.forEach((r, i) => (routeTokens[r] = starting[i]!));
  const rest = ALL_TOKENS.slice();
  for (const t of STARTING_TOKENS) rest.splice(rest.indexOf(t), 1);
  const pile = rng.shuffle(rest);
  return {
    players,
    board: boardId,
    provinces,
    posts: board.data.routes.map((r) => new Array<number>(r.posts).fill(EMPTY)),
    kontors: board.data.cities.map((c) => new Array<number>(c.kontors.length).fill(EMPTY)),
    extraKontors: board.data.cities.map(() => []),
    coellen: [EMPTY, EMPTY, EMPTY, EMPTY],
    routeTokens,
    pile,
    seats,
    completedCities: 0,
    eastWestAwarded: 0,
    current: start,
    turn: 1,
    actionsUsed: 0,
    extraActions: 0,
    pawn: null,
    pawnFreeUsed: false,
    // H-14.4: the player who is not the start player puts the pawn in a province first.
    pending: provinces ? [{ kind: 'placePawn', seat: (start + 1) % players }] : [],
    endTriggered: false,
    over: false,
    rng: rng.save(),
  };
}
