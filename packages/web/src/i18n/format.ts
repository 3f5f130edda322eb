/**
 * ICU MessageFormat for every text a person reads (FormatJS `intl-messageformat`): plurals
 * (`{n, plural, one {# step} other {# steps}}`), selects and numbers follow each language's own
 * rules, so no sentence is glued together from pieces. Compiled messages are cached per language.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { Lang } from './messages';

export type Params = Record<string, string | number>;

const cache = new Map<string, IntlMessageFormat>();

function compiled(lang: Lang, text: string): IntlMessageFormat {
  const key = `${lang}\u0000${text}`;
  let mf = cache.get(key);
  if (!mf) {
    // ignoreTag: a literal "<" in a message (or a name) is text, never markup.
    mf = new IntlMessageFormat(text, lang, undefined, { ignoreTag: true });
    cache.set(key, mf);
  }
  return mf;
}

/** Formats an ICU message. A malformed message or a missing value shows the message as written
 * (and says so on the console) rather than breaking the page: the catalogue test catches both. */
export function formatIcu(lang: Lang, text: string, params: Params = {}): string {
  try {
    const out = compiled(lang, text).format(params);
    return Array.isArray(out) ? out.join('') : String(out);
  } catch (err) {
    console.error(`message "${text}" (${lang}): ${(err as Error).message}`);
    return text;
  }
}
