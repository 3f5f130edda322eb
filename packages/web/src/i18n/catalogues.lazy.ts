/**
 * The production build's catalogues (vite.config.ts puts this module in place of
 * `catalogues.ts`): English is in the first load, German and Italian are chunks fetched when the
 * page starts in that language or switches to it — each language costs only its own readers.
 */
import { en, type Messages } from './en';
import type { Lang } from './messages';

export const CATALOGUES: Partial<Record<Lang, Messages>> = { en };

export async function loadCatalogue(lang: Lang): Promise<Messages> {
  const have = CATALOGUES[lang];
  if (have) return have;
  const m = lang === 'de' ? (await import('./de')).de : lang === 'it' ? (await import('./it')).it : en;
  CATALOGUES[lang] = m;
  return m;
}
