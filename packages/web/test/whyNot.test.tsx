// @vitest-environment jsdom
/**
 * Issue 24, why not: pointing at a thing that offers nothing sends what it would mean now, and
 * the engine refuses it naming the broken rule of the game — never a malformed action, never a
 * legal one sent by mistake. Along random games every such thing on the table is tried against the
 * engine; pointing at one on the table sends its intent; a Shop column taken twice while planting
 * is refused by L-2.7; Hansa's board says why in words first (issue 45, reasons.ts): a taken
 * trading post during Place.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { Rng, isIllegalAction, type AnyGame } from '@tabula/engine';
import { loyang, type LoyangState } from '@tabula/loyang';
import { hansa, type HansaState } from '@tabula/hansa';
import { ui as loyangUi } from '../src/games/loyang/ui';
import { ui as hansaUi } from '../src/games/hansa/ui';
import { loyangIntent } from '../src/games/loyang/intents';
import { hansaIntent } from '../src/games/hansa/intents';
import type { GameUi } from '../src/games/types';

afterEach(cleanup);
const names = ['Ann', 'Bob', 'Cid'];

function draw(ui: GameUi, game: AnyGame, s: unknown, seat: number, act = vi.fn()) {
  const Table = ui.Table;
  const legal = game.legalActions(s, seat) as unknown[];
  const r = render(
    <Table view={game.view(s, seat)} seat={seat} legal={legal} act={act} names={names} lang="en" busy={false} />,
  );
  return { ...r, legal, act };
}

/** The rule the engine gives for an action, or 'legal'. */
function refusal(game: AnyGame, s: unknown, seat: number, a: unknown): string {
  try {
    game.apply(s, seat, a);
    return 'legal';
  } catch (e) {
    if (isIllegalAction(e)) return e.ruleId;
    throw e;
  }
}

function walk(
  game: AnyGame,
  ui: GameUi,
  intentOf: (v: never, seat: number) => (key: string) => unknown,
  players: number,
  steps: number,
  every: number,
): Set<string> {
  const rules = new Set<string>();
  let s = game.setup({ players, seed: 3, options: {} });
  const rng = Rng.seed(3);
  for (let i = 0; i < steps && game.activeSeats(s).length; i++) {
    const seat = rng.pick(game.activeSeats(s));
    if (i % every === 0) {
      const { container, legal } = draw(ui, game, s, seat);
      const intent = intentOf(game.view(s, seat) as never, seat);
      const dead = [...container.querySelectorAll('[data-k]:not(.pickable)')].map((el) => el.getAttribute('data-k')!);
      for (const k of new Set(dead)) {
        const a = intent(k);
        if (a === null) continue;
        const rule = refusal(game, s, seat, a);
        // A thing that offers nothing never means a legal action (it would then offer it).
        expect(
          legal.some((l) => JSON.stringify(l) === JSON.stringify(a)),
          `${k} → ${JSON.stringify(a)}`,
        ).toBe(false);
        expect(rule, `${k} → ${JSON.stringify(a)}`).toMatch(/^[LH]-\d/);
        rules.add(rule);
      }
      cleanup();
    }
    s = game.apply(s, seat, rng.pick(game.legalActions(s, seat))).state;
  }
  return rules;
}

describe('why not', () => {
  it('Loyang: every intent of a thing that offers nothing is refused by a rule of the game', () => {
    const rules = walk(loyang as AnyGame, loyangUi as unknown as GameUi, loyangIntent as never, 2, 400, 5);
    expect(rules.size).toBeGreaterThan(2);
  });

  it('Hansa: every intent of a thing that offers nothing is refused by a rule of the game', () => {
    const rules = walk(hansa as AnyGame, hansaUi as unknown as GameUi, hansaIntent as never, 3, 400, 5);
    expect(rules.size).toBeGreaterThan(1);
  });

  it('Loyang: a Shop column two players already planted is sent when pointed at and refused by L-2.7', () => {
    let s: LoyangState = loyang.setup({ players: 3, seed: 1 });
    // Two players plant the same vegetable; the third points at it.
    for (let n = 0; n < 2; n++) {
      const seat = loyang.activeSeats(s)[0]!;
      const plant = loyang.legalActions(s, seat).find((a) => a.type === 'plant' && a.veg === 'wheat')!;
      s = loyang.apply(s, seat, plant).state;
    }
    const seat = loyang.activeSeats(s)[0]!;
    const { container, act } = draw(loyangUi as unknown as GameUi, loyang as AnyGame, s, seat);
    const column = container.querySelector('[data-k="shop:0"]:not(.pickable)')!;
    expect(column).toBeTruthy();
    fireEvent.click(column);
    expect(act).toHaveBeenCalledWith({ type: 'plant', veg: 'wheat' });
    expect(refusal(loyang as AnyGame, s, seat, act.mock.calls[0]![0])).toBe('L-2.7');
  });

  it('Hansa: a taken trading post during Place says why in words and sends nothing (issue 45)', () => {
    let s: HansaState = hansa.setup({ players: 3, seed: 9 });
    let seat = hansa.activeSeats(s)[0]!;
    s = hansa.apply(s, seat, { type: 'begin', action: 'place' }).state;
    const place = hansa.legalActions(s, seat).find((a) => a.type === 'place')!;
    s = hansa.apply(s, seat, place).state;
    seat = hansa.activeSeats(s)[0]!;
    expect(hansa.legalActions(s, seat).some((a) => a.type === 'begin' && a.action === 'place')).toBe(true);
    s = hansa.apply(s, seat, { type: 'begin', action: 'place' }).state;
    const { container, act } = draw(hansaUi as unknown as GameUi, hansa as AnyGame, s, seat);
    const taken = container.querySelector(
      `[data-k="post:${(place as { route: string }).route}:${(place as { post: number }).post}"]`,
    )!;
    expect(taken.classList.contains('pickable')).toBe(false);
    fireEvent.click(taken);
    expect(act).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid=reason]')?.textContent).toMatch(/taken .* displace it/);
  });
});
