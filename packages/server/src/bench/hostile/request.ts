/**
 * An attacker's HTTP request: the status, the body's size and `Retry-After` are what it counts, so
 * a refusal (429, 409…) is an answer like any other, never an exception. The body is kept only
 * when asked for (JSON answers of setup calls), so a 2 MB record costs the bench no parsing.
 */
import http from 'node:http';
import https from 'node:https';
import { type AttackContext, headersOf } from './attacker';

export interface Answer {
  status: number;
  bytes: number;
  /** Seconds, from `Retry-After` (null when absent). */
  retryAfter: number | null;
  ms: number;
  body?: unknown;
}

const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

export function request(
  ctx: AttackContext,
  method: 'GET' | 'POST',
  path: string,
  o: { body?: unknown; keep?: boolean } = {},
): Promise<Answer> {
  const url = new URL(path, ctx.url);
  const data = o.body === undefined ? undefined : JSON.stringify(o.body);
  const headers: Record<string, string | number> = {
    ...headersOf(ctx),
    ...(data === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) }),
  };
  const secure = url.protocol === 'https:';
  const t0 = performance.now();
  return new Promise<Answer>((resolve, reject) => {
    const req = (secure ? https : http).request(
      url,
      { method, headers, agent: secure ? agents.https : agents.http },
      (res) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on('data', (c: Buffer) => {
          bytes += c.length;
          if (o.keep) chunks.push(c);
        });
        res.on('error', reject);
        res.on('end', () => {
          const retry = Number(res.headers['retry-after']);
          const answer: Answer = {
            status: res.statusCode ?? 0,
            bytes,
            retryAfter: Number.isFinite(retry) ? retry : null,
            ms: performance.now() - t0,
          };
          if (o.keep && bytes > 0) {
            try {
              answer.body = JSON.parse(Buffer.concat(chunks).toString());
            } catch {
              answer.body = Buffer.concat(chunks).toString();
            }
          }
          resolve(answer);
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** A setup call that must succeed: its JSON body, or an error naming the status and body. */
export async function must<T>(ctx: AttackContext, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const a = await request(ctx, method, path, { body, keep: true });
  if (a.status < 200 || a.status > 299)
    throw new Error(`hostile setup: ${method} ${path} answered ${a.status}: ${JSON.stringify(a.body)}`);
  return a.body as T;
}
