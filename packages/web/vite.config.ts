/**
 * Vite builds the client into `dist/`, which the server serves with an SPA fallback. In dev,
 * `/api` and `/ws` go to a server on 8080 (`tabula serve --port 8080`).
 */
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { serviceWorker } from './pwa/plugin.ts';

const server = process.env.TABULA_SERVER ?? 'http://localhost:8080';

/**
 * The server checks `Host` on every request and `Origin` on posts and WebSockets (issue 41; its
 * README, "Origin and Host checks"). `Host` passes as it is (localhost; the server ignores the
 * port). The dev page's origin is Vite's own (http://localhost:5173), which the server does not
 * know: the proxy presents a loopback page as the server's own origin. Vite checks `Host` itself
 * (server.allowedHosts), so a rebinding page cannot use this.
 */
const LOOPBACK_PAGE = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;
const asServer = (proxy: {
  on(
    event: 'proxyReq' | 'proxyReqWs',
    f: (out: { setHeader(k: string, v: string): void }, req: { headers: Record<string, unknown> }) => void,
  ): void;
}) => {
  const speak = (out: { setHeader(k: string, v: string): void }, req: { headers: Record<string, unknown> }) => {
    const origin = req.headers.origin;
    if (typeof origin === 'string' && LOOPBACK_PAGE.test(origin)) out.setHeader('origin', new URL(server).origin);
  };
  proxy.on('proxyReq', speak);
  proxy.on('proxyReqWs', speak);
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), serviceWorker()],
  // German and Italian words load when needed: the lobby's first load carries English only
  // (tests, run by the root vitest config, keep every catalogue at hand).
  resolve: {
    alias: [{ find: /^\.\/catalogues$/, replacement: resolve(import.meta.dirname, 'src/i18n/catalogues.lazy.ts') }],
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 600 },
  server: {
    proxy: {
      '/api': { target: server, configure: asServer },
      '/ws': { target: server.replace(/^http/, 'ws'), ws: true, configure: asServer },
    },
  },
});
