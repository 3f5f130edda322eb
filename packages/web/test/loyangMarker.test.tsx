// @vitest-environment jsdom
/**
 * Issue 45, art recognisable without colour: a Regular customer's Satisfaction marker (L-9.F.4)
 * was a blue or a red dot, the same shape, named "blue" or "red" in English whatever the reader's
 * language. The two sides now differ by drawing (a disc with a tick, a warning triangle with "!")
 * and say what they mean in the reader's language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { RegularCard } from '../src/games/loyang/Cards';
import { LoyangSymbols } from '../src/art/loyang/LoyangSymbols';
import { PickProvider } from '../src/games/pointing/PickProvider';

afterEach(cleanup);

const REGULAR = 'RC-01';

function marker(side: 'blue' | 'red', lang: 'en' | 'de' | 'it') {
  const { container } = render(
    <PickProvider legal={[]} keysOf={() => []} act={() => undefined} describe={() => ''} busy={false}>
      <LoyangSymbols />
      <RegularCard r={{ id: REGULAR, rows: 1, marker: side, due: false, served: 0, under: null }} lang={lang} />
    </PickProvider>,
  );
  return container.querySelector('.marker')!;
}

/** The drawing a marker places: the symbol it uses and that symbol's shapes, colours left out. */
function drawing(m: Element): string {
  const id = m.querySelector('use')?.getAttribute('href') ?? '';
  const symbol = id ? m.ownerDocument.querySelector(id) : null;
  return [...(symbol?.querySelectorAll('*') ?? [])]
    .map(
      (e) => `${e.tagName}:${e.getAttribute('d') ?? e.getAttribute('points') ?? e.getAttribute('r') ?? e.textContent}`,
    )
    .join(' ');
}

describe('a Regular customer’s Satisfaction marker (issue 45, L-9.F.4)', () => {
  it('is drawn differently on its blue and its red side, not by colour alone', () => {
    const blue = drawing(marker('blue', 'en'));
    cleanup();
    const red = drawing(marker('red', 'en'));
    expect(blue).not.toBe('');
    expect(red).not.toBe('');
    expect(blue).not.toBe(red);
  });

  it('says what each side means in the reader’s language', () => {
    const said: Record<string, RegExp[]> = {
      en: [/missed delivery turns it red/, /missed delivery costs 2 Cash/],
      de: [/verpasste Lieferung dreht sie auf Rot/, /verpasste Lieferung kostet 2 Käsch/],
      it: [/consegna mancata lo gira sul rosso/, /consegna mancata costa 2 monete/],
    };
    for (const lang of ['en', 'de', 'it'] as const) {
      (['blue', 'red'] as const).forEach((side, i) => {
        const m = marker(side, lang);
        expect(m.getAttribute('role')).toBe('img');
        expect(m.getAttribute('aria-label'), `${lang} ${side}`).toMatch(said[lang]![i]!);
        cleanup();
      });
    }
  });
});
