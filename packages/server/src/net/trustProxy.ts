/**
 * Which proxies' `X-Forwarded-For` names the client (issue 41, item 7). Every per-address limit
 * (connections, match creation, chat, bot time) counts by the client address, so the address must
 * come from somebody the operator trusts: the proxy's own address (or CIDR range), or a hop count
 * (the client is that many addresses back along the chain). `true` — believe any peer — let every
 * client pick its address by sending the header, voiding every limit; it is refused, as is a range
 * of every address (`0.0.0.0/0`, `::/0`), which means the same.
 */
import { isIP } from 'node:net';

/** Addresses or CIDR ranges of the trusted proxies, or the number of proxy hops in front. */
export type TrustProxy = readonly string[] | number;

const WHY =
  'believing every peer would let each client choose its address by sending X-Forwarded-For, voiding every per-address limit';

/** One address or CIDR range, or why not. */
function entryProblem(entry: string): string | null {
  const [addr, prefix, ...rest] = entry.split('/');
  const v = isIP(addr ?? '');
  if (!v || rest.length) return `"${entry}" is not an IP address or CIDR range`;
  if (prefix === undefined) return null;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  if (bits < 0 || bits > (v === 4 ? 32 : 128)) return `"${entry}" has no valid prefix length`;
  if (bits === 0) return `"${entry}" is every address: ${WHY}`;
  return null;
}

/** Why a `trustProxy` value is refused (JS callers may still pass `true`), or null when it is an allowed one. */
export function trustProxyProblem(value: unknown): string | null {
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 1 ? null : `a hop count is an integer ≥ 1, got ${value}`;
  if (value === true)
    return `"true" is refused: ${WHY}; give the proxy's address or CIDR range, or the number of proxy hops`;
  if (!Array.isArray(value) || value.length === 0 || !value.every((x) => typeof x === 'string'))
    return `takes the proxies' addresses or CIDR ranges, or a hop count, got ${JSON.stringify(value)}`;
  for (const x of value) {
    const why = entryProblem(x);
    if (why) return why;
  }
  return null;
}

/** `--trust-proxy`'s text as the option it names: a hop count (`1`), `true`, or addresses and CIDR ranges, comma separated. */
export function parseTrustProxy(text: string): unknown {
  const t = text.trim();
  if (/^\d+$/.test(t)) return Number(t);
  if (t === 'true') return true;
  return t.split(',').map((x) => x.trim());
}

/**
 * As fastify's `trustProxy`: the list as it is; a hop count as a function trusting the nearest
 * `hops` addresses of the chain (the TCP peer is hop 0). Fastify's own number form now trusts
 * nobody (a hop count cannot tell a proxy from a client that connects directly), so the count is
 * kept here — and documented as safe only when the server is reachable through the proxies alone.
 */
export function fastifyTrust(
  t: TrustProxy | undefined,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (t === undefined) return false;
  if (typeof t === 'number') return (_address, hop) => hop < t;
  return [...t];
}
