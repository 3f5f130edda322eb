/**
 * The learning game's words in the three languages (texts.en/de/it.ts): ICU MessageFormat like
 * the client's catalogues, loaded with the learn chunk only — the lobby carries none of them.
 */
import { useCallback } from 'react';
import { format, type Lang } from '../i18n/messages';
import { useI18n } from '../i18n/i18n';
import { en, type LearnKey } from './texts.en';
import { de } from './texts.de';
import { it } from './texts.it';

export type { LearnKey };
export const LEARN_TEXTS: Record<Lang, Record<LearnKey, string>> = { en, de, it };

export function learnText(lang: Lang, key: LearnKey, params?: Record<string, string | number>): string {
  return format(LEARN_TEXTS[lang][key] ?? en[key], params, lang);
}

/** A rule's text by its id, or null when we wrote none (a test keeps every lesson's rules written). */
export function ruleText(lang: Lang, id: string): string | null {
  const key = `rule.${id}` as LearnKey;
  return key in en ? learnText(lang, key) : null;
}

export type LearnT = (key: LearnKey, params?: Record<string, string | number>) => string;

export function useLearnT(): LearnT {
  const { lang } = useI18n();
  return useCallback((key, params) => learnText(lang, key, params), [lang]);
}
