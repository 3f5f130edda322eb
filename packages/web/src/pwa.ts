/// <reference types="vite/client" />
/**
 * Registers the service worker of the production build (`pwa/sw.js`), which keeps the whole
 * client cached so it loads without a network once it has loaded once (issue 21). Not in the dev
 * server or the component tests, which have none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page's own load, so installing (which fetches every file of the build) never
  // competes with the first render.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
