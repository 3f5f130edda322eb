// @vitest-environment jsdom
/**
 * Issue 45, art of our own: the Loyang table draws each vegetable, card kind, coin and the Path
 * from SVG symbols defined once on the page, and keeps every name as text for screen readers
 * and translations.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Rng } from '@tabula/engine';
import { loyang, type LoyangState } from '@tabula/loyang';
import { ui } from '../src/games/loyang/ui';
import { VEG_KEYS } from '../src/games/loyang/words';

afterEach(cleanup);

/** A 2-player game played at random into the Action phase of round 2, so fields, cards and cash are on the table. */
function midGame(): LoyangState {
  let s = loyang.setup({ players: 2, seed: 5 });
  const rng = Rng.seed(2);
  for (let i = 0; i < 2000 && loyang.activeSeats(s).length; i++) {
    const v = loyang.view(s, 0);
    if (v.round === 2 && v.phase === 'action') break;
    const seat = loyang.activeSeats(s)[0]!;
    const legal = loyang.legalActions(s, seat);
    const useful = legal.filter((a) => a.type !== 'loan');
    s = loyang.apply(s, seat, rng.pick(useful.length ? useful : legal)).state;
  }
  return s;
}

function draw(s: LoyangState, lang: 'en' | 'de' = 'en') {
  const Table = ui.Table;
  return render(
    <Table
      view={loyang.view(s, 0)}
      seat={0}
      legal={loyang.legalActions(s, 0)}
      act={() => undefined}
      names={['Ann', 'Bob']}
      lang={lang}
      busy={false}
    />,
  ).container;
}

describe('Loyang art (issue 45)', () => {
  it('defines each drawing once and draws every vegetable, card kind and coin from it', () => {
    const c = draw(midGame());
    for (const id of [...VEG_KEYS.map((k) => `ly-veg-${k}`), 'ly-kind-field', 'ly-coin'])
      expect(c.querySelectorAll(`symbol[id="${id}"]`).length, id).toBe(1);
    const vegs = [...c.querySelectorAll('.veg')];
    expect(vegs.length).toBeGreaterThan(0);
    for (const v of vegs) {
      const key = VEG_KEYS.find((k) => v.classList.contains(`veg-${k}`))!;
      expect(v.querySelector('use')?.getAttribute('href'), key).toBe(`#ly-veg-${key}`);
    }
    expect(c.querySelectorAll('.ly-card').length).toBeGreaterThan(0);
    for (const card of c.querySelectorAll('.ly-card')) {
      const kind = ['field', 'stall', 'regular', 'casual', 'helper'].find((k) => card.classList.contains(`ly-${k}`));
      expect(card.querySelector('.ly-card-title use')?.getAttribute('href')).toBe(`#ly-kind-${kind}`);
    }
    // Both players' Cash is a drawn coin.
    expect(c.querySelectorAll('.cash use[href="#ly-coin"]').length).toBe(2);
  });

  it('keeps the names as text: vegetables, Cash and the Path level read out in the chosen language', () => {
    const s = midGame();
    const c = draw(s, 'de');
    const names = [...c.querySelectorAll('.veg .sr-only')].map((e) => e.textContent);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => ['Weizen', 'Kürbis', 'Rübe', 'Kohl', 'Bohne', 'Lauch'].includes(n!))).toBe(true);
    const area = c.querySelector('[data-testid=area-0]')!;
    expect(area.querySelector('.cash')!.textContent).toBe(`Käsch ${loyang.view(s, 0).seats[0]!.cash}`);
    expect(area.textContent).toContain(`Wohlstandspfad: ${loyang.view(s, 0).seats[0]!.path}`);
    // The drawings themselves are hidden from screen readers: the text beside them names them.
    for (const svg of c.querySelectorAll('svg')) expect(svg.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws the Path as twenty steps with the marker on the player’s step', () => {
    const s = midGame();
    const at = loyang.view(s, 0).seats[1]!.path;
    const track = draw(s).querySelector('[data-testid=area-1] .ly-path-wide')!;
    expect(track.querySelectorAll('.ly-stone').length).toBe(at > 0 ? 19 : 20);
    if (at > 0) expect(track.querySelector('.ly-path-marker')!.textContent).toBe(String(at));
  });
});
