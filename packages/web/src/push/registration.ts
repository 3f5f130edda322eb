/** The service worker registration push goes through, when this page has one and the browser can push. */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return null;
  if (typeof window.PushManager === 'undefined' || typeof window.Notification === 'undefined') return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}
