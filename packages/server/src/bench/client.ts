/**
 * A small Node client for the server: HTTP calls and a WebSocket wrapper that records what it
 * receives. Used by `tabula bench server` and by the tests; the browser client uses @tabula/wire only.
 */
import http from 'node:http';
import https from 'node:https';
import WebSocket from 'ws';
import { applyPatch } from '@tabula/engine';
import { BATCH_QUERY } from '../net/outbox';
import {
  type ClientMessage,
  type CreateMatch,
  type Created,
  type Joined,
  type JoinMatch,
  PATCH_QUERY,
  STEPS_QUERY,
  type ServerFrame,
  type ServerMessage,
} from '@tabula/wire';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}: ${JSON.stringify(body)}`);
  }
}

/**
 * Kept-alive connections per protocol. Node's own client, not fetch: the bench seats a table with
 * three calls, and undici's fetch took 14% of its CPU in the Nim bench (issue 26).
 */
const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

/**
 * `extra` headers go with the request (the bench's `X-Forwarded-For`, `--spread-addresses`);
 * `localAddress` is the source address (the connection bench's 127.x.y.z, issue 46).
 */
export function api<T>(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  extra?: Record<string, string>,
  localAddress?: string,
): Promise<T> {
  const url = new URL(path, base);
  const data = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string | number> = {
    ...extra,
    ...(data === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) }),
  };
  const secure = url.protocol === 'https:';
  return new Promise<T>((resolve, reject) => {
    const req = (secure ? https : http).request(
      url,
      { method, headers, agent: agents[secure ? 'https:' : 'http:'], ...(localAddress ? { localAddress } : {}) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          try {
            const parsed = text ? JSON.parse(text) : null;
            const status = res.statusCode ?? 0;
            if (status < 200 || status > 299) reject(new ApiError(status, parsed));
            else resolve(parsed as T);
          } catch (e) {
            reject(e);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

export const createMatch = (base: string, req: CreateMatch, headers?: Record<string, string>) =>
  api<Created>(base, 'POST', '/api/matches', req, headers);
export const joinMatch = (base: string, id: string, req: JoinMatch, headers?: Record<string, string>) =>
  api<Joined>(base, 'POST', `/api/matches/${id}/join`, req, headers);

type Waiter = {
  pred: (m: ServerMessage) => boolean;
  resolve(m: ServerMessage): void;
  reject(e: Error): void;
  timer: NodeJS.Timeout;
};

export class WireClient {
  /** Every message received, in order (for leak checks). */
  readonly received: ServerMessage[] = [];
  readonly raw: string[] = [];
  private waiters: Waiter[] = [];
  private listeners: Array<(m: ServerMessage) => void> = [];
  closed: { code: number; reason: string } | null = null;
  /** WebSocket message bytes received (what the server sent this client). */
  bytesReceived = 0;
  /** The last update's version and view: what the next patch applies to. */
  private version = -1;
  private view: unknown = null;

  private constructor(
    readonly ws: WebSocket,
    private readonly keepRaw: boolean,
  ) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.bytesReceived += Buffer.isBuffer(data) ? data.length : text.length;
      if (this.keepRaw) this.raw.push(text);
      // A frame may carry a burst of messages (outbox.ts): a JSON array, read in order.
      const parsed = JSON.parse(text) as ServerFrame;
      if (Array.isArray(parsed)) for (const msg of parsed) this.receive(msg);
      else this.receive(parsed);
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      for (const w of this.waiters.splice(0)) {
        clearTimeout(w.timer);
        w.reject(new Error(`connection closed (${code} ${reason.toString()})`));
      }
    });
  }

  private receive(msg: ServerMessage): void {
    if (msg.t === 'update') this.viewOf(msg);
    if (this.keepRaw) this.received.push(msg);
    for (const l of this.listeners) l(msg);
    for (const w of this.waiters.slice())
      if (w.pred(msg)) {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        clearTimeout(w.timer);
        w.resolve(msg);
      }
  }

  /**
   * Fills in an update's view from its patch (@tabula/wire), which applies to the previous update's
   * view. A patch against any other version is a server bug, thrown as one.
   */
  private viewOf(msg: Extract<ServerMessage, { t: 'update' }>): void {
    if (msg.patch !== undefined) {
      if (msg.base !== this.version)
        throw new Error(
          `update ${msg.version} patches version ${msg.base}, but this client holds version ${this.version}`,
        );
      msg.view = applyPatch(this.view, msg.patch);
    }
    this.version = msg.version;
    this.view = msg.view;
  }

  /**
   * `url` is the server's http:// base; the socket is at /ws. With `batch` (the default) the
   * server may send a burst as one frame; `batch: false` is a client that reads one message a frame.
   * With `patch` (the default) views come as patches from the last one (filled in here).
   * `headers` go with the upgrade request (the hostile bench's `X-Forwarded-For`); `localAddress`
   * is the socket's source address (the connection bench spreads over 127.0.0.0/8, issue 46).
   */
  static connect(
    url: string,
    o: {
      origin?: string;
      keep?: boolean;
      batch?: boolean;
      patch?: boolean;
      /** Every version as its own update (`steps=1`), as the web client asks. */
      steps?: boolean;
      headers?: Record<string, string>;
      localAddress?: string;
    } = {},
  ): Promise<WireClient> {
    const query = [
      ...(o.batch === false ? [] : [BATCH_QUERY]),
      ...(o.patch === false ? [] : [PATCH_QUERY]),
      ...(o.steps ? [STEPS_QUERY] : []),
    ];
    const wsUrl = `${url.replace(/^http/, 'ws')}/ws${query.length ? `?${query.join('&')}` : ''}`;
    const ws = new WebSocket(wsUrl, {
      ...(o.origin ? { origin: o.origin } : {}),
      ...(o.headers ? { headers: o.headers } : {}),
      ...(o.localAddress ? { localAddress: o.localAddress } : {}),
      perMessageDeflate: false,
    });
    const client = new WireClient(ws, o.keep ?? true);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`refused: HTTP ${res.statusCode}`)));
    });
  }

  /** Adds a listener; returns a function that removes it. */
  onMessage(fn: (m: ServerMessage) => void): () => void {
    this.listeners.push(fn);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== fn);
    };
  }

  send(msg: ClientMessage | string): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  next<T extends ServerMessage['t']>(
    t: T,
    pred: (m: Extract<ServerMessage, { t: T }>) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<Extract<ServerMessage, { t: T }>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        reject(new Error(`no "${t}" message within ${timeoutMs} ms`));
      }, timeoutMs);
      const w: Waiter = { pred: (m) => m.t === t && pred(m as never), resolve: resolve as never, reject, timer };
      this.waiters.push(w);
    });
  }

  /** Like `next`, but first looks at what was already received. */
  seen<T extends ServerMessage['t']>(
    t: T,
    pred: (m: Extract<ServerMessage, { t: T }>) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<Extract<ServerMessage, { t: T }>> {
    const old = this.received.find((m) => m.t === t && pred(m as never));
    return old ? Promise.resolve(old as never) : this.next(t, pred, timeoutMs);
  }

  /** hello, then the welcome and the first update. */
  async hello(matchId: string, token?: string, since?: number) {
    const welcome = this.next('welcome');
    const update = this.next('update');
    this.send({ t: 'hello', matchId, ...(token ? { token } : {}), ...(since !== undefined ? { since } : {}) });
    return { welcome: await welcome, update: await update };
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}
