/**
 * The wording catalogues (issue 21): every client message and game word exists in English, German
 * and Italian, parses as ICU MessageFormat, uses exactly the placeholders the English uses, and
 * counts take each language's plural forms ("1 card", never "1 cards").
 */
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { LANGS, MESSAGES, format, type Lang } from '../src/i18n/messages';
import { makeT } from '../src/i18n/i18n';
import { LOYANG_TERMS, term as loyangTerm } from '../src/games/loyang/words';
import { HANSA_TERMS, term as hansaTerm } from '../src/games/hansa/words';

type El = { type: number; value?: unknown; options?: Record<string, { value: El[] }>; children?: El[] };

/** The argument names a message uses (plain, number, date, select, plural), nested ones included. */
function argsOf(els: El[], out = new Set<string>()): Set<string> {
  for (const el of els) {
    if (el.type >= 1 && el.type <= 6 && typeof el.value === 'string') out.add(el.value);
    for (const o of Object.values(el.options ?? {})) argsOf(o.value, out);
    if (el.children) argsOf(el.children, out);
  }
  return out;
}

function placeholders(text: string, lang: Lang): string[] {
  const ast = new IntlMessageFormat(text, lang, undefined, { ignoreTag: true }).getAst() as El[];
  return [...argsOf(ast)].sort();
}

const catalogues: [string, Record<Lang, Record<string, string>>][] = [
  ['client messages', MESSAGES],
  ['Loyang words', LOYANG_TERMS],
  ['Hansa words', HANSA_TERMS],
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

describe('German and Italian', () => {
  /** Words the same in all three: the name, loanwords the German and Italian use as they are. */
  const SAME = new Set(['app.title', 'nav.lobby', 'lobby.seatBot', 'table.bot', 'chat.count']);

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

  it('shows a name with "<" or "{" in it as text', () => {
    expect(makeT('en')('table.yourTurn', { name: '<b>{x}</b>' })).toBe('Your turn, <b>{x}</b>.');
  });

  it('shows a malformed message as written instead of breaking the page', () => {
    expect(format('broken {n, plural, one {#}', { n: 1 })).toBe('broken {n, plural, one {#}');
  });
});
