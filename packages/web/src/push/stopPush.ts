/**
 * Ends this browser's push subscription: the server forgets its endpoint, the browser drops it.
 * Turning the switch off does this, and so does signing out — a shared device must not go on
 * telling the person who left about their moves.
 */
import { pushApi } from './pushApi';
import { pushRegistration } from './registration';

export async function stopPush(): Promise<void> {
  const sub = await (await pushRegistration())?.pushManager.getSubscription();
  if (!sub) return;
  // Unsubscribed here even if the server cannot be told: its push service then answers 410.
  await pushApi.unsubscribe(sub.endpoint).catch(() => undefined);
  await sub.unsubscribe();
}
