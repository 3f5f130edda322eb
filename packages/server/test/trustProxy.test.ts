/**
 * Issue 41, item 7: `trustProxy: true` let every client choose its address by sending
 * `X-Forwarded-For`, voiding every per-address limit. Only the proxies' addresses / CIDR ranges
 * or a hop count are accepted; `true` (and a range of every address) is refused at start with the
 * reason. A hop count believes the proxy's own addition, not what the client wrote before it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../src/server';
import { parseTrustProxy, trustProxyProblem } from '../src/net/trustProxy';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const create = (s: TestServer, forwardedFor: string) =>
  fetch(`${s.url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ game: 'nim', players: 2 }),
  });

describe('trustProxy takes addresses or a hop count only (issue 41, item 7)', () => {
  it('true, every address, names and nonsense are refused at start, saying why', async () => {
    await expect(startServer({ port: 0, webDir: null, trustProxy: true as never })).rejects.toThrow(
      /^trustProxy: "true" is refused: believing every peer would let each client choose its address by sending X-Forwarded-For, voiding every per-address limit; give the proxy's address or CIDR range, or the number of proxy hops$/,
    );
    for (const bad of [['0.0.0.0/0'], ['::/0'], ['proxy.example'], ['10.0.0.0/33'], [], 0, 1.5, 'true']) {
      await expect(
        startServer({ port: 0, webDir: null, trustProxy: bad as never }),
        JSON.stringify(bad),
      ).rejects.toThrow(/^trustProxy: /);
    }
    expect(trustProxyProblem(parseTrustProxy('true'))).toMatch(/voiding every per-address limit/);
    expect(parseTrustProxy(' 10.0.0.2, 192.168.0.0/16 ')).toEqual(['10.0.0.2', '192.168.0.0/16']);
    expect(parseTrustProxy('2')).toBe(2);
    for (const ok of [['10.0.0.2'], ['192.168.0.0/16', '::1'], ['fd00::/8'], 1, 2])
      expect(trustProxyProblem(ok), JSON.stringify(ok)).toBeNull();
  });

  it('a hop count: each forwarded client has its own allowance, and what the client wrote before the proxy is not believed', async () => {
    server = await startTestServer({ trustProxy: 1, addressLimits: { createsPerMinute: 1 } });
    expect((await create(server, '203.0.113.1')).status).toBe(201);
    expect((await create(server, '203.0.113.1')).status).toBe(429);
    // The client wrote "198.51.100.7"; the proxy appended the address it saw: that one counts.
    expect((await create(server, '198.51.100.7, 203.0.113.1')).status).toBe(429);
    expect((await create(server, '203.0.113.2')).status).toBe(201);
  });
});
