// @vitest-environment jsdom
/**
 * Issue 24, the wrong headers seen in Chromium: the Loyang Card-phase line after a Courtyard card
 * was taken (L-5.5) and for the last player (L-5.7); "delivery due" on a Regular customer already
 * served this round (L-9.F.3); "Round 0" for the Home-field planting of the set-up (L-2.7);
 * Hansa's first turn called "Turn 2"; and headers after the game ended (an empty prompt box,
 * "Turn 50 · … is playing · 0 actions left").
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { Rng, type AnyGame } from '@tabula/engine';
import { loyang, type LoyangState, type LoyangView } from '@tabula/loyang';
import { hansa, type HansaView } from '@tabula/hansa';
import { ui as loyangUi } from '../src/games/loyang/ui';
import { ui as hansaUi } from '../src/games/hansa/ui';
import { RegularCard } from '../src/games/loyang/Cards';
import { TableView } from '../src/table/TableView';
import { initialState } from '../src/net/connState';
import type { Conn } from '../src/table/useConnections';
import { I18nProvider } from '../src/i18n/i18n';
import { hansaPolicy } from './e2e/hansaPolicy';

afterEach(cleanup);
const names = ['Ann', 'Bob', 'Cid', 'Dee'];

/** The first state along seeded random games (no Loans, so they stay short) where `pred` holds. */
function find<S>(game: AnyGame, players: number, pred: (s: S) => boolean): S {
  for (let seed = 1; seed < 60; seed++) {
    let s = game.setup({ players, seed }) as S;
    const rng = Rng.seed(seed);
    for (let i = 0; i < 5000; i++) {
      if (pred(s)) return s;
      const seat = game.activeSeats(s as never)[0];
      if (seat === undefined) break;
      const legal = (game.legalActions(s as never, seat) as { type: string }[]).filter((a) => a.type !== 'loan');
      if (!legal.length) break;
      s = game.apply(s as never, seat, rng.pick(legal) as never).state as S;
    }
  }
  throw new Error('no such state');
}

function loyangDecision(s: LoyangState, seat: number): string | null {
  const Table = loyangUi.Table;
  const r = render(
    <Table
      view={loyang.view(s, seat)}
      seat={seat}
      legal={loyang.legalActions(s, seat)}
      act={vi.fn()}
      names={names.slice(0, s.players)}
      lang="en"
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

const topOf = (s: LoyangState, seat: number) => s.stacks[seat]?.at(-1);

describe('Loyang headers', () => {
  it('after a Courtyard card is taken, asks for the hand card, not for another Courtyard card (L-5.5)', () => {
    const s = find<LoyangState>(
      loyang,
      2,
      (x) => x.phase === 'card' && x.p.some((_, seat) => topOf(x, seat)?.kind === 'take'),
    );
    const seat = s.p.findIndex((_, i) => topOf(s, i)?.kind === 'take');
    expect(loyangDecision(s, seat)).toBe(
      'Now play a card from your hand; the rest of your hand goes to the Courtyard.',
    );
  });

  it('tells the last player in the Distribution round that he must take and play (L-5.7)', () => {
    const s = find<LoyangState>(loyang, 3, (x) => x.dist?.remaining.length === 1 && x.courtyard.length > 0);
    const seat = s.dist!.remaining[0]!;
    expect(loyangDecision(s, seat)).toBe(
      'Card phase: you are the last player — take a card from the Courtyard and play one from your hand.',
    );
  });

  it('shows a served Regular customer as delivered and a missed one as missed, not "delivery due" (L-9.F.3, L-9.F.4)', () => {
    const r = { id: 'RC-01', rows: 1, marker: 'blue' as const, due: true, served: 0, under: null };
    const id = 'RC-01';
    expect(render(<RegularCard r={{ ...r, id }} lang="en" />).container.textContent).toContain('delivery due');
    cleanup();
    const served = render(<RegularCard r={{ ...r, id, served: 1 }} lang="en" />).container.textContent;
    expect(served).toContain('delivered');
    expect(served).not.toContain('delivery due');
    cleanup();
    expect(render(<RegularCard r={{ ...r, id, served: -1 }} lang="de" />).container.textContent).toContain(
      'Lieferung verpasst',
    );
  });

  it('calls the Home-field planting of the set-up "Game setup", not "Round 0" (L-2.7)', () => {
    const s = loyang.setup({ players: 2, seed: 1 }) as LoyangState;
    const v = loyang.view(s, 0) as LoyangView;
    expect(v.round).toBe(0);
    expect(loyangUi.status!(v, 'en')).toBe('Game setup · Planting');
    expect(loyangUi.status!(v, 'de')).toBe('Spielvorbereitung · Pflanzen');
    expect(loyangUi.status!({ ...v, round: 1 }, 'en')).toMatch(/^Round 1 · /);
    const Table = loyangUi.Table;
    const { container } = render(
      <Table view={v} seat={0} legal={[]} act={vi.fn()} names={names.slice(0, 2)} lang="en" busy={false} />,
    );
    expect(container.textContent).not.toContain('Round 0');
  });
});

describe('Hansa headers', () => {
  it('calls the first turn "Turn 1"', () => {
    const s = hansa.setup({ players: 3, seed: 1 });
    const v = hansa.view(s, 0) as HansaView;
    expect(hansaUi.status!(v, 'en')).toBe('Turn 1 · 2 actions left');
    const Table = hansaUi.Table;
    const { getByTestId } = render(
      <Table view={v} seat={0} legal={[]} act={vi.fn()} names={names.slice(0, 3)} lang="en" busy={false} />,
    );
    expect(getByTestId('turn-line').textContent).toMatch(/^Turn 1 · /);
  });

  it('says "Game over" once the game has ended, with nobody playing and no actions left (H-12)', () => {
    // The end-to-end tests' token-collecting player ends a 3-player game in a few hundred actions.
    let s = hansa.setup({ players: 3, seed: 1 });
    for (let i = 0; i < 5000 && !s.over; i++) {
      const seat = hansa.activeSeats(s)[0]!;
      s = hansa.apply(
        s,
        seat,
        hansaPolicy(seat)(hansa.legalActions(s, seat) as never, 0, hansa.view(s, seat)) as never,
      ).state;
    }
    const v = hansa.view(s, 0) as HansaView;
    expect(hansaUi.status!(v, 'en')).toBe('Game over');
    const Table = hansaUi.Table;
    const { getByTestId, container } = render(
      <Table view={v} seat={0} legal={[]} act={vi.fn()} names={names.slice(0, 3)} lang="en" busy={false} />,
    );
    expect(getByTestId('turn-line').textContent).toBe('Game over');
    expect(container.textContent).not.toMatch(/is playing|actions? left/);
  });
});

describe('the table after the game ended', () => {
  it('shows no empty "whose turn" box above the Game over panel', async () => {
    const s = hansa.setup({ players: 2, seed: 1 });
    const conn: Conn = {
      seat: { matchId: 'm', seat: 0, token: 't', name: 'Ann', game: 'hansa' },
      conn: { act() {}, resign() {}, leave() {}, reclaim() {}, say() {}, quick() {} } as never,
      state: {
        ...initialState(),
        status: 'open',
        seat: 0,
        game: 'hansa',
        players: 2,
        version: 9,
        view: { ...hansa.view(s, 0), over: true },
        seats: [0, 1].map((seat) => ({ seat, name: names[seat]!, bot: null, connected: true })),
        outcome: { scores: [3, 9], ranking: [2, 1], breakdown: [{ total: 3 }, { total: 9 }] },
      },
    };
    const r = render(
      <I18nProvider>
        <TableView conn={conn} names={['Ann', 'Bob']} onReplay={() => {}} />
      </I18nProvider>,
    );
    await waitFor(() => expect(r.getByTestId('final-score')).toBeTruthy(), { timeout: 20_000 });
    expect(r.queryByTestId('prompt')).toBeNull();
  });
});
