/**
 * Issue 45, words: German said "Zug" for both Hansa's turn and the table's move counter; Italian
 * said "Round 5" and "Impara Alle porte…".
 */
import { describe, expect, it } from 'vitest';
import { loyang, type LoyangView } from '@tabula/loyang';
import { makeT } from '../src/i18n/i18n';
import { term as hansaTerm } from '../src/games/hansa/words';
import { ui as loyangUi } from '../src/games/loyang/ui';

describe('words', () => {
  it('German: the turn and the move counter are two words', () => {
    const counter = makeT('de')('table.version', { n: 4 }).split(' ')[0];
    const turn = hansaTerm('de', 'turn', { n: 4 }).split(' ')[0];
    expect(turn).toBe('Zug');
    expect(counter).toBe('Aktion');
  });

  it('Italian: a Loyang round is a "Turno", and the lesson link reads as Italian', () => {
    const v = loyang.view(loyang.setup({ players: 2, seed: 1 }), 0) as LoyangView;
    expect(loyangUi.status!({ ...v, round: 5 }, 'it')).toMatch(/^Turno 5 · /);
    expect(makeT('it')('learn.start', { game: 'Alle porte di Loyang' })).toBe('Impara: Alle porte di Loyang');
  });
});
