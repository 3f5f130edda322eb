/**
 * "Notify me by push when it is my move" (issue 44): this browser's push subscription, made with
 * the server's VAPID key through the service worker's `pushManager` and given to the signed-in
 * account; turning it off unsubscribes the browser and tells the server. Without a service worker
 * (the dev server, or a browser without push) the switch says so instead.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PushSubscriptionBody } from '@tabula/wire';
import { useI18n } from '../i18n/i18n';
import { pushApi } from './pushApi';
import { keepPushWords } from './pushWords';
import { pushRegistration } from './registration';
import { stopPush } from './stopPush';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

const bytesOf = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const bodyOf = (s: PushSubscription) => s.toJSON() as PushSubscriptionBody;

export function usePush() {
  const { lang, t } = useI18n();
  /** null while it is being found out. */
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const reg = await pushRegistration();
      if (!reg) return 'unsupported';
      if (Notification.permission === 'denied') return 'denied';
      const sub = await reg.pushManager.getSubscription();
      if (!sub || Notification.permission !== 'granted') return 'off';
      // Given again: the account signed in here may not be the one it was given to.
      await pushApi.subscribe(bodyOf(sub)).catch(() => undefined);
      return 'on';
    })().then((s: PushState) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);

  // The service worker words its messages in the page's language: kept current while on.
  useEffect(() => {
    if (state === 'on') void keepPushWords(lang, t, true).catch(() => undefined);
  }, [state, lang, t]);

  const run = useCallback(
    async (work: (reg: ServiceWorkerRegistration) => Promise<PushState>) => {
      setBusy(true);
      setError(null);
      try {
        const reg = await pushRegistration();
        setState(reg ? await work(reg) : 'unsupported');
      } catch (e) {
        setError(t('push.failed', { msg: (e as Error).message }));
      } finally {
        setBusy(false);
      }
    },
    [t],
  );

  /** Asked only from the person's click: the browser's permission prompt follows it. */
  const enable = () =>
    run(async (reg) => {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
      const key = bytesOf(await pushApi.key());
      // One made with another key (the server's store was replaced) cannot be reused.
      await (await reg.pushManager.getSubscription())?.unsubscribe();
      const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      try {
        await keepPushWords(lang, t, true);
        await pushApi.subscribe(bodyOf(sub));
      } catch (e) {
        await sub.unsubscribe().catch(() => undefined);
        throw e;
      }
      return 'on';
    });

  const disable = () =>
    run(async () => {
      await stopPush();
      return 'off';
    });

  return { state, busy, error, enable, disable };
}
