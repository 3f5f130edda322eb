// @vitest-environment jsdom
/**
 * Issue 45: the rules legend's Path of Prosperity entry said only "your score, space 1 to 20"
 * beside a bare "1 … 20". A player reading it learns what the Path is for and how one moves on
 * it (L-11.1: Cash at the end of one's Action phase, the first step of a round 1, every further
 * step the space's number; L-13.3: the furthest along wins; L-12.2: each Loan a space back), in
 * each language, beside the Path drawn as the table draws it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { LEGENDS } from '../src/rules/legend';
import en from '../src/rules/data/loyang.en.json';
import de from '../src/rules/data/loyang.de.json';
import it_ from '../src/rules/data/loyang.it.json';

afterEach(cleanup);

describe('the rules legend’s Path of Prosperity (issue 45)', () => {
  it('says in player words what the Path is for and how one moves on it, in en, de and it', () => {
    const said = {
      en: [
        /Path of Prosperity/,
        /end of your Action phase/,
        /Cash/,
        /first step .*1/,
        /number of the space/,
        /furthest .* wins/,
        /Loan/,
      ],
      de: [
        /Wohlstandspfad/,
        /Ende deiner Aktionsphase/,
        /Käsch/,
        /erste Schritt .*1/,
        /Zahl des Feldes/,
        /am weitesten .* gewinnt/,
        /Kredit/,
      ],
      it: [
        /via della prosperità/i,
        /fine della tua fase delle azioni/,
        /monet/,
        /primo passo .*1/,
        /numero della casella/,
        /vince chi è più avanti/,
        /prestito/,
      ],
    };
    for (const [lang, book] of [
      ['en', en],
      ['de', de],
      ['it', it_],
    ] as const)
      for (const want of said[lang]) expect(book.legend.path, `${lang}: ${want}`).toMatch(want);
  });

  it('shows the Path drawn as on the table: stepping stones and a marker, not a bare "1 … 20"', () => {
    const entry = LEGENDS.loyang.find((e) => e.key === 'path')!;
    const { container } = render(entry.symbol);
    expect(container.querySelectorAll('.ly-stone').length).toBeGreaterThan(1);
    expect(container.querySelector('.ly-path-marker')).not.toBeNull();
    expect(container.querySelector('.ly-path-road')).not.toBeNull();
  });
});
