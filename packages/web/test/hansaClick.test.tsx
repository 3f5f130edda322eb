// @vitest-environment jsdom
/**
 * Issue 45, direct manipulation in Hansa: at the start of an action a click on the board acts
 * without the move bar — an empty post places (H-7), an opponent's piece starts a displacement
 * (H-8), one's own piece starts a move (H-9), a full route offers Establish (H-10), a province the
 * pawn moves (H-14.5) — the begin sent first and its detail once the rules list it; and every
 * click that cannot act says why, in the reader's language, whoever's turn it is.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { hansa, type HansaAction, type HansaState } from '@tabula/hansa';
import { ui } from '../src/games/hansa/ui';
import { hansaReason } from '../src/games/hansa/reasons';
import { plansFor } from '../src/games/hansa/plans';

afterEach(cleanup);
const names = ['Ann', 'Bob', 'Cid'];
type Lang = 'en' | 'de' | 'it';

function table(s: HansaState, seat: number | null, lang: Lang = 'en', act = vi.fn()) {
  const Table = ui.Table;
  const el = (st: HansaState) => (
    <Table
      view={hansa.view(st, seat ?? 'spectator')}
      seat={seat}
      legal={seat === null ? [] : hansa.legalActions(st, seat)}
      act={act}
      names={names.slice(0, st.players)}
      lang={lang}
      busy={false}
    />
  );
  const r = render(el(s));
  return { ...r, act, redraw: (st: HansaState) => r.rerender(el(st)) };
}

const play = (s: HansaState, a: HansaAction) => hansa.apply(s, hansa.activeSeats(s)[0]!, a).state;
const placeAt = (s: HansaState, route: string, post: number) =>
  play(play(s, { type: 'begin', action: 'place' }), { type: 'place', route, post, piece: 'trader' });
const reason = (c: HTMLElement) => c.querySelector('[data-testid=reason]')?.textContent ?? null;
const click = (c: HTMLElement, k: string) => fireEvent.click(c.querySelector(`[data-k="${k}"]`)!);

/** Three players, `me` to act again: my trader on a 3-post route's post 0, the next seat's (`other`) on post 1. */
function opened(): { s: HansaState; route: string; me: number; other: number } {
  let s = hansa.setup({ players: 3, seed: 9 });
  const me = hansa.activeSeats(s)[0]!;
  const route = hansa.view(s, me).routes.find((r) => r.posts.length >= 3)!.id;
  s = placeAt(s, route, 0);
  s = play(s, { type: 'endTurn' });
  const other = hansa.activeSeats(s)[0]!;
  s = placeAt(s, route, 1);
  s = play(s, { type: 'endTurn' });
  s = play(s, { type: 'endTurn' });
  return { s, route, me, other };
}

describe('Hansa: a click on the board acts at the start of an action (issue 45)', () => {
  it('an empty post offers a trader or a merchant; the choice sends Place, then the post (H-7)', () => {
    const { s, route, me } = opened();
    expect(hansa.activeSeats(s)).toEqual([me]);
    const post = `post:${route}:2`;
    const { container, act, redraw, getByTestId } = table(s, me);
    expect(container.querySelector(`[data-k="${post}"]`)!.classList.contains('pickable')).toBe(true);
    click(container, post);
    const texts = [...getByTestId('chooser').querySelectorAll('button[data-action]')].map((b) => b.textContent);
    expect(texts.some((t) => /place a trader/.test(t!))).toBe(true);
    expect(texts.some((t) => /place a merchant/.test(t!))).toBe(true);
    fireEvent.click(getByTestId('chooser').querySelector('button[data-action]')!);
    expect(act).toHaveBeenLastCalledWith({ type: 'begin', action: 'place' });
    redraw(play(s, { type: 'begin', action: 'place' }));
    expect(act).toHaveBeenLastCalledWith({ type: 'place', route, post: 2, piece: 'trader' });
    expect(act).toHaveBeenCalledTimes(2);
  });

  it('an opponent’s piece starts a displacement, with its price to choose (H-8)', () => {
    const { s, route, me } = opened();
    const { container, act, redraw, getByTestId } = table(s, me);
    click(container, `post:${route}:1`);
    const choices = [...getByTestId('chooser').querySelectorAll('button[data-action]')];
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.every((b) => /displace on/.test(b.textContent!))).toBe(true);
    // The penalty in pieces (H-8.3), never "1+0".
    expect(choices.some((b) => /paying 1 trader$/.test(b.textContent!))).toBe(true);
    expect(choices.some((b) => /\+/.test(b.textContent!))).toBe(false);
    fireEvent.click(choices[0]!);
    expect(act).toHaveBeenLastCalledWith({ type: 'begin', action: 'displace' });
    redraw(play(s, { type: 'begin', action: 'displace' }));
    expect((act.mock.lastCall![0] as HansaAction).type).toBe('displace');
  });

  it('one’s own piece starts a move: it is lifted, then more are picked or destinations clicked (H-9)', () => {
    const { s, route, me } = opened();
    const { container, act, redraw } = table(s, me);
    click(container, `post:${route}:0`);
    expect(act).toHaveBeenLastCalledWith({ type: 'begin', action: 'move' });
    redraw(play(s, { type: 'begin', action: 'move' }));
    expect(act).toHaveBeenLastCalledWith({ type: 'move', route, post: 0 });
  });

  it('a route full of one’s own pieces offers Establish on its posts and its line (H-10)', () => {
    let s = hansa.setup({ players: 3, seed: 9 });
    const me = hansa.activeSeats(s)[0]!;
    const r = hansa.view(s, me).routes.find((x) => x.posts.length === 2)!;
    s = placeAt(s, r.id, 0);
    for (let i = 0; i < 3; i++) s = play(s, { type: 'endTurn' });
    s = placeAt(s, r.id, 1);
    const { container, act, getByTestId } = table(s, me);
    click(container, `post:${r.id}:0`);
    const texts = [...getByTestId('chooser').querySelectorAll('button[data-action]')].map((b) => b.textContent);
    expect(texts.some((t) => /^establish /.test(t!))).toBe(true);
    expect(texts.some((t) => /lift your piece/.test(t!))).toBe(true);
    click(container, `route:${r.id}`);
    expect(act).toHaveBeenLastCalledWith({ type: 'establish', route: r.id });
  });

  it('no plan for a spectator or while a decision is owed', () => {
    const { s, me } = opened();
    expect(plansFor(hansa.view(s, me), null, [])).toEqual([]);
    const begun = play(s, { type: 'begin', action: 'place' });
    expect(plansFor(hansa.view(begun, me), me, hansa.legalActions(begun, me))).toEqual([]);
  });
});

describe('Hansa: every click that cannot act says why (issue 45)', () => {
  it('during another’s turn, in each language', () => {
    const { s, route, me, other } = opened();
    const p = names[me];
    for (const [lang, want] of [
      ['en', `It is ${p}’s turn`],
      ['de', `${p} ist am Zug`],
      ['it', `È il turno di ${p}`],
    ] as const) {
      const { container, act } = table(s, other, lang);
      const city = `city:${hansa.view(s, other).cities[0]!.id}`;
      for (const k of [`post:${route}:0`, `post:${route}:1`, `post:${route}:2`, `route:${route}`, city]) {
        click(container, k);
        expect(reason(container), k).toMatch(want);
      }
      expect(act).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('to the seat owing a decision while the match waits for an invited player', () => {
    const { s, route, me } = opened();
    const why = hansaReason(hansa.view(s, me), me, [], names, 'en');
    expect(why(`post:${route}:0`)).toMatch(/once every invited player has taken their seat/);
  });

  it('to a spectator', () => {
    const { s, route } = opened();
    const { container } = table(s, null);
    click(container, `post:${route}:0`);
    expect(reason(container)).toMatch(/watching/);
  });

  it('a city, a bonus token and a route not full, at the start of a turn', () => {
    const { s, route, me } = opened();
    const v = hansa.view(s, me);
    const { container } = table(s, me);
    click(container, `city:${v.cities[0]!.id}`);
    expect(reason(container)).toMatch(/To take a Kontor in/);
    const withToken = v.routes.find((r) => r.bonusToken)!;
    click(container, `bonus:${withToken.id}`);
    expect(reason(container)).toMatch(/Bonus token .*establish this route/);
    click(container, `route:${route}`);
    expect(reason(container)).toMatch(/Other players hold posts/);
  });

  it('an empty personal supply, the price of a displacement, no action left', () => {
    const { s, route, me } = opened();
    const v = hansa.view(s, me);
    const legal = hansa.legalActions(s, me);
    const supply = (traders: number, merchants: number) => ({
      ...v,
      desks: v.desks.map((d) => (d.seat === me ? { ...d, personal: { traders, merchants } } : d)),
    });
    expect(hansaReason(supply(0, 0), me, legal, names, 'en')(`post:${route}:2`)).toMatch(
      /no traders or merchants in your personal supply/,
    );
    expect(hansaReason(supply(1, 0), me, legal, names, 'en')(`post:${route}:1`)).toMatch(
      /costs 2 pieces .* you have 1/,
    );
    expect(hansaReason({ ...v, actionsLeft: 0 }, me, [{ type: 'endTurn' }], names, 'en')(`post:${route}:2`)).toMatch(
      /no actions left/,
    );
  });

  it('a taken post after Place was chosen in the move bar, and an empty one after Displace (H-7.1, H-8.1)', () => {
    const { s, route, me } = opened();
    const r1 = table(play(s, { type: 'begin', action: 'place' }), me);
    click(r1.container, `post:${route}:1`);
    expect(reason(r1.container)).toMatch(/taken — press Cancel, then click the piece to displace it/);
    cleanup();
    const r2 = table(play(s, { type: 'begin', action: 'displace' }), me, 'de');
    click(r2.container, `post:${route}:2`);
    expect(reason(r2.container)).toMatch(/frei — drücke Abbrechen/);
    click(r2.container, `post:${route}:0`);
    expect(reason(r2.container)).toMatch(/dein eigener Stein/);
  });

  it('the reason goes when the table moves on', () => {
    const { s, route, other } = opened();
    const { container, redraw } = table(s, other);
    click(container, `post:${route}:0`);
    expect(reason(container)).not.toBeNull();
    redraw(play(s, { type: 'endTurn' }));
    expect(reason(container)).toBeNull();
  });
});

describe('Hansa: one pawn control (issue 45, H-14.5)', () => {
  it('says what the paid and the free move are, and offers both; a province offers both too', () => {
    let s = hansa.setup({ players: 2, seed: 1 });
    s = play(s, hansa.legalActions(s, hansa.activeSeats(s)[0]!)[0]!);
    const seat = hansa.activeSeats(s)[0]!;
    const { container, getByTestId, queryByTestId, act } = table(s, seat);
    expect(container.querySelectorAll('[data-global*="pawn"]').length).toBe(0);
    expect(queryByTestId('pawn-explain')).toBeNull();
    fireEvent.click(getByTestId('pawn-control'));
    expect(getByTestId('pawn-explain').textContent).toMatch(/free move .* no action .* paid move .* one action/i);
    const texts = [...getByTestId('chooser').querySelectorAll('button[data-action]')].map((b) => b.textContent);
    expect(texts).toEqual([
      'Paid move: to any province (1 action)',
      'Free move: across up to two borders (no action, once a turn)',
    ]);
    const v = hansa.view(s, seat);
    const near = hansa.legalActions(play(s, { type: 'begin', action: 'pawnFree' }), seat)[0] as { province: string };
    expect(near.province).not.toBe(v.pawn);
    click(container, `province:${near.province}`);
    const both = [...getByTestId('chooser').querySelectorAll('button[data-action]')].map((b) => b.textContent);
    expect(both.some((t) => /free pawn move/.test(t!))).toBe(true);
    expect(both.some((t) => /\(1 action\)/.test(t!))).toBe(true);
    expect(act).not.toHaveBeenCalled();
  });
});
