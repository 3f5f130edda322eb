/**
 * The client's own words in the three rulebook languages, one ICU MessageFormat catalogue per
 * language (`en.ts`, `de.ts`, `it.ts`). Game words live with each game (`games/<game>/words.ts`).
 */
import { de } from './de';
import { en, type MessageKey, type Messages } from './en';
import { formatIcu, type Params } from './format';
import { it } from './it';

export type Lang = 'en' | 'de' | 'it';
export const LANGS: Lang[] = ['en', 'de', 'it'];
export const LANG_NAMES: Record<Lang, string> = { en: 'English', de: 'Deutsch', it: 'Italiano' };
export type { MessageKey, Messages };

export const MESSAGES: Record<Lang, Messages> = { en, de, it };

/** Formats an ICU message (placeholders, plurals, selects) in a language (English by default). */
export function format(text: string, params?: Params, lang: Lang = 'en'): string {
  return formatIcu(lang, text, params);
}
