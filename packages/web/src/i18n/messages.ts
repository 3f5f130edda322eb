/**
 * The client's own words in the three rulebook languages, one ICU MessageFormat catalogue per
 * language (`en.ts`, `de.ts`, `it.ts`). Game words live with each game (`games/<game>/words.ts`).
 */
import { CATALOGUES, loadCatalogue } from './catalogues';
import type { MessageKey, Messages } from './en';
import { formatIcu, type Params } from './format';

import type { Lang } from './lang';

export { type Lang, LANG_NAMES, LANGS } from './lang';
export type { MessageKey, Messages };

/**
 * The catalogues by language. Complete in tests and type checks; in the production build a
 * language is here once `loadCatalogue` has fetched it (the client falls back to English until
 * then, and waits for the starting language before its first render).
 */
export const MESSAGES = CATALOGUES as Record<Lang, Messages>;
export { loadCatalogue };

/** Formats an ICU message (placeholders, plurals, selects) in a language (English by default). */
export function format(text: string, params?: Params, lang: Lang = 'en'): string {
  return formatIcu(lang, text, params);
}
