/**
 * Which pages may open a WebSocket to this server. The allowed origins come from configuration,
 * never from the request: the request's own `Host` is whatever name the page's DNS pointed here,
 * so comparing `Origin` with it lets a DNS-rebinding page (`Origin` and `Host` both
 * `rebind.evil.example`) in. Allowed: the loopback origins on the server's port, the listen
 * address's origin (every interface address when listening on a wildcard), the `--public-url`'s
 * origin, and every `--allow-origin` (`*` for any). Clients that send no `Origin` at all (the CLI,
 * bots, scripts — browsers always send one) are accepted: they are not pages.
 *
 * The same list gives the names a request's `Host` may carry (issue 41, item 7; hostCheck.ts):
 * a DNS-rebinding page reaches the server under the attacker's name, so its `Host` is not one of
 * these. Only the name is compared, not the port: rebinding changes the name, and a proxy in
 * front (the Vite dev server on :5173, a TLS proxy on :443) may forward its own port.
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
    for (const list of Object.values(networkInterfaces()))
      for (const i of list ?? []) hosts.add(i.address.replace(/%.*$/, ''));
  }
  // The listen address itself too: `http://0.0.0.0:8080`, as the server prints it, reaches this
  // machine; an address literal is no rebinding name.
  if (c.host !== '') hosts.add(c.host);
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

/** `name[:port]` or `[v6]:port`, nothing else (no user info, path or fragment a URL parser would drop). */
const HOST_HEADER = /^(?:\[[0-9A-Fa-f:.]+\]|[^\s/@?#[\]:\\]+)(?::\d{1,5})?$/;

/** A `Host` header's name as URL parsing normalises it (lower case, IPv6 in brackets, no port); null if it is not one. */
function hostnameOf(host: string): string | null {
  if (!HOST_HEADER.test(host)) return null;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}

/** The host names of the allowed origins (those of `--allow-origin` entries that are URLs), or `'*'`. */
export function allowedHosts(origins: ReadonlySet<string> | '*'): ReadonlySet<string> | '*' {
  if (origins === '*') return '*';
  const out = new Set<string>();
  for (const o of origins) {
    try {
      out.add(new URL(o).hostname);
    } catch {
      // An --allow-origin entry that is not a URL names no host.
    }
  }
  return out;
}

/** Requests without `Host` (HTTP/1.0 clients) are accepted: every browser sends one, so no page can skip the check by leaving it out. */
export function hostAllowed(host: string | undefined, hosts: ReadonlySet<string> | '*'): boolean {
  if (host === undefined) return true;
  if (hosts === '*') return true;
  const name = hostnameOf(host);
  return name !== null && hosts.has(name);
}
