/**
 * Issue 22, "bots that never stop playing": with its personal and general supplies empty (no
 * Income, Place or Displace: H-6.1, H-7.1, H-8.3) a seat still has Move (H-9.1), Establish
 * (H-10.1) and the pawn (H-14.5). The heuristic bot used to end every such turn without acting
 * (a 2-player game, moves 476–509 all "end turn"): its evaluation valued a full route held above
 * the Establish it promises (the future terms shrink as prestige nears 20, H-12.1a; the piece a
 * Kontor keeps counted against a seat short of pieces, H-10.8), a game-ending Establish that wins
 * below the estimate of a game still running (H-10.5, H-12.2), and two pieces on a 3-post route
 * they can never fill above the same pieces on a 2-post route they can.
 *
 * Each position is built from a fresh 2-player game (back board, pawn rules H-14) by moving
 * pieces: seat 0 to act, nothing in its supplies, the pawn in P0-outer (every route below borders
 * it, H-14.6). Posts are drawn as the terminal shows them (t0 = a trader of seat 0, · = empty).
 */
import { applyAction, type AnyGame } from '@tabula/engine';
import { BOARDS, hansa, type HansaAction, type HansaState } from '@tabula/hansa';
import { describe, expect, it } from 'vitest';
import { createBot } from '../src';

const game = hansa as unknown as AnyGame;

interface Position {
  prestige: [number, number];
  turn: number;
  /** Routes and their posts, a seat per post (null = empty); traders only. */
  posts: Record<string, Array<number | null>>;
  /** Cities where seat 0 has a Kontor on the leftmost printed space. */
  kontors: string[];
}

function position(o: Position): HansaState {
  const s = structuredClone(hansa.setup({ players: 2, seed: 'dry', options: {} })) as HansaState;
  const board = BOARDS[s.board];
  s.pending = [];
  s.current = 0;
  s.turn = o.turn;
  s.pawn = board.provinceIndex.get('P0-outer')!;
  s.posts = s.posts.map((row) => row.map(() => -1));
  for (const [id, seats] of Object.entries(o.posts)) {
    const r = board.routeIndex.get(id)!;
    expect(seats).toHaveLength(s.posts[r]!.length);
    s.posts[r] = seats.map((seat) => (seat === null ? -1 : seat * 2));
  }
  s.kontors = s.kontors.map((row) => row.slice());
  for (const city of o.kontors) s.kontors[board.cityIndex.get(city)!]![0] = 0;
  s.seats = s.seats.map((p, i) => ({ ...p, prestige: o.prestige[i]!, desk: i === 0 ? [0, 2, 0, 0, 3] : p.desk }));
  s.seats[0]!.personal = { t: 0, m: 0 };
  s.seats[0]!.general = { t: 0, m: 0 };
  return s;
}

/** Seat 0's whole turn as the bot plays it (other seats' decisions inside it are none here). */
function botTurn(spec: string, s: HansaState): { actions: HansaAction[]; s: HansaState } {
  const bot = createBot(game, spec, 'dry');
  const actions: HansaAction[] = [];
  const turn = s.turn;
  while (!s.over && s.turn === turn && game.activeSeats(s)[0] === 0) {
    const a = bot.choose(game.view(s, 0), 0, game.legalActions(s, 0)) as HansaAction;
    actions.push(a);
    s = applyAction(game, s, 0, a).state as HansaState;
  }
  return { actions, s };
}

/** Seat 0's Kontors: it controls both ends of Hamburg–Lübeck (step A, H-10.3: +2 PP). */
const KONTORS = [
  'hamburg',
  'luebeck',
  'perleberg',
  'osnabrueck',
  'hannover',
  'arnheim',
  'minden',
  'hildesheim',
  'goslar',
  'duisburg',
  'emden',
  'bremen',
];

describe('Hansa: a seat with empty supplies still plays (issue 22)', () => {
  // Hamburg–Lübeck: t0 t0 t0 (full, H-10.1)   Goslar–Magdeburg: t0 ·   Stendal–Perleberg: t1 t1 ·
  const ahead = (prestige: number, turn: number) =>
    position({
      prestige: [prestige, 4],
      turn,
      posts: { 'hamburg--luebeck': [0, 0, 0], 'goslar--magdeburg': [0, null], 'stendal--perleberg': [1, 1, null] },
      kontors: KONTORS,
    });

  it('H-10.5, H-12.1a, H-12.2: at 19 PP the Establish that ends the game in its favour (step A: 21 PP) is played, not an end of turn', () => {
    const s = ahead(19, 71);
    expect(game.legalActions(s, 0)).toContainEqual({ type: 'establish', route: 'hamburg--luebeck' });
    const { actions, s: after } = botTurn('heuristic', s);
    expect(actions[0]).not.toEqual({ type: 'endTurn' });
    expect(actions).toContainEqual({ type: 'establish', route: 'hamburg--luebeck' });
    expect(after.over).toBe(true);
    expect(hansa.outcome(after)!.ranking[0]).toBe(1);
  });

  it('H-10.1, H-10.8: at 14 PP, far ahead and short of pieces, the full route is established within the turn', () => {
    const { actions } = botTurn('heuristic', ahead(14, 74));
    expect(actions[0]).not.toEqual({ type: 'endTurn' });
    expect(actions).toContainEqual({ type: 'establish', route: 'hamburg--luebeck' });
  });

  it('H-9.1, H-10.1: its last two pieces leave a 3-post route they can never fill', () => {
    // Hamburg–Lübeck: t0 t0 ·   Stendal–Perleberg: t1 t1 ·   (2-post routes such as Goslar–Magdeburg empty)
    const s = position({
      prestige: [14, 4],
      turn: 62,
      posts: { 'hamburg--luebeck': [0, 0, null], 'stendal--perleberg': [1, 1, null] },
      kontors: KONTORS,
    });
    expect(game.legalActions(s, 0).map((a) => (a as HansaAction).type)).toEqual(['begin', 'begin', 'begin', 'endTurn']);
    const { actions, s: after } = botTurn('heuristic', s);
    expect(actions[0]).toEqual({ type: 'begin', action: 'move' });
    // Both pieces left Hamburg–Lübeck (today: one onto Duisburg–Dortmund, 2 posts, and one that
    // blocks seat 1's Stendal–Perleberg, H-10.1).
    expect(after.posts[BOARDS[after.board].routeIndex.get('hamburg--luebeck')!]).toEqual([-1, -1, -1]);
  });

  it('the search bot, whose play-outs use the same turn planner, also plays the winning Establish', () => {
    const { actions, s: after } = botTurn('search:iters=8', ahead(19, 71));
    expect(actions[0]).not.toEqual({ type: 'endTurn' });
    expect(after.over).toBe(true);
    expect(hansa.outcome(after)!.ranking[0]).toBe(1);
  });
});
