/**
 * Which pages may open a WebSocket to this server. The allowed origins come from configuration,
 * never from the request: the request's own `Host` is whatever name the page's DNS pointed here,
 * so comparing `Origin` with it lets a DNS-rebinding page (`Origin` and `Host` both
 * `rebind.evil.example`) in. Allowed: the loopback origins on the server's port, the listen
 * address's origin (every interface address when listening on a wildcard), the `--public-url`'s
 * origin, and every `--allow-origin` (`*` for any). Clients that send no `Origin` at all (the CLI,
 * bots, scripts — browsers always send one) are accepted: they are not pages.
 */
import { networkInterfaces } from 'node:os';

export interface OriginConfig {
  /** The port the server listens on (after `listen`, so port 0 is resolved). */
  port: number;
  /** The listen address (`127.0.0.1`, `0.0.0.0`, `::`, a name). */
  host: string;
  /** The URL people open (`https://tabula.example.org`); its origin is allowed. */
  publicUrl?: string;
  /** More allowed origins (`--allow-origin`); `*` allows any. */
  allowed?: readonly string[];
}

/** `scheme://host[:port]` of a URL, as browsers serialise it in `Origin`; null if it is not http(s). */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

const bracket = (host: string) => (host.includes(':') ? `[${host}]` : host);

/** The set of allowed origins for a configuration, or `'*'` when any origin is allowed. */
export function allowedOrigins(c: OriginConfig): ReadonlySet<string> | '*' {
  if (c.allowed?.includes('*')) return '*';
  const hosts = new Set(['localhost', '127.0.0.1', '::1']);
  if (c.host === '0.0.0.0' || c.host === '::' || c.host === '') {
    for (const list of Object.values(networkInterfaces())) for (const i of list ?? []) hosts.add(i.address.replace(/%.*$/, ''));
  } else hosts.add(c.host);
  const out = new Set<string>();
  for (const h of hosts) {
    const o = originOf(`http://${bracket(h)}:${c.port}`);
    if (o) out.add(o);
  }
  for (const u of [...(c.publicUrl ? [c.publicUrl] : []), ...(c.allowed ?? [])]) out.add(originOf(u) ?? u);
  return out;
}

export function originAllowed(origin: string | undefined, allowed: ReadonlySet<string> | '*'): boolean {
  if (origin === undefined) return true;
  if (allowed === '*') return true;
  if (allowed.has(origin)) return true;
  const o = originOf(origin);
  return o !== null && allowed.has(o);
}
