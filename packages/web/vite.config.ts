/**
 * Vite builds the client into `dist/`, which the server serves with an SPA fallback. In dev,
 * `/api` and `/ws` go to a server on 8080 (`tabula serve --port 8080`).
 */
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { serviceWorker } from './pwa/plugin';

const server = process.env.TABULA_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), serviceWorker()],
  // German and Italian words load when needed: the lobby's first load carries English only
  // (tests, run by the root vitest config, keep every catalogue at hand).
  resolve: { alias: [{ find: /^\.\/catalogues$/, replacement: resolve(import.meta.dirname, 'src/i18n/catalogues.lazy.ts') }] },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 600 },
  server: {
    proxy: {
      '/api': server,
      '/ws': { target: server.replace(/^http/, 'ws'), ws: true },
    },
  },
});
