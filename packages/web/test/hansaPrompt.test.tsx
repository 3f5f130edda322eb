// @vitest-environment jsdom
/**
 * Issue 24, "every decision stated in words": the Hansa table says in one line what the seat on
 * screen owes now and why — the pawn before the first turn (H-14.4), a relocation after a
 * displacement (H-8.4) naming who displaced which piece where, step C of an Establish (H-10), the
 * replacement bonus token (H-11.6) — in en/de/it, and an out-of-turn decision reaches the seat
 * that owes it, also on a hot-seat device.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Rng } from '@tabula/engine';
import { hansa, type HansaAction, type HansaState } from '@tabula/hansa';
import { ui } from '../src/games/hansa/ui';
import { HANSA_PROMPTS } from '../src/games/hansa/prompts';
import { routeName } from '../src/games/hansa/words';
import { compile } from '../src/i18n/format';
import { LANGS, type Lang } from '../src/i18n/messages';
import { targetSeat } from '../src/table/MatchPage';
import { initialState } from '../src/net/connState';
import type { Conn } from '../src/table/useConnections';

afterEach(cleanup);
const names = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];

function line(s: HansaState, seat: number, lang: Lang = 'en'): string | null {
  const Table = ui.Table;
  const legal = hansa.legalActions(s, seat);
  const r = render(
    <Table
      view={hansa.view(s, seat)}
      seat={seat}
      legal={legal}
      act={vi.fn()}
      names={names.slice(0, s.players)}
      lang={lang}
      busy={false}
    />,
  );
  // The rule ids are no part of the sentence: the first is the "§" link after it (issue 45).
  const el = r.queryByTestId('decision');
  for (const link of el?.querySelectorAll('.rule-link-wrap') ?? []) link.remove();
  const text = el?.textContent?.trim() ?? null;
  cleanup();
  return text;
}

const act = (s: HansaState, seat: number, a: HansaAction) => hansa.apply(s, seat, a).state;

/** 3 players: the first seat places a trader and ends its turn; the next displaces it. */
function displaced(): { s: HansaState; by: number; owner: number; route: string } {
  let s = hansa.setup({ players: 3, seed: 4 });
  const owner = s.current;
  s = act(s, owner, { type: 'begin', action: 'place' });
  const place = hansa.legalActions(s, owner).find((a) => a.type === 'place' && a.piece === 'trader') as HansaAction & {
    type: 'place';
  };
  s = act(s, owner, place);
  s = act(s, owner, { type: 'endTurn' });
  const by = s.current;
  s = act(s, by, { type: 'begin', action: 'displace' });
  const d = hansa
    .legalActions(s, by)
    .find((a) => a.type === 'displace' && a.route === place.route && a.post === place.post)!;
  s = act(s, by, d);
  return { s, by, owner, route: place.route };
}

/** The first state along a seeded random game where `pred` holds. */
function find(players: number, pred: (s: HansaState) => boolean): HansaState {
  for (let seed = 1; seed < 40; seed++) {
    let s = hansa.setup({ players, seed });
    const rng = Rng.seed(seed);
    for (let i = 0; i < 2000 && hansa.activeSeats(s).length; i++) {
      if (pred(s)) return s;
      const seat = hansa.activeSeats(s)[0]!;
      const legal = hansa.legalActions(s, seat);
      const pass = legal.filter((a) => hansa.isPass!(a));
      s = act(s, seat, pass.length && rng.int(5) === 0 ? pass[0]! : rng.pick(legal));
    }
  }
  throw new Error('no such state');
}

describe('the Hansa prompt line', () => {
  it('has every message in en/de/it with the English placeholders, parsed as ICU', () => {
    for (const key of Object.keys(HANSA_PROMPTS.en) as (keyof typeof HANSA_PROMPTS.en)[]) {
      const want = [...compile('en', HANSA_PROMPTS.en[key]).args].sort();
      for (const lang of LANGS)
        expect([key, lang, [...compile(lang, HANSA_PROMPTS[lang][key]).args].sort()]).toEqual([key, lang, want]);
    }
    for (const lang of LANGS)
      expect(Object.keys(HANSA_PROMPTS[lang]).sort()).toEqual(Object.keys(HANSA_PROMPTS.en).sort());
  });

  it('asks the non-start player to place the pawn before the first turn, and the start player nothing yet (H-14.4)', () => {
    const s = hansa.setup({ players: 2, seed: 3 });
    const pawn = 1 - s.current;
    expect(line(s, pawn)).toBe(
      `Place the pawn on a province: Place, Displace and Establish are then allowed only on the routes around it, and ${names[s.current]} starts.`,
    );
    expect(line(s, s.current)).toBeNull();
    expect(line(s, pawn, 'de')).toMatch(/^Stelle die Spielfigur in eine Provinz/);
    expect(line(s, pawn, 'it')).toMatch(/^Piazza il Pedone su una provincia/);
  });

  it('tells the current seat its actions, and the details of the action it chose (H-5, H-7)', () => {
    let s = hansa.setup({ players: 3, seed: 2 });
    const me = s.current;
    expect(line(s, me)).toBe('Your turn: 2 actions left — Income, Place, Displace, Move or establish a full route.');
    expect(line(s, (me + 1) % 3)).toBeNull();
    s = act(s, me, { type: 'begin', action: 'place' });
    expect(line(s, me)).toMatch(/^Place: choose an empty trading post/);
    expect(line(s, me, 'it')).toMatch(/^Inserire: scegli una casella libera/);
  });

  it('tells the displaced seat who displaced which piece where, and what it may place (H-8.4)', () => {
    const { s, by, owner, route } = displaced();
    const r = routeName(s.board, route);
    expect(line(s, owner)).toBe(
      `${names[by]} displaced your trader on ${r}: place it and up to 1 more piece on the nearest empty trading posts, next to that route first.`,
    );
    expect(line(s, owner, 'de')).toBe(
      `${names[by]} hat deinen Händler auf ${r} verdrängt: setze ihn und bis zu 1 weiteren Stein auf die nächsten freien Handelsposten, zuerst neben dieser Route.`,
    );
    expect(line(s, owner, 'it')).toMatch(
      new RegExp(
        `^${names[by]} ha rimpiazzato il tuo commerciante su ${r}: riposizionalo con al massimo 1 risorsa addizionale`,
      ),
    );
    // The seat whose turn it is owes nothing until the relocation is done.
    expect(line(s, by)).toBeNull();
    // Once the displaced piece is back, only the optional extra piece is left.
    const back = act(
      s,
      owner,
      hansa.legalActions(s, owner).find((a) => a.type === 'relocate' && a.piece === 'displaced')!,
    );
    expect(line(back, owner)).toBe(
      `${names[by]} displaced your piece on ${r}: place up to 1 more piece on the nearest empty trading posts, or stop.`,
    );
  });

  it('hands a hot-seat device to the displaced seat, whose table then shows the relocation', () => {
    const { s, owner } = displaced();
    const conns = [0, 1, 2].map(
      (seat): Conn => ({
        seat: { matchId: 'm', seat, token: 't', name: names[seat]!, game: 'hansa' },
        conn: null as never,
        state: { ...initialState(), legal: hansa.legalActions(s, seat) },
      }),
    );
    expect(targetSeat(conns, s.current)).toBe(owner);
  });

  it('names the choices of step C of an Establish: a Kontor or the city’s ability (H-10)', () => {
    const s = find(3, (x) => x.pending.at(-1)?.kind === 'establish');
    const seat = s.pending.at(-1)!.seat;
    expect(line(s, seat)).toMatch(
      /^Establish .+–.+: choose (a Kontor in |the city’s ability |a merchant on the Coellen table|an Extra Kontor).*\.$/,
    );
  });

  it('asks for the replacement bonus token at the end of the turn (H-11.6)', () => {
    const s = find(3, (x) => x.pending.at(-1)?.kind === 'placeBonus');
    const seat = s.pending.at(-1)!.seat;
    expect(line(s, seat)).toMatch(/^Place your replacement bonus token \(.+\) on a route with no token and no pieces/);
    expect(line(s, (seat + 1) % 3)).toBeNull();
  });
});
