/**
 * The web client: the Vite build in `packages/web/dist` when it exists (any path that is not the
 * API or the socket falls back to its index.html, for client-side routes); otherwise a short note.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function registerWeb(app: FastifyInstance, webDir: string | null): Promise<void> {
  const hasClient = webDir !== null && existsSync(`${webDir}/index.html`);
  if (hasClient) await app.register(fastifyStatic, { root: webDir, prefix: '/', wildcard: true });
  else
    app.get('/', async () => ({
      name: 'Tabula server',
      note: 'the web client is not built (packages/web/dist is missing); the API is available',
      api: ['GET /api/games', 'POST /api/matches', 'POST /api/matches/:id/join', 'GET /api/matches', 'GET /api/matches/:id', 'GET /api/matches/:id/record', 'GET /healthz', 'GET /metrics', 'WebSocket /ws'],
    }));

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0]!;
    // Client-side routes get the app; a missing file (a name with an extension) stays a 404.
    const route = !/\.[A-Za-z0-9]+$/.test(path) && !path.startsWith('/api/') && path !== '/api' && path !== '/ws';
    if (hasClient && req.method === 'GET' && route) return reply.sendFile('index.html');
    return reply.code(404).send({ error: `no route ${req.method} ${path}` });
  });
}
