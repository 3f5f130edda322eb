/** Serving the built web client: files, client-side routes falling back to index.html, API 404s. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

const web = mkdtempSync(join(tmpdir(), 'tabula-web-'));
let server: TestServer;
beforeAll(async () => {
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Tabula</title>');
  writeFileSync(join(web, 'assets', 'app.js'), 'console.log(1)');
  server = await startTestServer({ webDir: web });
});
afterAll(async () => {
  await server?.close();
  rmSync(web, { recursive: true, force: true });
});

it('serves the client, falls back to index.html for routes, keeps API and missing files 404', async () => {
  const get = async (p: string) => {
    const r = await fetch(`${server.url}${p}`);
    return { status: r.status, body: await r.text() };
  };
  expect(await get('/')).toMatchObject({ status: 200, body: expect.stringContaining('<title>Tabula') });
  expect(await get('/assets/app.js')).toMatchObject({ status: 200, body: 'console.log(1)' });
  expect(await get('/match/abc?x=1')).toMatchObject({ status: 200, body: expect.stringContaining('<title>Tabula') });
  expect((await get('/assets/missing.js')).status).toBe(404);
  expect((await get('/api/nothing')).status).toBe(404);
  expect((await get('/api/games')).status).toBe(200);
});
