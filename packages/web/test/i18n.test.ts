/**
 * The wording catalogues (issue 21): every client message and game word exists in English, German
 * and Italian, parses as ICU MessageFormat, uses exactly the placeholders the English uses, and
 * counts take each language's plural forms ("1 card", never "1 cards").
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../src/i18n/format';
import { LANGS, MESSAGES, format, type Lang } from '../src/i18n/messages';
import { makeT } from '../src/i18n/i18n';
import { LOYANG_TERMS, term as loyangTerm } from '../src/games/loyang/words';
import { HANSA_TERMS, term as hansaTerm } from '../src/games/hansa/words';
import { HANSA_REASONS } from '../src/games/hansa/reasonWords';
import { decisionPrompt } from '../src/games/loyang/prompts';
import { eventText as loyangEvent } from '../src/games/loyang/events';
import type { Decision } from '@tabula/loyang';

function placeholders(text: string, lang: Lang): string[] {
  return [...compile(lang, text).args].sort();
}

const catalogues: [string, Record<Lang, Record<string, string>>][] = [
  ['client messages', MESSAGES],
  ['Loyang words', LOYANG_TERMS],
  ['Hansa words', HANSA_TERMS],
  ['Hansa reasons', HANSA_REASONS],
];

describe.each(catalogues)('%s', (_name, cat) => {
  const keys = Object.keys(cat.en);

  it('has every key in every language and nothing extra', () => {
    for (const lang of LANGS) expect(Object.keys(cat[lang]).sort()).toEqual([...keys].sort());
  });

  it('parses as ICU and uses exactly the English placeholders in every language', () => {
    for (const key of keys) {
      const want = placeholders(cat.en[key]!, 'en');
      for (const lang of LANGS) expect([key, lang, placeholders(cat[lang][key]!, lang)]).toEqual([key, lang, want]);
    }
  });

  it('has no empty text and no "(s)" / "(en)" shortcut for a plural', () => {
    for (const lang of LANGS)
      for (const key of keys) {
        expect(cat[lang][key]!.trim(), `${lang} ${key}`).not.toBe('');
        expect(cat[lang][key], `${lang} ${key}`).not.toMatch(/\w\((s|en|n|e|i)\)/);
      }
  });
});

describe('the production build’s catalogues', () => {
  it('carry English at first and fetch German and Italian when asked', async () => {
    const lazy = await import('../src/i18n/catalogues.lazy');
    expect(Object.keys(lazy.CATALOGUES)).toEqual(['en']);
    expect(await lazy.loadCatalogue('de')).toBe(MESSAGES.de);
    expect(lazy.CATALOGUES.de).toBe(MESSAGES.de);
    expect((await lazy.loadCatalogue('it'))['lobby.create']).toBe('Nuova partita');
  });
});

describe('German and Italian', () => {
  /** Words the same in all three: the name, loanwords the German and Italian use as they are. */
  const SAME = new Set([
    'app.title',
    'nav.lobby',
    'lobby.seatBot',
    'table.bot',
    'chat.count',
    'bot.other',
    'bot.named',
    'lobby.matchTitle',
    'lobby.soloResult',
    'join.option',
    // Italian says "Password" too.
    'account.password',
    'end.ratingLine',
    // German and Italian say "offline" too (and the lobby says so elsewhere).
    'relation.offline',
    // German says "Passkeys" too.
    'account.passkeys',
  ]);

  it('leave no client message in English', () => {
    for (const lang of ['de', 'it'] as const)
      for (const key of Object.keys(MESSAGES.en) as (keyof typeof MESSAGES.en)[])
        if (!SAME.has(key)) expect(MESSAGES[lang][key], `${lang} ${key}`).not.toBe(MESSAGES.en[key]);
  });
});

describe('formatting', () => {
  it('fills placeholders through ICU in each language', () => {
    expect(makeT('en')('table.yourTurn', { name: 'Ann' })).toBe('Your turn, Ann.');
    expect(makeT('de')('lobby.seat', { n: 2 })).toBe('Platz 2');
    expect(makeT('it')('replay.step', { i: 3, n: 40 })).toBe('Azione 3 di 40');
  });

  it('takes each language’s plural forms for counts', () => {
    expect(loyangTerm('en', 'cards', { n: 1 })).toBe('1 card');
    expect(loyangTerm('en', 'cards', { n: 2 })).toBe('2 cards');
    expect(loyangTerm('de', 'cards', { n: 1 })).toBe('1 Karte');
    expect(loyangTerm('it', 'cards', { n: 1 })).toBe('1 carta');
    expect(loyangTerm('it', 'cards', { n: 0 })).toBe('0 carte');
    expect(hansaTerm('en', 'actionsLeft', { n: 1 })).toBe('1 action left');
    expect(hansaTerm('de', 'actionsLeft', { n: 3 })).toBe('noch 3 Aktionen');
    expect(hansaTerm('it', 'actionsLeft', { n: 1 })).toBe('1 attività rimasta');
    expect(makeT('it')('chat.unread', { n: 1 })).toBe('1 nuovo');
    expect(makeT('it')('chat.unread', { n: 4 })).toBe('4 nuovi');
  });

  it('says "1 step" and "1 vegetable" in the Loyang prompts and log', () => {
    const path = (steps: number) => ({ kind: 'path', player: 0, steps }) as unknown as Decision;
    expect(decisionPrompt(path(1), 'en')).toContain('(1 step so far)');
    expect(decisionPrompt(path(2), 'en')).toContain('(2 steps so far)');
    expect(decisionPrompt(path(1), 'de')).toContain('(bisher 1 Schritt)');
    expect(decisionPrompt(path(1), 'it')).toContain('(1 passo finora)');
    const handIn = { kind: 'handIn', player: 0, left: 1 } as unknown as Decision;
    expect(decisionPrompt(handIn, 'en')).toBe('Hand in 1 more vegetable from your Cart.');
    expect(decisionPrompt(handIn, 'de')).toBe('Gib noch 1 Ware aus deinem Karren ab.');
    expect(loyangEvent({ type: 'dealt', seat: 0, count: 1 }, 'en', ['Ann'])).toBe('Ann is dealt 1 card');
    expect(loyangEvent({ type: 'dealt', seat: 0, count: 1 }, 'it', ['Ann'])).toBe('Ann riceve 1 carta');
  });

  it('shows a name with "<" or "{" in it as text', () => {
    expect(makeT('en')('table.yourTurn', { name: '<b>{x}</b>' })).toBe('Your turn, <b>{x}</b>.');
  });

  it('shows a malformed message as written instead of breaking the page', () => {
    expect(format('broken {n, plural, one {#}', { n: 1 })).toBe('broken {n, plural, one {#}');
  });
});
