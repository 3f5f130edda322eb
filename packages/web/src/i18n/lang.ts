/** The three rulebook languages; their own file so the catalogues and the formatter need not import `messages.ts`. */
export type Lang = 'en' | 'de' | 'it';
export const LANGS: Lang[] = ['en', 'de', 'it'];
export const LANG_NAMES: Record<Lang, string> = { en: 'English', de: 'Deutsch', it: 'Italiano' };
