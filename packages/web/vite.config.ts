/**
 * Vite builds the client into `dist/`, which the server serves with an SPA fallback. In dev,
 * `/api` and `/ws` go to a server on 8080 (`tabula serve --port 8080`).
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const server = process.env.TABULA_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 600 },
  server: {
    proxy: {
      '/api': server,
      '/ws': { target: server.replace(/^http/, 'ws'), ws: true },
    },
  },
});
