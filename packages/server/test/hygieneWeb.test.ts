/**
 * Input hygiene (issue 20, points 10–11), against real servers on 127.0.0.1:
 * - 10: WebSocket origins come from configuration, not from the request's Host (DNS rebinding);
 *   the Host itself is checked too (issue 41: 421 for a name not configured, hostCheck.test.ts).
 * - 11: static serving serves the built client's files only: no dotfiles, nothing outside.
 * Points 8–9 (actions and names): hygiene.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WireClient } from '../src/bench/client';
import { startServer } from '../src/server';
import { startTestServer, type TestServer, upgradeStatus } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ publicUrl: 'https://tabula.example.org/play/' });
});
afterAll(async () => server?.close());

describe('point 10: WebSocket origins from configuration', () => {
  it('refuses a DNS-rebinding page (Origin and Host both the attacker’s name): 421 for its Host (issue 41), 403 for its Origin', async () => {
    for (const name of [`rebind.evil.example:${server.port}`, 'rebind.evil.example']) {
      expect(await upgradeStatus(server.url, { Origin: `http://${name}`, Host: name })).toBe(421);
      expect(await upgradeStatus(server.url, { Origin: `http://${name}` })).toBe(403);
    }
    expect(await upgradeStatus(server.url, { Origin: 'null', Host: `127.0.0.1:${server.port}` })).toBe(403);
  });

  it('accepts the loopback origins on its port, the public URL’s origin, and clients without Origin', async () => {
    for (const origin of [
      `http://127.0.0.1:${server.port}`,
      `http://localhost:${server.port}`,
      `http://[::1]:${server.port}`,
      'https://tabula.example.org',
    ]) {
      expect(await upgradeStatus(server.url, { Origin: origin }), origin).toBe(101);
      // Under any of the configured names (the Host check, issue 41): the decision is the Origin's.
      expect(await upgradeStatus(server.url, { Origin: origin, Host: 'tabula.example.org' }), origin).toBe(101);
    }
    expect(await upgradeStatus(server.url, {})).toBe(101);
    const c = await WireClient.connect(server.url, { origin: server.url });
    await c.close();
  });

  it('refuses look-alikes: another port, another scheme, a subdomain of the public URL', async () => {
    for (const origin of [
      `http://127.0.0.1:${server.port + 1}`,
      `https://127.0.0.1:${server.port}`,
      'http://tabula.example.org',
      'https://evil.tabula.example.org',
      'https://tabula.example.org:8443',
    ]) {
      expect(await upgradeStatus(server.url, { Origin: origin }), origin).toBe(403);
    }
  });

  it('--allow-origin entries are allowed as before, and a bad public URL is refused at start', async () => {
    const s = await startTestServer({ allowedOrigins: ['https://friends.example'] });
    try {
      expect(await upgradeStatus(s.url, { Origin: 'https://friends.example' })).toBe(101);
      expect(await upgradeStatus(s.url, { Origin: 'https://tabula.example.org' })).toBe(403);
    } finally {
      await s.close();
    }
    await expect(startServer({ port: 0, webDir: null, publicUrl: 'tabula.example.org' })).rejects.toThrow(
      /publicUrl must be an http\(s\) URL/,
    );
  });
});

describe('point 11: only the built client’s files are served', () => {
  const web = mkdtempSync(join(tmpdir(), 'tabula-web-'));
  const outside = mkdtempSync(join(tmpdir(), 'tabula-outside-'));
  let s: TestServer;
  beforeAll(async () => {
    mkdirSync(join(web, 'assets'));
    mkdirSync(join(web, '.git'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Tabula</title>');
    writeFileSync(join(web, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(web, 'assets', '.secret'), 'SECRET=assets');
    writeFileSync(join(web, '.env'), 'SECRET=env');
    writeFileSync(join(web, '.git', 'config'), '[remote] SECRET=git');
    writeFileSync(join(outside, 'secret.txt'), 'SECRET=outside');
    symlinkSync(join(outside, 'secret.txt'), join(web, 'assets', 'linked.txt'));
    symlinkSync(outside, join(web, 'linkdir'));
    s = await startTestServer({ webDir: web });
  });
  afterAll(async () => {
    await s?.close();
    rmSync(web, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  /** A GET with the path sent exactly as written (no client-side normalisation of `..`). */
  const raw = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: s.port, path, method: 'GET' }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });

  it('refuses dotfiles, dot folders, traversal and symlinks out of the folder with 404', async () => {
    const paths = [
      '/.env',
      '/.git/config',
      '/.git/',
      '/.git',
      '/assets/.secret',
      '/%2eenv',
      '/%2Egit/config',
      '/assets/%2e%2e/.env',
      `/../${outside.split('/').pop()}/secret.txt`,
      '/assets/../.env',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc%2fpasswd',
      '/assets/linked.txt',
      '/linkdir/secret.txt',
      '/.well-known/anything',
    ];
    for (const p of paths) {
      const r = await raw(p);
      expect(r.status, p).toBe(404);
      expect(r.body, p).not.toMatch(/SECRET|<title>Tabula|root:/);
    }
  });

  it('still serves the client’s files and falls back to index.html for client-side routes', async () => {
    expect(await raw('/')).toMatchObject({ status: 200, body: expect.stringContaining('<title>Tabula') });
    expect(await raw('/index.html')).toMatchObject({ status: 200, body: expect.stringContaining('<title>Tabula') });
    expect(await raw('/assets/app.js')).toMatchObject({ status: 200, body: 'console.log(1)' });
    expect(await raw('/match/abc?x=1')).toMatchObject({ status: 200, body: expect.stringContaining('<title>Tabula') });
    expect((await raw('/assets/missing.js')).status).toBe(404);
    expect((await raw('/api/nothing')).status).toBe(404);
    expect((await raw('/api/games')).status).toBe(200);
  });
});
