/**
 * Issue 41, item 7: the HTTP API answered any `Host`, so a DNS-rebinding page (the attacker's
 * name pointed at 127.0.0.1) could create matches, take open seats and read `/metrics` of a
 * desktop server. Now every request's `Host` must be one of the configured names (the Origin
 * allow-list's: loopback, listen address, --public-url, --allow-origin; any port), else 421 with
 * how to allow it; and a request that changes something must not come from a foreign `Origin`.
 */
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMatch } from '../src/bench/client';
import { allowedHosts, allowedOrigins } from '../src/net/origin';
import type { MatchInfo } from '@tabula/wire';
import { startTestServer, type TestServer, upgradeStatus } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    publicUrl: 'https://tabula.example.org',
    allowedOrigins: ['https://friends.example'],
  });
});
afterAll(async () => server?.close());

interface Answer {
  status: number;
  body: string;
}

/** An HTTP request to the server with exactly these headers (Host included). */
function send(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path,
        headers: { ...headers, ...(data ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const REBIND = 'rebind.evil.example';
const matchCount = async () => (await server.store.countByStatus()) as Record<string, number>;
const total = async () => Object.values(await matchCount()).reduce((a, b) => a + b, 0);

describe('Host is checked on every request (issue 41, item 7)', () => {
  it('a DNS-rebinding page cannot read metrics or the lobby, create a match or take a seat: 421 saying how to allow the name', async () => {
    const open = await createMatch(server.url, { game: 'nim', players: 2 });
    const before = await total();
    for (const host of [`${REBIND}:${server.port}`, REBIND]) {
      const page = { Host: host, Origin: `http://${host}` };
      for (const [method, path, body] of [
        ['GET', '/metrics'],
        ['GET', '/api/matches'],
        ['POST', '/api/matches', { game: 'nim', players: 2 }],
        ['POST', `/api/matches/${open.id}/join`, { name: 'mallory' }],
      ] as const) {
        const r = await send(method, path, page, body);
        expect(r.status, `${method} ${path}`).toBe(421);
        expect(JSON.parse(r.body).error).toBe(
          `this server does not answer to the name "${host}" (Host header); allow it with --public-url URL or --allow-origin ORIGIN (--allow-origin "*" allows any)`,
        );
      }
    }
    expect(await total()).toBe(before);
    const info = JSON.parse(
      (await send('GET', `/api/matches/${open.id}`, { Host: `127.0.0.1:${server.port}` })).body,
    ) as MatchInfo;
    expect(info.seats.every((s) => s.name === null)).toBe(true);
  });

  it('the WebSocket upgrade too', async () => {
    const status = await upgradeStatus(server.url, { Host: REBIND });
    expect(status).toBe(421);
  });

  it('the configured names are answered on any port (a proxy in front forwards its own); HTTP/1.0 without Host too; --allow-origin "*" any name', async () => {
    for (const host of [
      `127.0.0.1:${server.port}`,
      `localhost:${server.port}`,
      `[::1]:${server.port}`,
      'localhost:5173',
      'LOCALHOST',
      'tabula.example.org',
      'friends.example:8443',
    ]) {
      expect((await send('GET', '/api/games', { Host: host })).status, host).toBe(200);
    }
    const raw = await new Promise<string>((resolve, reject) => {
      const s = connect(server.port, '127.0.0.1', () => s.write('GET /api/games HTTP/1.0\r\n\r\n'));
      let text = '';
      s.on('data', (c) => (text += c.toString()));
      s.on('end', () => resolve(text));
      s.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.[01] 200/);
    for (const host of ['x@localhost', `localhost/${REBIND}`, 'tabula.example.org.evil.example'])
      expect((await send('GET', '/api/games', { Host: host })).status, host).toBe(421);
    // Listening on every interface: the address as printed (http://0.0.0.0:8080) is answered too.
    const wildcard = allowedHosts(allowedOrigins({ port: 8080, host: '0.0.0.0' })) as ReadonlySet<string>;
    for (const name of ['0.0.0.0', 'localhost', '127.0.0.1', '[::1]']) expect(wildcard.has(name), name).toBe(true);
    expect(wildcard.has(REBIND)).toBe(false);
    // --allow-origin "*" answers any name.
    const any = await startTestServer({ allowedOrigins: ['*'] });
    try {
      const r = await new Promise<number>((resolve, reject) => {
        request({ host: '127.0.0.1', port: any.port, path: '/api/games', headers: { Host: REBIND } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
      expect(r).toBe(200);
    } finally {
      await any.close();
    }
  });
});

describe('requests that change something check Origin when present (issue 41, item 7)', () => {
  const here = () => ({ Host: `127.0.0.1:${server.port}` });

  it('a foreign page cannot create a match or take a seat: 403; allowed origins and clients without Origin can', async () => {
    const open = await createMatch(server.url, { game: 'nim', players: 2 });
    const before = await total();
    for (const origin of ['https://evil.example', 'null', `http://127.0.0.1:${server.port + 1}`]) {
      const created = await send('POST', '/api/matches', { ...here(), Origin: origin }, { game: 'nim', players: 2 });
      expect(created.status, origin).toBe(403);
      expect(JSON.parse(created.body).error).toMatch(
        /^origin .* may not change anything here; allow it with --public-url URL or --allow-origin ORIGIN/,
      );
      expect(
        (await send('POST', `/api/matches/${open.id}/join`, { ...here(), Origin: origin }, { name: 'mallory' })).status,
      ).toBe(403);
    }
    expect(await total()).toBe(before);
    for (const origin of [
      `http://127.0.0.1:${server.port}`,
      'https://tabula.example.org',
      'https://friends.example',
      undefined,
    ]) {
      const r = await send(
        'POST',
        '/api/matches',
        { ...here(), ...(origin ? { Origin: origin } : {}) },
        { game: 'nim', players: 2 },
      );
      expect(r.status, origin).toBe(201);
    }
    // Reads carry no Origin check: a foreign page's GET is answered, but CORS keeps the answer from it.
    expect((await send('GET', '/api/games', { ...here(), Origin: 'https://evil.example' })).status).toBe(200);
  });
});
