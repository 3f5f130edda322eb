/**
 * ICU MessageFormat for every text a person reads (FormatJS `intl-messageformat`): plurals
 * (`{n, plural, one {# step} other {# steps}}`), selects and numbers follow each language's own
 * rules, so no sentence is glued together from pieces. Compiled messages are cached per language.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { Lang } from './lang';

export type Params = Record<string, string | number>;

/** The parts of a parsed message this module reads (FormatJS's AST, element types 1–6 name an argument). */
interface El {
  type: number;
  value?: unknown;
  options?: Record<string, { value: El[] }>;
  children?: El[];
}

/** The argument names a message uses (plain, number, date, time, select, plural), nested ones included. */
function argumentsOf(els: readonly El[], out = new Set<string>()): Set<string> {
  for (const el of els) {
    if (el.type >= 1 && el.type <= 6 && typeof el.value === 'string') out.add(el.value);
    for (const o of Object.values(el.options ?? {})) argumentsOf(o.value, out);
    if (el.children) argumentsOf(el.children, out);
  }
  return out;
}

interface Compiled {
  mf: IntlMessageFormat;
  args: string[];
}

const cache = new Map<string, Compiled>();

export function compile(lang: Lang, text: string): Compiled {
  const key = `${lang}\u0000${text}`;
  let c = cache.get(key);
  if (!c) {
    // ignoreTag: a literal "<" in a message (or a name) is text, never markup.
    const mf = new IntlMessageFormat(text, lang, undefined, { ignoreTag: true });
    c = { mf, args: [...argumentsOf(mf.getAst() as El[])] };
    cache.set(key, c);
  }
  return c;
}

/**
 * Formats an ICU message. A value not given reads as empty. A malformed message shows as written
 * (and says so on the console) rather than breaking the page: the catalogue test catches it.
 */
export function formatIcu(lang: Lang, text: string, params: Params = {}): string {
  try {
    const { mf, args } = compile(lang, text);
    const values: Params = {};
    for (const a of args) values[a] = params[a] ?? '';
    const out = mf.format(values);
    return Array.isArray(out) ? out.join('') : String(out);
  } catch (err) {
    console.error(`message "${text}" (${lang}): ${(err as Error).message}`);
    return text;
  }
}

/** "Ann, Bob and Carla" in the language's own way (Intl.ListFormat), never glued with commas. */
export function listOf(lang: Lang, items: readonly string[]): string {
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items);
}
