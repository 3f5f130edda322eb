/**
 * The service worker's push half (issue 44), run in a sandbox as the browser would run it: a
 * "your move" message (data only) worded with what the page left in the `push-words` cache, in
 * the page's language; clicking it focuses the match's tab, or opens one.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { TurnPush } from '@tabula/wire';
import { serviceWorkerText } from '../pwa/plugin';
import { pushWords } from '../src/push/pushWords';
import { makeT } from '../src/i18n/i18n';
import type { Lang } from '../src/i18n/lang';

const ORIGIN = 'https://tabula.example';

type Handler = (event: Record<string, unknown>) => void;

/** A worker scope whose page left words in `lang` (none: never turned push on), with open tabs at `tabs`. */
function sandbox(lang: Lang | null, tabs: string[] = []) {
  const handlers = new Map<string, Handler>();
  const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
  const focused: string[] = [];
  const opened: string[] = [];
  const words = lang ? JSON.stringify(pushWords(lang, makeT(lang))) : null;
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, h: Handler) => handlers.set(type, h),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => shown.push({ title, options }),
    },
    clients: {
      matchAll: async () => tabs.map((url) => ({ url, focus: async () => focused.push(url) })),
      openWindow: async (url: string) => opened.push(url),
    },
  };
  runInNewContext(serviceWorkerText([]), {
    self: scope,
    caches: {
      open: async (name: string) => ({
        match: async (path: string) =>
          name === 'push-words' && path === '/push-words.json' && words
            ? { json: async () => JSON.parse(words) }
            : undefined,
      }),
    },
    URL,
    Intl,
  });
  const fire = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (waited = p) });
    await waited;
  };
  const push = (data: unknown) => fire('push', { data: { json: () => data } });
  return { shown, focused, opened, fire, push };
}

const turn: TurnPush = {
  kind: 'turn',
  game: 'hansa',
  matchId: 'M1',
  seat: 1,
  version: 7,
  opponents: [{ name: 'Ann' }, { bot: true }],
  path: '/m/M1',
};

describe('the service worker: your move by push', () => {
  it('words the message in the language the page last used', async () => {
    for (const [lang, title, body] of [
      ['en', 'Your move in Hansa Teutonica', 'vs Ann and a bot'],
      ['de', 'Du bist am Zug: Hansa Teutonica', 'gegen Ann und einen Bot'],
      ['it', 'Tocca a te in Hansa Teutonica', 'contro Ann e un bot'],
    ] as const) {
      const sw = sandbox(lang);
      await sw.push(turn);
      expect(sw.shown).toEqual([
        { title, options: { body, tag: 'turn:M1:1', icon: '/icon.svg', data: { path: '/m/M1' }, lang } },
      ]);
    }
  });

  it('still tells the move without words, and shows nothing for what is not a turn', async () => {
    const sw = sandbox(null);
    await sw.push({ ...turn, game: 'loyang', opponents: [{ name: 'Bo' }] });
    expect(sw.shown.map((s) => [s.title, s.options.body])).toEqual([['loyang', 'Bo']]);
    await sw.push({ kind: 'other' });
    await sw.fire('push', { data: { json: () => JSON.parse('{') } });
    expect(sw.shown).toHaveLength(1);
  });

  it('a click focuses a tab of the match, or opens one; a path off the site opens the lobby', async () => {
    const note = (path: unknown) => ({ notification: { data: { path }, close: () => undefined } });
    const open = sandbox('en', [`${ORIGIN}/m/M1`]);
    await open.fire('notificationclick', note('/m/M1'));
    expect([open.focused, open.opened]).toEqual([[`${ORIGIN}/m/M1`], []]);
    const none = sandbox('en');
    await none.fire('notificationclick', note('/m/M1'));
    await none.fire('notificationclick', note('//evil.example/x'));
    expect(none.opened).toEqual([`${ORIGIN}/m/M1`, `${ORIGIN}/`]);
  });
});
