/**
 * The web client: the Vite build in `packages/web/dist` when it exists (any path that is not the
 * API or the socket falls back to its index.html, for client-side routes); otherwise a short note.
 * Only the build's own files are served: no path with a segment starting with `.` (`/.env`,
 * `/.git/config`, `..`), nothing that resolves (through symlinks) outside the folder — those are
 * 404, never the file and never the index.html fallback.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, realpathSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export async function registerWeb(app: FastifyInstance, webDir: string | null): Promise<void> {
  const hasClient = webDir !== null && existsSync(`${webDir}/index.html`);
  if (hasClient) {
    const root = realpathSync(webDir);
    // `pathname` is what `send` will open under `root`; fastify has decoded it once.
    const allowedPath = (pathname: string) => !hiddenOrUp(pathname) && inside(root, pathname);
    await app.register(fastifyStatic, { root, prefix: '/', wildcard: true, dotfiles: 'ignore', allowedPath });
  } else
    app.get('/', async () => ({
      name: 'Tabula server',
      note: 'the web client is not built (packages/web/dist is missing); the API is available',
      api: [
        'GET /api/games',
        'POST /api/matches',
        'POST /api/matches/:id/join',
        'GET /api/matches',
        'GET /api/matches/:id',
        'GET /api/matches/:id/record',
        'GET /healthz',
        'GET /metrics',
        'WebSocket /ws',
      ],
    }));

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0]!;
    // Client-side routes get the app; a missing file (a name with an extension) stays a 404, and
    // so does any dot segment (a refused dotfile or folder, `..`).
    const route =
      !/\.[A-Za-z0-9]+$/.test(path) &&
      !hiddenOrUp(path) &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      path !== '/ws';
    if (hasClient && req.method === 'GET' && route) return reply.sendFile('index.html');
    return reply.code(404).send({ error: `no route ${req.method} ${path}` });
  });
}

/** True when a segment of the path, decoded, starts with `.` (a dotfile, a dot folder, `..`) or has a NUL or backslash. */
function hiddenOrUp(path: string): boolean {
  let p = path;
  for (let i = 0; i < 3; i++) {
    try {
      const d = decodeURIComponent(p);
      if (d === p) break;
      p = d;
    } catch {
      return true;
    }
  }
  return p.includes('\0') || p.includes('\\') || p.split('/').some((seg) => seg.startsWith('.'));
}

/** True when `pathname` under `root` exists inside it once symlinks are resolved (a missing file is left to `send`'s 404). */
function inside(root: string, pathname: string): boolean {
  const target = resolve(root, pathname.replace(/^\/+/, ''));
  if (target !== root && !target.startsWith(root + sep)) return false;
  let real: string;
  try {
    real = realpathSync(target);
  } catch {
    return true;
  }
  return real === root || real.startsWith(root + sep);
}
