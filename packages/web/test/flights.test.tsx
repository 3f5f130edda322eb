// @vitest-environment jsdom
/**
 * Issue 45, the flights: each kind of log event maps to the place it comes from and the place it
 * goes to, and along random games of both titles every flight's source is drawn on the table as
 * it stood before the move and its target on the table after it — a spot the table does not draw
 * would fly nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Rng, eventsFor, type AnyGame, type GameEvent } from '@tabula/engine';
import { loyang } from '@tabula/loyang';
import { hansa } from '@tabula/hansa';
import type { GameEventWire } from '@tabula/wire';
import type { Flight, GameUi } from '../src/games/types';
import { ui as loyangUi } from '../src/games/loyang/ui';
import { ui as hansaUi } from '../src/games/hansa/ui';
import { loyangFlights } from '../src/games/loyang/flights';
import { hansaFlights } from '../src/games/hansa/flights';
import { LastMoveProvider } from '../src/games/lastMove';

afterEach(cleanup);

const legs = (fs: Flight[]) => fs.map((f) => `${f.from}>${f.to}${f.lands ? ' lands' : ''}`);
const ev = (type: string, rest: Record<string, unknown>): GameEventWire => ({ type, ...rest }) as GameEventWire;

describe('Loyang events → where they fly from and to', () => {
  it('a Courtyard card taken flies from its Courtyard slot to where it is played, not from the hand (L-5.8)', () => {
    const fs = loyangFlights(
      [ev('tookCourtyard', { seat: 1, card: 'C-BARD' }), ev('placed', { seat: 1, card: 'C-BARD' })],
      0,
    );
    expect(legs(fs)).toEqual(['court:C-BARD>card:C-BARD lands']);
  });

  it('a card played from the hand comes from the Two-pack on show, else the hand', () => {
    const [f] = loyangFlights([ev('placed', { seat: 0, card: 'C-BARD' })], 0);
    expect(f).toMatchObject({ from: 'keep:C-BARD', or: 'seat0:hand', to: 'card:C-BARD', lands: true });
  });

  it('a Two-pack: its price to the Draw pile and both cards from it to the seat’s choice (L-9.H.1)', () => {
    const fs = loyangFlights([ev('twoPack', { seat: 0, cards: ['A', 'B'] })], 0);
    expect(legs(fs)).toEqual(['seat0:cash>draw', 'draw>keep:A lands', 'draw>keep:B lands']);
    // Another seat's Two-pack is on show to nobody else: only its price flies.
    expect(legs(loyangFlights([ev('twoPack', { seat: 1, cards: ['A', 'B'] })], 0))).toEqual(['seat1:cash>draw']);
  });

  it('an Offer card bought flies from its slot once, with its price (L-14.4)', () => {
    const fs = loyangFlights(
      [ev('boughtOffer', { seat: 0, card: 'C-BARD', slot: 4 }), ev('placed', { seat: 0, card: 'C-BARD' })],
      0,
    );
    expect(legs(fs)).toEqual(['seat0:cash>offer:4', 'offer:4>card:C-BARD lands']);
  });

  it('a Two-pack’s lower card uncovered where it lay flies nothing (L-9.H.6)', () => {
    const fs = loyangFlights([ev('uncovered', { seat: 0, card: 'X' }), ev('placed', { seat: 0, card: 'X' })], 0);
    expect(fs).toEqual([]);
  });

  it('the Path: the step’s price and the marker from its stone to the next (L-11.1)', () => {
    expect(legs(loyangFlights([ev('step', { seat: 1, path: 3 })], 0))).toEqual([
      'seat1:cash>seat1:path',
      'seat1:marker>seat1:marker lands',
    ]);
    expect(legs(loyangFlights([ev('step', { seat: 0, path: 3 })], 0))[0]).toBe('seat0:cash>path');
  });

  it('cash: a Loan paid out, the Storehouse, a Common field and a penalty paid', () => {
    expect(legs(loyangFlights([ev('loan', { seat: 0 })], 0))).toEqual(['loans>seat0:cash']);
    expect(legs(loyangFlights([ev('upgraded', { seat: 1 })], 0))).toEqual(['seat1:cash>seat1:store']);
    expect(legs(loyangFlights([ev('fieldPaid', { seat: 0, card: 'F-COMMON-1', amount: 2 })], 0))).toEqual([
      'seat0:cash>card:F-COMMON-1',
    ]);
  });

  it('a Market stall trade brings the stall’s vegetable to the Cart (L-9.D)', () => {
    const [f] = loyangFlights([ev('traded', { seat: 1, stall: 'M-1', veg: 2 })], 0);
    expect(f).toMatchObject({ from: 'card:M-1', to: 'seat1:cart', piece: 'veg', veg: 'turnip' });
  });

  it('cards dealt, turned up, revealed from the Field pile, and a Helper discarded', () => {
    expect(legs(loyangFlights([ev('dealt', { seat: 1, count: 4 })], 0))).toEqual(['draw>seat1:hand']);
    expect(legs(loyangFlights([ev('flipped', { seat: 1, card: 'X' })], 0))).toEqual(['draw>court:X lands']);
    expect(legs(loyangFlights([ev('fieldRevealed', { seat: 1, field: 'F' })], 0))).toEqual(['pile:1>field:F lands']);
    expect(legs(loyangFlights([ev('helperDiscarded', { seat: 1, card: 'H' })], 0))).toEqual(['card:H>discard']);
    expect(legs(loyangFlights([ev('stored', { seat: 0 })], 0))).toEqual(['cart>store']);
  });

  it('cards a Helper swaps go each from where it lay to where it lies now; the Foreman’s from the Discard pile', () => {
    expect(legs(loyangFlights([ev('stallsSwapped', { seat: 1, with: 0, gave: 'S1', got: 'S2' })], 0))).toEqual([
      'card:S2>card:S2 lands',
      'card:S1>card:S1 lands',
    ]);
    expect(legs(loyangFlights([ev('foremanTook', { seat: 1, card: 'H', from: 0 })], 0))).toEqual([
      'discard>card:H lands',
    ]);
  });
});

describe('Hansa events → where they fly from and to', () => {
  it('a displacement: the piece jumps out, the displacer’s piece lands, its extra pieces go to the general supply (H-8.2)', () => {
    const fs = hansaFlights(
      [
        ev('displace', {
          seat: 0,
          owner: 1,
          route: 'r3',
          post: 1,
          piece: 'trader',
          displaced: 'merchant',
          payTraders: 1,
          payMerchants: 1,
        }),
      ],
      0,
    );
    expect(legs(fs)).toEqual([
      'post:r3:1>seat1:desk',
      'seat0:personal>post:r3:1 lands',
      'seat0:personal>seat0:general',
      'seat0:personal>seat0:general',
    ]);
    expect(fs.map((f) => f.piece)).toEqual(['merchant', 'trader', 'trader', 'merchant']);
  });

  it('a relocated piece flies from where it was: the displaced one from its owner’s desk, an extra one from its supply or post (H-8.4, H-8.6)', () => {
    const at = (from: Record<string, unknown>) =>
      legs(hansaFlights([ev('relocate', { seat: 1, route: 'r4', post: 0, piece: 'trader', ...from })], 0));
    expect(at({ from: 'displaced' })).toEqual(['seat1:desk>post:r4:0 lands']);
    expect(at({ from: 'general' })).toEqual(['seat1:general>post:r4:0 lands']);
    expect(at({ from: 'personal' })).toEqual(['seat1:personal>post:r4:0 lands']);
    expect(at({ from: 'board', fromRoute: 'r7', fromPost: 2 })).toEqual(['post:r7:2>post:r4:0 lands']);
  });

  it('the pieces left on an established route fly to the general supply (H-10.14)', () => {
    const fs = hansaFlights([ev('routeCleared', { seat: 2, route: 'r6', traders: 2, merchants: 1 })], 0);
    expect(legs(fs)).toEqual(['route:r6>seat2:general', 'route:r6>seat2:general', 'route:r6>seat2:general']);
    expect(fs.map((f) => f.piece)).toEqual(['trader', 'trader', 'merchant']);
  });

  it('the pawn moves along its own place, from the province it stood on (H-14.5)', () => {
    expect(legs(hansaFlights([ev('pawn', { seat: 1, province: 'P1', paid: false })], 0))).toEqual(['pawn>pawn lands']);
  });

  it('a Kontor lands on its space, a bonus token comes off its road and a replacement goes onto one', () => {
    const fs = hansaFlights(
      [
        ev('establish', { seat: 1, route: 'r2' }),
        ev('bonusTaken', { seat: 1, route: 'r2', token: 'x' }),
        ev('kontor', { seat: 1, city: 'Hamburg', index: 2, piece: 'trader' }),
        ev('prestige', { seat: 1, points: 1 }),
        ev('bonusPlaced', { seat: 1, route: 'r5', token: 'y' }),
        ev('relocatedToSupply', { seat: 0, piece: 'merchant' }),
      ],
      0,
    );
    expect(legs(fs)).toEqual([
      'bonus:r2>seat1:desk',
      'route:r2>kontor:Hamburg:2 lands',
      'seat1:pp>seat1:pp lands',
      'seat1:desk>bonus:r5 lands',
      'seat0:desk>seat0:personal',
    ]);
    expect(fs[0]!.or).toBe('route:r2');
  });
});

/** The spots a rendered table draws: `data-spot` and pick keys. */
function spots(c: HTMLElement): Set<string> {
  const out = new Set<string>();
  for (const el of c.querySelectorAll('[data-spot], [data-k]'))
    for (const a of ['data-spot', 'data-k']) if (el.hasAttribute(a)) out.add(el.getAttribute(a)!);
  return out;
}

function drawn(
  game: AnyGame,
  ui: GameUi,
  s: unknown,
  viewer: number,
  players: number,
  marked: string[] = [],
): Set<string> & { highlighted?: number } {
  const Table = ui.Table;
  const { container, unmount } = render(
    <LastMoveProvider keys={new Set(marked)}>
      <Table
        view={game.view(s, viewer)}
        seat={viewer}
        legal={game.legalActions(s, viewer)}
        act={() => {}}
        names={['Ann', 'Bob', 'Cid', 'Dee', 'Eve'].slice(0, players)}
        lang="en"
        busy={false}
      />
    </LastMoveProvider>,
  );
  const out: Set<string> & { highlighted?: number } = spots(container);
  out.highlighted = container.querySelectorAll('.last-move').length;
  unmount();
  return out;
}

/** A flight's kind, seat and card names left out: `court>card`, `personal>post`. */
const kindOf = (f: Flight) =>
  `${f.from.replace(/^seat\d:/, '').split(':')[0]}>${f.to.replace(/^seat\d:/, '').split(':')[0]}`;

/**
 * Plays a random game; the first few moves of each kind of flight are drawn before and after (a
 * table drawn twice a move would take minutes). Returns the kinds checked and the last table's spots.
 */
function playAndCheck(game: AnyGame, ui: GameUi, players: number, seed: number, steps: number) {
  let s = game.setup({ players, seed, options: {} });
  const rng = Rng.seed(seed);
  const kinds = new Map<string, number>();
  for (let i = 0; i < steps && game.activeSeats(s).length; i++) {
    const seat = rng.pick(game.activeSeats(s));
    const r = game.apply(s, seat, rng.pick(game.legalActions(s, seat)));
    const viewer = i % players;
    const events = eventsFor(r.events as GameEvent[], viewer) as GameEventWire[];
    const flights = ui.flights!(events, viewer);
    if (flights.some((f) => (kinds.get(kindOf(f)) ?? 0) < 3)) {
      const before = drawn(game, ui, s, viewer, players);
      const after = drawn(game, ui, r.state, viewer, players, ui.lastMove!(events, viewer));
      const said = `${game.id} ${JSON.stringify(r.events.map((e) => e.type))}`;
      // With reduced motion nothing flies: the step's highlight must show what moved (issue 45).
      if (seat !== viewer) expect(after.highlighted, `a highlight for ${said}`).toBeGreaterThan(0);
      for (const f of flights) {
        const self = f.from === f.to;
        // A marker moving along its track may have stood nowhere before (the pawn's first province).
        if (!self || before.has(f.from))
          expect(
            before.has(f.from) || (f.or !== undefined && before.has(f.or)) || (!self && after.has(f.from)),
            `${f.from} (${said})`,
          ).toBe(true);
        // A card the move sent off the table at once (the Courtyard cleared as the Card phase ends) lands nowhere.
        const [where, id] = f.to.split(':');
        if (['court', 'card', 'field'].includes(where!) && ![...after].some((d) => d.endsWith(`:${id}`))) continue;
        expect(after.has(f.to), `${f.to} (${said})`).toBe(true);
        kinds.set(kindOf(f), (kinds.get(kindOf(f)) ?? 0) + 1);
      }
    }
    s = r.state;
  }
  return { kinds: new Set(kinds.keys()), last: drawn(game, ui, s, 0, players) };
}

describe('every flight of a random game starts and ends at a spot the table draws (issue 45)', () => {
  it('Loyang, 2 players', () => {
    const { kinds } = playAndCheck(loyang, loyangUi as unknown as GameUi, 2, 5, 500);
    for (const k of ['court>card', 'cart>shop', 'cash>path', 'marker>marker', 'fields>cart', 'draw>hand'])
      expect(kinds, k).toContain(k);
  });

  it('Hansa, 2 players (the pawn) and 3', () => {
    const two = playAndCheck(hansa, hansaUi as unknown as GameUi, 2, 3, 300);
    expect(two.kinds).toContain('pawn>pawn');
    const three = playAndCheck(hansa, hansaUi as unknown as GameUi, 3, 4, 400);
    for (const k of ['personal>post', 'post>desk', 'general>personal'])
      expect(new Set([...two.kinds, ...three.kinds]), k).toContain(k);
    // Random play seldom establishes a route: the prestige markers and Kontor spaces are looked for on the table.
    for (const k of ['seat0:pp', 'seat2:pp', 'kontor:hamburg:0']) expect(three.last, k).toContain(k);
  });
});
