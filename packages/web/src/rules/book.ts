/**
 * The rules reference's texts: per game and language one JSON file (`data/<game>.<lang>.json`)
 * holding every rule id of our digests (`/work/shared/rules/*\/RULES.md`) with a short text we
 * wrote, the section headings and the symbol legend. Each file is its own lazy chunk, so a table
 * or the reference loads only the game and language it shows.
 */
import type { GameId } from '@tabula/wire/games';
import type { Lang } from '../i18n/messages';

/** The hosted games (wire's ids) with a rules reference. */
export const RULE_GAMES = ['loyang', 'hansa'] as const satisfies readonly GameId[];
export type RuleGame = (typeof RULE_GAMES)[number];

export interface RuleBook {
  title: string;
  /** Section id → heading, in reading order ("L-9" before "L-9.A"). */
  sections: Record<string, string>;
  /** Rule id → text, in reading order; "A-n" are our resolutions of the digest's unclear points. */
  rules: Record<string, string>;
  /** Legend key (see legend.tsx) → what the symbol means. */
  legend: Record<string, string>;
}

export function isRuleGame(g: unknown): g is RuleGame {
  return (RULE_GAMES as readonly string[]).includes(g as string);
}

/** The game a rule id belongs to, by its prefix: L- Loyang, H- Hansa. */
export function gameOfRule(id: string): RuleGame | null {
  return id.startsWith('L-') ? 'loyang' : id.startsWith('H-') ? 'hansa' : null;
}

const loaders: Record<string, () => Promise<{ default: RuleBook }>> = {
  'loyang.en': () => import('./data/loyang.en.json'),
  'loyang.de': () => import('./data/loyang.de.json'),
  'loyang.it': () => import('./data/loyang.it.json'),
  'hansa.en': () => import('./data/hansa.en.json'),
  'hansa.de': () => import('./data/hansa.de.json'),
  'hansa.it': () => import('./data/hansa.it.json'),
};

const cache = new Map<string, RuleBook>();
const pending = new Map<string, Promise<RuleBook>>();

/** The book if it is already here (a synchronous read for renders after the first). */
export function cachedBook(game: RuleGame, lang: Lang): RuleBook | undefined {
  return cache.get(`${game}.${lang}`);
}

export function loadBook(game: RuleGame, lang: Lang): Promise<RuleBook> {
  const key = `${game}.${lang}`;
  const have = cache.get(key);
  if (have) return Promise.resolve(have);
  let p = pending.get(key);
  if (!p) {
    p = loaders[key]!().then((m) => {
      cache.set(key, m.default);
      return m.default;
    });
    pending.set(key, p);
  }
  return p;
}

/**
 * The section a rule sits in: the longest section id it extends ("L-9.H.5" → "L-9.H"), and the
 * last section (the unclear points) for "A-n". A section id is its own section.
 */
export function sectionOf(book: RuleBook, id: string): string | null {
  const ids = Object.keys(book.sections);
  if (book.sections[id] !== undefined) return id;
  if (/^A-\d+$/.test(id)) return ids[ids.length - 1] ?? null;
  let best: string | null = null;
  for (const s of ids) if (id.startsWith(`${s}.`) && (!best || s.length > best.length)) best = s;
  return best;
}

/** A rule's text, or a section's heading when the id names a section ("L-9", "H-10"). */
export function ruleText(book: RuleBook, id: string): string | undefined {
  return book.rules[id] ?? book.sections[id];
}

/** The path of the reference, scrolled to a rule when one is given. */
export function rulesPath(game: RuleGame, id?: string): string {
  return `/rules/${game}${id ? `#${encodeURIComponent(id)}` : ''}`;
}
