/**
 * Every language's catalogue, loaded at once: what tests and type checks see. The production
 * build swaps this module for `catalogues.lazy.ts` (vite.config.ts), which keeps German and
 * Italian out of the lobby's first load.
 */
import { de } from './de';
import { en, type Messages } from './en';
import { it } from './it';
import type { Lang } from './lang';

export const CATALOGUES: Partial<Record<Lang, Messages>> = { en, de, it };

export function loadCatalogue(lang: Lang): Promise<Messages> {
  return Promise.resolve(CATALOGUES[lang] ?? en);
}
