/** Starting and stopping a Tabula server: storage, bot threads, HTTP API, WebSocket, web client. */
import { currentSession } from './accounts/sessions';
import { type Players, type PlayersOptions, startPlayers } from './players';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { availableParallelism } from 'node:os';
import { BotPool, type BotPoolOptions } from './bots/pool';
import { type ConnectionLimits, DEFAULT_LIMITS, handleConnection } from './net/socket/connection';
import { AddressLimits, type AddressLimitOptions, DEFAULT_ADDRESS_LIMITS } from './limits/addressLimits';
import { DEFAULT_EXPIRY, type ExpiryPolicy, ExpirySweeper } from './match/expiry';
import { registerApi } from './net/http';
import { HttpError } from './net/httpError';
import { Metrics } from './metrics';
import { type AllowList, hostCheck } from './net/hostCheck';
import { allowedHosts, allowedOrigins, originAllowed, originOf } from './net/origin';
import { MatchService } from './match/service';
import { RedisQuotas } from './limits/quota';
import { fastifyTrust, type TrustProxy, trustProxyProblem } from './net/trustProxy';
import { Cluster, type ClusterOptions } from './cluster/cluster';
import type { PostgresStore } from './store/postgres';
import { openStore } from './store/open';
import type { Store } from './store/store';
import { DEFAULT_WEB_DIR, registerWeb } from './net/web';
import { MAX_FRAME_BYTES, PATCH_QUERY, STEPS_QUERY } from '@tabula/wire';
import { BATCH_QUERY, flushOutboxes } from './net/outbox';

export interface ServerOptions extends PlayersOptions {
  /** Default 8080; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1 (this machine only); 0.0.0.0 to accept connections from the network. */
  host?: string;
  /** SQLite folder, default ./data. */
  dataDir?: string;
  /** A postgres:// URL: use PostgreSQL instead of SQLite. */
  databaseUrl?: string;
  /** PostgreSQL: a schema to use instead of `public` (created if missing). */
  databaseSchema?: string;
  /**
   * A redis:// URL: serve one site with the other instances given the same PostgreSQL database and
   * Redis (src/cluster/, README "Several instances"). Needs `databaseUrl`.
   */
  redisUrl?: string;
  /** Several instances: lease length and tick (tests shorten them). */
  cluster?: Omit<ClusterOptions, 'redisUrl'>;
  /** SQLite durability: `full` (default) or `normal` (see store/sqlite.ts). */
  sync?: 'full' | 'normal';
  /** An already opened store (tests). */
  store?: Store;
  /** Origins allowed to open a WebSocket besides the loopback, listen and public ones (`*` for any). */
  allowedOrigins?: string[];
  /** The URL people open the server at (behind a proxy, a name): its origin may open WebSockets. */
  publicUrl?: string;
  /** The built web client; null to serve none. Default packages/web/dist. */
  webDir?: string | null;
  /** Bot worker threads (default: twice the cores, at least 4). */
  botThreads?: number;
  /** When a thread still thinking about a move is stopped (bots/pool.ts; tests shorten it). */
  botLimits?: BotPoolOptions;
  /** A pause before each bot move, so people can follow bot play. Default 0. */
  botDelayMs?: number;
  limits?: Partial<ConnectionLimits>;
  /** Per client address: open WebSockets and matches created per minute (addressLimits.ts). */
  addressLimits?: Partial<AddressLimitOptions>;
  /**
   * Proxies whose `X-Forwarded-For` names the client: their addresses or CIDR ranges, or a hop
   * count (trustProxy.ts; `true` is refused). Without it, the TCP peer is the client.
   */
  trustProxy?: TrustProxy;
  /** The expiry policy for unfinished matches, and the clock it reads (expiry.ts; tests inject one). */
  expiry?: Partial<ExpiryPolicy>;
  now?: () => number;
  logger?: boolean;
}

/** WebSocket close code 1012 (service restart): clients reconnect at once, without showing an error. */
const RESTART_CLOSE_CODE = 1012;

export interface TabulaServer {
  app: FastifyInstance;
  service: MatchService;
  store: Store;
  /** `http://host:port` */
  url: string;
  port: number;
  expiry: ExpirySweeper;
  /** Several instances: this instance's part (null for a single instance). */
  cluster: Cluster | null;
  /** The ratings (rating/): told of every end here, read by the rating routes. */
  ratings: Players['ratings'];
  /** "Play now" (seek/): the pool of seeks, shared through the store. */
  seeks: Players['seeks'];
  /** Friends and blocks (relation/): `relations.blocked(a, b)` for whatever seats two people together. */
  relations: Players['relations'];
  /** Web Push's "your move" notices (src/push/). */
  push: Players['push'];
  close(): Promise<void>;
}

export async function startServer(o: ServerOptions = {}): Promise<TabulaServer> {
  if (o.publicUrl !== undefined && !originOf(o.publicUrl))
    throw new Error(`publicUrl must be an http(s) URL, got "${o.publicUrl}"`);
  const trustWhy = o.trustProxy === undefined ? null : trustProxyProblem(o.trustProxy);
  if (trustWhy) throw new Error(`trustProxy: ${trustWhy}`);
  if (o.redisUrl && !o.databaseUrl && o.store?.kind !== 'postgres')
    throw new Error('--redis-url needs --database-url: several instances share one PostgreSQL database');
  const store =
    o.store ??
    (await openStore({
      dataDir: o.dataDir,
      databaseUrl: o.databaseUrl,
      databaseSchema: o.databaseSchema,
      sync: o.sync,
    }));
  const metrics = new Metrics();
  metrics.start();
  store.observeCommits?.((ms) => metrics.stored(ms));
  // More threads than cores: a match thinks on one thread at most, and the system shares the
  // cores between thinking matches, so a timed search still answers within its own budget.
  const pool = new BotPool(o.botThreads ?? Math.max(4, 2 * availableParallelism()), o.botLimits);
  const service = new MatchService(store, metrics, pool, o.botDelayMs ?? 0, o.now ?? Date.now);
  const cluster = o.redisUrl
    ? new Cluster(service, store as PostgresStore, { redisUrl: o.redisUrl, ...o.cluster })
    : null;
  // Several instances count every per-address, per-match and per-seat limit once, in Redis.
  const sharedQuotas = o.redisUrl ? new RedisQuotas(o.redisUrl) : null;
  if (sharedQuotas) service.quotas = sharedQuotas;
  const limits = { ...DEFAULT_LIMITS, ...o.limits };
  const trustProxy = o.trustProxy;
  const perAddress = new AddressLimits({
    ...DEFAULT_ADDRESS_LIMITS,
    limitLoopback: trustProxy !== undefined,
    ...o.addressLimits,
  });
  const expiry = new ExpirySweeper(service, { ...DEFAULT_EXPIRY, ...o.expiry }, o.now ?? Date.now);
  // Filled once the port is known (listen); no request arrives before.
  let allow: AllowList = { origins: new Set(), hosts: new Set() };

  const now = o.now ?? Date.now;
  /** Each WebSocket upgrade's signed-in account, from its `preValidation` to its handler. */
  const socketAccounts = new WeakMap<object, string | null>();
  const app = Fastify({ logger: o.logger ?? false, bodyLimit: MAX_FRAME_BYTES, trustProxy: fastifyTrust(trustProxy) });
  app.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
    if (err instanceof HttpError)
      return reply.code(err.status).send({ error: err.message, ...(err.issues ? { issues: err.issues } : {}) });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
      return reply.code(err.statusCode).send({ error: err.message });
    req.log.error(err);
    return reply.code(500).send({ error: 'internal error' });
  });

  // A frame up to 4× the limit is read and answered with a `too-large` error; beyond that the
  // socket closes with 1009 before the frame is buffered.
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES * 4 } });
  // Every request, WebSocket upgrades included: only the configured names (issue 41, item 7).
  // After the websocket plugin's own onRequest hook, so a refused upgrade's socket is closed.
  app.addHook(
    'onRequest',
    hostCheck(() => allow),
  );
  app.get('/healthz', async (_req, reply) => {
    if (!cluster) return { ok: true, store: store.kind };
    // Several instances: this instance is healthy when it reaches both the database and Redis.
    const h = await cluster.health();
    reply.code(h.ok ? 200 : 503);
    return { ok: h.ok, store: store.kind, instance: h.instance, database: h.database, redis: h.redis };
  });
  app.get('/metrics', async (_req, reply) => {
    reply.type('text/plain; version=0.0.4');
    return (
      (await metrics.render({
        matches: await store.countByStatus(),
        liveMatches: service.liveCount,
        botThreads: pool.threads,
        botMoves: pool.moves,
        commitBatches: service.commitBatches,
      })) + (cluster?.metricsText() ?? '')
    );
  });
  const players = await startPlayers(
    {
      app,
      service,
      store,
      perAddress,
      now,
      publicUrl: o.publicUrl,
      originOk: (origin) => originAllowed(origin, allow.origins),
      allowedOrigins: () => allow.origins,
      presenceEveryMs: cluster?.presenceEveryMs ?? 0,
    },
    o,
  );
  registerApi(app, service, perAddress, { publicUrl: o.publicUrl ?? null }, players.apiExtras);
  app.get(
    '/ws',
    {
      websocket: true,
      preValidation: async (req, reply) => {
        if (!originAllowed(req.headers.origin, allow.origins))
          return reply.code(403).send({
            error: `origin ${req.headers.origin} may not connect; allow it with --public-url or --allow-origin`,
          });
        // The account whose session cookie came along (issue 44): its seats may be greeted
        // without their tokens. Read before the address is counted, so nothing is left to release.
        if (req.headers.cookie) socketAccounts.set(req, (await currentSession(store, req, now()))?.accountId ?? null);
        const refused = perAddress.connect(req.ip);
        if (refused) return reply.code(429).send({ error: refused });
      },
    },
    (socket, req) => {
      const query = (req.url.split('?')[1] ?? '').split('&');
      players.relations.presence.socket(socketAccounts.get(req) ?? null, socket);
      handleConnection(socket, service, limits, () => perAddress.release(req.ip), {
        batch: query.includes(BATCH_QUERY),
        patch: query.includes(PATCH_QUERY),
        steps: query.includes(STEPS_QUERY),
        socket: req.socket,
        address: perAddress.exempt(req.ip) ? null : req.ip,
        account: socketAccounts.get(req) ?? null,
      });
    },
  );
  await registerWeb(app, o.webDir === undefined ? DEFAULT_WEB_DIR : o.webDir);

  await app.listen({ port: o.port ?? 8080, host: o.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (o.port ?? 8080);
  const host = o.host ?? '127.0.0.1';
  const origins = allowedOrigins({ port, host, publicUrl: o.publicUrl, allowed: o.allowedOrigins ?? [] });
  allow = { origins, hosts: allowedHosts(origins) };
  await cluster?.start();
  await sharedQuotas?.start();
  await expiry.sweep();
  expiry.start();
  service.absence.start();
  await service.resumeBots();
  await players.start();

  return {
    app,
    service,
    store,
    port,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    expiry,
    cluster,
    ratings: players.ratings,
    seeks: players.seeks,
    relations: players.relations,
    push: players.push,
    async close() {
      expiry.stop();
      await players.stop();
      service.absence.stop();
      // A rolling restart: every client is told to reconnect (to this server once it is back, or
      // to another instance); an action in flight is still stored, and its update is in the
      // events the client gets on greeting again. What is already said goes out before the close.
      flushOutboxes();
      for (const ws of app.websocketServer.clients) ws.close(RESTART_CLOSE_CODE, 'server restarting: reconnect');
      await service.close();
      await players.settled();
      // Several instances: the others take over this instance's matches at their next tick.
      await cluster?.stop();
      await sharedQuotas?.close();
      await pool.close();
      await app.close();
      await store.close();
      metrics.stop();
    },
  };
}
