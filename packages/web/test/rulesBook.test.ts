/**
 * Issue 24, the rules at hand: the reference holds, for both games and in all three languages,
 * the same sections, rules and symbol legend — every rule a refusal of either engine cites
 * (`illegal('H-7.1', …)` in `packages/<game>/src`) and every rule a legend entry names has its
 * text — and the German and Italian books are translations, not English copies.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../src/i18n/messages';
import { RULE_GAMES, type RuleBook } from '../src/rules/book';
import { LEGENDS } from '../src/rules/legend';

const root = resolve(import.meta.dirname, '../../..');
const book = (game: string, lang: string): RuleBook =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../src/rules/data/${game}.${lang}.json`), 'utf8')) as RuleBook;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Every quoted rule id in a game's engine source: what its refusals and decisions cite. */
function cited(game: string): string[] {
  const ids = new Set<string>();
  for (const f of sources(join(root, 'packages', game, 'src')))
    for (const [, id] of readFileSync(f, 'utf8').matchAll(/'([LH]-\d+(?:\.[0-9A-Z]+)*)'/g)) ids.add(id!);
  return [...ids].sort();
}

describe.each(RULE_GAMES)('the %s rules reference', (game) => {
  const en = book(game, 'en');

  it('has a title, its sections and a text for every rule, none empty or overlong', () => {
    for (const lang of LANGS) {
      const b = book(game, lang);
      expect(b.title, lang).not.toBe('');
      expect(Object.keys(b.rules).length, `${lang} rules`).toBeGreaterThan(60);
      expect(Object.keys(b.sections).length, `${lang} sections`).toBeGreaterThan(10);
      for (const [id, text] of Object.entries(b.rules)) {
        expect(text.trim(), `${lang} ${id}`).not.toBe('');
        expect(text.length, `${lang} ${id}`).toBeLessThan(600);
      }
    }
  });

  it('is the same book in en, de and it: the same sections, rules and legend, in the same order', () => {
    for (const lang of LANGS) {
      const b = book(game, lang);
      expect(Object.keys(b.sections), `${lang} sections`).toEqual(Object.keys(en.sections));
      expect(Object.keys(b.rules), `${lang} rules`).toEqual(Object.keys(en.rules));
      expect(Object.keys(b.legend).sort(), `${lang} legend`).toEqual(Object.keys(en.legend).sort());
    }
  });

  it('explains every rule the engine cites and every symbol of the table, with the rule it comes from', () => {
    const known = (id: string) => id in en.rules || id in en.sections;
    expect(cited(game).filter((id) => !known(id))).toEqual([]);
    for (const e of LEGENDS[game]) {
      expect(en.legend[e.key], `legend ${e.key}`).toBeTruthy();
      expect(known(e.rule), `legend ${e.key} → ${e.rule}`).toBe(true);
    }
  });

  it('is translated: German and Italian texts are not the English ones', () => {
    for (const lang of ['de', 'it'] as const) {
      const b = book(game, lang);
      const same = Object.keys(en.rules).filter((id) => b.rules[id] === en.rules[id]);
      expect(same.length, `${lang}: ${same.join(', ')}`).toBeLessThanOrEqual(2);
      if (game === 'loyang') expect(b.title, `${lang} title`).not.toBe(en.title);
    }
  });
});
