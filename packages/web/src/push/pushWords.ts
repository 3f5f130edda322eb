/**
 * The words of a "your move" push message, in the language the page last used. The server sends
 * data only (the game, the match, who sits across); the service worker, which has no catalogues,
 * reads these from the Cache Storage entry the page keeps up to date — written when push is turned
 * on, and again whenever the language changes on a device where it is on.
 */
import { useEffect } from 'react';
import { GAMES } from '../games/registry';
import { useI18n } from '../i18n/i18n';
import type { Lang } from '../i18n/lang';
import type { pushEn } from '../i18n/push.en';

/** Outside the `tabula-` caches, which the service worker drops at each new build. */
const WORDS_CACHE = 'push-words';
const WORDS_PATH = '/push-words.json';

/** What the service worker reads (`pwa/sw.js`): templates with `{game}` and `{opponents}` to fill in. */
export interface PushWords {
  lang: Lang;
  title: string;
  against: string;
  bot: string;
  games: Record<string, string>;
}

type PushT = (key: keyof typeof pushEn, params?: Record<string, string>) => string;

export function pushWords(lang: Lang, t: PushT): PushWords {
  return {
    lang,
    // The placeholders pass through as text: the worker puts the names in.
    title: t('push.title', { game: '{game}' }),
    against: t('push.against', { opponents: '{opponents}' }),
    bot: t('push.bot'),
    games: Object.fromEntries(GAMES.map((g) => [g.id, g.title[lang]])),
  };
}

/** Writes the words for the service worker (`always`: even if push was never turned on here). */
export async function keepPushWords(lang: Lang, t: PushT, always = false): Promise<void> {
  if (typeof caches === 'undefined' || (!always && !(await caches.has(WORDS_CACHE)))) return;
  const cache = await caches.open(WORDS_CACHE);
  await cache.put(
    WORDS_PATH,
    new Response(JSON.stringify(pushWords(lang, t)), { headers: { 'content-type': 'application/json' } }),
  );
}

/** Rewrites the words whenever the page's language changes, on a device where push was turned on. */
export function useKeptPushWords(): void {
  const { lang, t } = useI18n();
  useEffect(() => {
    void keepPushWords(lang, t).catch(() => undefined);
  }, [lang, t]);
}
