// @vitest-environment jsdom
/**
 * "Notify me by push when it is my move" (issue 44): turning it on asks the browser's permission,
 * subscribes through the service worker's pushManager with the server's key, gives the
 * subscription to the server and leaves the service worker its words in the page's language;
 * turning it off unsubscribes and tells the server. Without a service worker, or with
 * notifications blocked, it says so.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '../src/i18n/i18n';
import type { Lang } from '../src/i18n/lang';
import { PushToggle } from '../src/push/PushToggle';
import { stopPush } from '../src/push/stopPush';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const KEY = Buffer.from([4, ...Array.from({ length: 64 }, (_, i) => i)]).toString('base64url');
const SUB = { endpoint: 'https://push.example.org/abc', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } };

/** A browser with a service worker and push: its subscription, permission, server and caches. */
function browser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let subscribed: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null;
  const made: Array<{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }> = [];
  const unsubscribed: string[] = [];
  const pushManager = {
    getSubscription: async () => subscribed,
    subscribe: async (o: (typeof made)[number]) => {
      made.push(o);
      subscribed = {
        endpoint: SUB.endpoint,
        toJSON: () => SUB,
        unsubscribe: async () => {
          unsubscribed.push(SUB.endpoint);
          subscribed = null;
          return true;
        },
      };
      return subscribed;
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    Object.assign(() => undefined, { permission, requestPermission: async () => answer }),
  );
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${path}`;
      calls.push({ key, body: init.body ? JSON.parse(String(init.body)) : null });
      const body = key === 'GET /api/push/key' ? { publicKey: KEY } : { ok: true };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  const words = new Map<string, string>();
  vi.stubGlobal('caches', {
    has: async (name: string) => name === 'push-words' && words.size > 0,
    open: async () => ({ put: async (path: string, r: Response) => words.set(path, await r.text()) }),
  });
  return { made, unsubscribed, calls, words };
}

const show = (lang: Lang = 'en') =>
  render(
    <I18nProvider lang={lang}>
      <PushToggle />
    </I18nProvider>,
  );

describe('the push switch', () => {
  it('subscribes with the server’s key, gives the server the subscription, and leaves the words in the page’s language', async () => {
    const b = browser('default');
    show('de');
    const box = (await screen.findByTestId('push-switch')) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.getByText('Per Push benachrichtigen, wenn ich am Zug bin')).toBeTruthy();
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(b.made).toEqual([
      { userVisibleOnly: true, applicationServerKey: new Uint8Array(Buffer.from(KEY, 'base64url')) },
    ]);
    expect(b.calls).toContainEqual({ key: 'POST /api/push/subscriptions', body: SUB });
    expect(JSON.parse(b.words.get('/push-words.json')!)).toMatchObject({
      lang: 'de',
      title: 'Du bist am Zug: {game}',
      against: 'gegen {opponents}',
      bot: 'einen Bot',
      games: { hansa: 'Hansa Teutonica', loyang: 'Vor den Toren von Loyang' },
    });

    // Off: the browser unsubscribes and the server forgets the endpoint.
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(false));
    expect(b.unsubscribed).toEqual([SUB.endpoint]);
    expect(b.calls).toContainEqual({ key: 'DELETE /api/push/subscriptions', body: { endpoint: SUB.endpoint } });
  });

  it('signing out ends the subscription (stopPush), even when the server cannot be told', async () => {
    const b = browser('granted');
    show();
    const box = (await screen.findByTestId('push-switch')) as HTMLInputElement;
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await stopPush();
    expect(b.unsubscribed).toEqual([SUB.endpoint]);
    await stopPush();
    expect(b.unsubscribed).toEqual([SUB.endpoint]);
  });

  it('refused permission subscribes nothing and says where notifications are allowed', async () => {
    const b = browser('default', 'denied');
    show();
    fireEvent.click(await screen.findByTestId('push-switch'));
    await screen.findByText(/Notifications are blocked for this site/);
    expect((screen.getByTestId('push-switch') as HTMLInputElement).disabled).toBe(true);
    expect(b.made).toEqual([]);
    expect(b.calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
  });

  it('says so where the page has no service worker to receive pushes', async () => {
    show('it');
    await screen.findByText('Questo browser non può ricevere notifiche push da questa pagina.');
    expect(screen.queryByTestId('push-switch')).toBeNull();
  });
});
