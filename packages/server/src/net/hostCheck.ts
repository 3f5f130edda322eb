/**
 * The names this server answers to, checked on every request (issue 41, item 7). A desktop server
 * on 127.0.0.1 is reachable from any page the person opens: a DNS-rebinding page (its name
 * pointed at 127.0.0.1 after loading) is same-origin with it in the browser's eyes, so without
 * this it could create matches, take open seats and read `/metrics`. Its requests carry the
 * attacker's name in `Host`, which is not one of the configured names (origin.ts) — refused with
 * 421 Misdirected Request before any route runs, WebSocket upgrades included.
 *
 * Requests that change something (any method but GET, HEAD, OPTIONS) that carry an `Origin` must
 * come from an allowed origin too (403), as WebSocket upgrades must: a page elsewhere cannot make
 * the browser post to this server in its user's name. Requests without `Origin` (CLI, bots,
 * scripts) are not pages and pass, as for WebSockets.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hostAllowed, originAllowed } from './origin';

export interface AllowList {
  origins: ReadonlySet<string> | '*';
  hosts: ReadonlySet<string> | '*';
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const HOW = 'allow it with --public-url URL or --allow-origin ORIGIN (--allow-origin "*" allows any)';

/** A fastify `onRequest` hook; `allow()` is read per request, as the list is known only once the port is. */
export function hostCheck(allow: () => AllowList) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const { origins, hosts } = allow();
    const host = req.headers.host;
    if (!hostAllowed(host, hosts))
      return reply.code(421).send({
        error: `this server does not answer to the name "${String(host).slice(0, 100)}" (Host header); ${HOW}`,
      });
    const origin = req.headers.origin;
    if (!READS.has(req.method) && !originAllowed(origin, origins))
      return reply
        .code(403)
        .send({ error: `origin ${String(origin).slice(0, 100)} may not change anything here; ${HOW}` });
  };
}
