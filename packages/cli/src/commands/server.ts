/** `tabula serve` (the multiplayer server) and `tabula bench server` (load against a running one). */
import type { Command } from 'commander';
import { parseTrustProxy, startServer, type TrustProxy, trustProxyProblem, vapidSubjectProblem } from '@tabula/server';
import {
  benchConnections,
  benchServer,
  benchSignins,
  formatConnectionBench,
  formatServerBench,
  formatSignInBench,
  HOSTILE_KINDS,
  type HostileKind,
  startServerChild,
} from '@tabula/server/bench';
import { collectOption, positiveInt } from '../options';
import { gameById, games, UsageError } from '../registry';
import type { CommandContext } from './context';

export function registerServer(program: Command, ctx: CommandContext): void {
  program
    .command('serve')
    .description('run the multiplayer server: HTTP API, WebSocket play, bots, the web client when built')
    .option('--port <p>', 'port (0: any free port)', '8080')
    .option('--host <h>', 'address to listen on (0.0.0.0: every interface)', '127.0.0.1')
    .option('--data <dir>', 'folder for the SQLite database', './data')
    .option('--database-url <url>', 'use PostgreSQL at this postgres:// URL (default: $DATABASE_URL, else SQLite)')
    .option('--database-schema <name>', 'PostgreSQL: use this schema instead of public (created if missing)')
    .option(
      '--redis-url <url>',
      'serve one site with other instances sharing the same PostgreSQL and this Redis (default: $REDIS_URL; needs --database-url)',
    )
    .option(
      '--sync <mode>',
      'SQLite durability: full (fsync each commit) or normal (survives process crashes only)',
      'full',
    )
    .option(
      '--public-url <url>',
      'the URL people open (behind a proxy or a name): its origin may open WebSockets, besides the loopback and listen addresses',
    )
    .option(
      '--allow-origin <origin>',
      'a web origin allowed to open WebSockets besides this server’s own (repeatable; * for any)',
      collectOption,
      [],
    )
    .option('--bot-threads <n>', 'worker threads for bots (default: cores, at least 2)')
    .option('--bot-delay <ms>', 'pause before each bot move, so people can follow', '0')
    .option('--web <dir>', 'the built web client to serve (default: packages/web/dist)')
    .option(
      '--trust-proxy <list>',
      'the proxies whose X-Forwarded-For names the client: their addresses/CIDR ranges, comma separated, or the number of proxy hops ("true" is refused: it lets clients choose their address); also limits loopback clients',
    )
    .option('--limit-connections <n>', 'open WebSockets per client address', '64')
    .option('--limit-creates <n>', 'matches created per client address per minute', '30')
    .option('--expire-open-days <d>', 'an open match not joined for this long expires', '7')
    .option('--expire-idle-days <d>', 'a running match with people and no action for this long expires', '30')
    .option(
      '--expire-guest-bots-hours <h>',
      "a guests' match against bots (no account's seat, no turn-based clock) with no action for this long expires",
      '24',
    )
    .option(
      '--vapid-subject <url>',
      'who runs this server, for the Web Push services: a mailto: address or an https: URL (default: --public-url when https)',
    )
    .option('--log', 'log every request')
    .action(async (o) => {
      const port = Number(o.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new UsageError(`--port must be 0–65535, got "${o.port}"`);
      if (o.sync !== 'full' && o.sync !== 'normal') throw new UsageError(`--sync is full or normal, got "${o.sync}"`);
      if (o.publicUrl !== undefined && !httpUrl(o.publicUrl))
        throw new UsageError(`--public-url must be an http(s) URL, got "${o.publicUrl}"`);
      const vapidWhy = o.vapidSubject === undefined ? null : vapidSubjectProblem(o.vapidSubject);
      if (vapidWhy) throw new UsageError(`--vapid-subject: ${vapidWhy}`);
      const databaseUrl: string | undefined = o.databaseUrl ?? process.env.DATABASE_URL ?? undefined;
      const redisUrl: string | undefined = o.redisUrl ?? (databaseUrl ? process.env.REDIS_URL : undefined) ?? undefined;
      if (redisUrl !== undefined && !/^rediss?:\/\//.test(redisUrl))
        throw new UsageError(`--redis-url must be a redis:// URL, got "${redisUrl}"`);
      if (redisUrl !== undefined && !databaseUrl)
        throw new UsageError(
          '--redis-url needs --database-url: several instances share one PostgreSQL database (SQLite is one process’s file)',
        );
      if (o.databaseSchema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(o.databaseSchema))
        throw new UsageError(`--database-schema must be a lower-case identifier, got "${o.databaseSchema}"`);
      const server = await startServer({
        port,
        host: o.host,
        dataDir: o.data,
        databaseUrl,
        ...(o.databaseSchema ? { databaseSchema: o.databaseSchema } : {}),
        ...(redisUrl ? { redisUrl } : {}),
        sync: o.sync,
        allowedOrigins: o.allowOrigin,
        ...(o.publicUrl ? { publicUrl: o.publicUrl } : {}),
        botThreads: o.botThreads === undefined ? undefined : positiveInt('--bot-threads', o.botThreads),
        botDelayMs: positiveInt('--bot-delay', o.botDelay, 0),
        ...(o.web ? { webDir: o.web } : {}),
        ...(o.trustProxy !== undefined ? { trustProxy: trustProxy(String(o.trustProxy)) } : {}),
        addressLimits: {
          connections: positiveInt('--limit-connections', o.limitConnections),
          createsPerMinute: positiveInt('--limit-creates', o.limitCreates),
        },
        expiry: {
          openDays: nonNegative('--expire-open-days', o.expireOpenDays),
          idleDays: nonNegative('--expire-idle-days', o.expireIdleDays),
          guestBotsHours: nonNegative('--expire-guest-bots-hours', o.expireGuestBotsHours),
        },
        ...(o.vapidSubject ? { push: { subject: o.vapidSubject } } : {}),
        logger: Boolean(o.log),
      });
      const where = databaseUrl
        ? server.cluster
          ? `PostgreSQL and Redis, instance ${server.cluster.instance}`
          : 'PostgreSQL'
        : `SQLite in ${o.data}`;
      ctx.out(`tabula server listening on ${server.url} (${where}; games: ${Object.keys(games).join(', ')})`);
      await new Promise<void>((resolve) => {
        const stop = () => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          server.close().then(resolve, resolve);
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      });
    });
}

/** `--hostile records,hello-hop,…`: one kind or a comma list, each known. */
function hostile(value: unknown): HostileKind[] {
  if (value === undefined) return [];
  const kinds = String(value)
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  for (const k of kinds)
    if (!(HOSTILE_KINDS as readonly string[]).includes(k))
      throw new UsageError(`--hostile is one of ${HOSTILE_KINDS.join(', ')} (or a comma list), got "${k}"`);
  if (kinds.length === 0) throw new UsageError(`--hostile names one of ${HOSTILE_KINDS.join(', ')}`);
  return [...new Set(kinds)] as HostileKind[];
}

/** `--trust-proxy`: addresses/CIDR ranges or a hop count; `true` and every-address ranges are bad usage (issue 41). */
function trustProxy(text: string): TrustProxy {
  const value = parseTrustProxy(text);
  const why = trustProxyProblem(value);
  if (why) throw new UsageError(`--trust-proxy ${why}`);
  return value as TrustProxy;
}

function httpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function positiveNumber(flag: string, value: string): number {
  const n = Number(value);
  if (!(n > 0) || !Number.isFinite(n)) throw new UsageError(`${flag} must be a number > 0, got "${value}"`);
  return n;
}

function nonNegative(flag: string, value: string): number {
  const n = Number(value);
  if (!(n >= 0) || !Number.isFinite(n)) throw new UsageError(`${flag} must be a number ≥ 0, got "${value}"`);
  return n;
}

/** `tabula bench server …`, reached through the `bench` command's optional target. */
export async function benchServerCommand(
  o: Record<string, string | string[] | boolean | undefined>,
  secondsGiven: boolean,
  ctx: CommandContext,
): Promise<void> {
  const urls = (Array.isArray(o.url) ? o.url : typeof o.url === 'string' ? [o.url] : [])
    .flatMap((u) => u.split(','))
    .map((u) => u.trim().replace(/\/$/, ''))
    .filter(Boolean);
  if (urls.length === 0) throw new UsageError('bench server needs --url (e.g. http://127.0.0.1:8080)');
  if (o.connections !== undefined) return benchConnectionsCommand(urls[0]!, o, secondsGiven, ctx);
  const clients = positiveInt('--clients', String(o.clients ?? '100'));
  const seconds = Number(secondsGiven ? o.seconds : '10');
  if (!(seconds > 0)) throw new UsageError(`--seconds must be positive, got "${o.seconds}"`);
  const game = typeof o.game === 'string' ? o.game : 'nim';
  // gameById checks own keys only: `--game constructor` is not a game (it passed `games[game]`).
  gameById(game);
  const result = await benchServer({
    url: urls[0]!,
    urls,
    clients,
    seconds,
    game,
    ...(typeof o.players === 'string' ? { players: positiveInt('--players', o.players) } : {}),
    ...(typeof o.think === 'string' ? { thinkMs: positiveInt('--think', o.think, 0) } : {}),
    ...(typeof o.threads === 'string' ? { threads: positiveInt('--threads', o.threads) } : {}),
    ...(typeof o.warmup === 'string' ? { warmupSeconds: nonNegative('--warmup', o.warmup) } : {}),
    ...(o.hostile !== undefined ? { hostile: hostile(o.hostile) } : {}),
    ...(typeof o.hostilePhase === 'string'
      ? { hostilePhaseSeconds: positiveNumber('--hostile-phase', o.hostilePhase) }
      : {}),
    ...(typeof o.hostileFrom === 'string' ? { hostileFrom: o.hostileFrom } : {}),
    ...(o.spreadSeats ? { spreadSeats: true } : {}),
    ...(o.spreadAddresses ? { spreadAddresses: true } : {}),
    ...(o.wholeViews ? { wholeViews: true } : {}),
    log: o.json ? undefined : (s) => process.stderr.write(`${s}\n`),
  });
  ctx.out(o.json ? JSON.stringify(result) : formatServerBench(result));
  if (result.errors) ctx.fail(1);
}

/** `tabula bench server --connections N` (issue 46, @tabula/server/bench's `benchConnections`). */
async function benchConnectionsCommand(
  url: string,
  o: Record<string, string | string[] | boolean | undefined>,
  secondsGiven: boolean,
  ctx: CommandContext,
): Promise<void> {
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const game = str(o.game) ?? 'hansa';
  gameById(game);
  const spectators = str(o.spectators);
  const think = str(o.idleThink);
  const silent = str(o.silent);
  const perAddress = str(o.perAddress);
  const pid = str(o.serverPid);
  const prefix = str(o.sourcePrefix);
  if (prefix !== undefined && prefix !== 'none' && !/^\d{1,3}\.\d{1,3}$/.test(prefix))
    throw new UsageError(`--source-prefix is two octets (e.g. 127.10) or "none", got "${prefix}"`);
  const players = str(o.players);
  const result = await benchConnections({
    url,
    connections: positiveInt('--connections', String(o.connections)),
    game,
    ...(players ? { players: positiveInt('--players', players) } : {}),
    ...(secondsGiven ? { seconds: positiveNumber('--seconds', String(o.seconds)) } : {}),
    ...(spectators ? { spectators: positiveInt('--spectators', spectators, 0) } : {}),
    ...(think ? { thinkSeconds: positiveNumber('--idle-think', think) } : {}),
    ...(silent ? { silent: positiveInt('--silent', silent, 0) } : {}),
    ...(perAddress ? { perAddress: positiveInt('--per-address', perAddress) } : {}),
    ...(prefix !== undefined ? { sourcePrefix: prefix === 'none' ? null : prefix } : {}),
    ...(pid ? { pid: positiveInt('--server-pid', pid) } : {}),
    log: o.json ? undefined : (s) => process.stderr.write(`${s}\n`),
  });
  ctx.out(o.json ? JSON.stringify(result) : formatConnectionBench(result));
  if (result.errors || result.dropped) ctx.fail(1);
}

/**
 * `tabula bench signins` (issue 44, @tabula/server/bench's `benchSignins`): against `--url` if
 * given, else a server of its own started from this command line (a child process, so its CPU and
 * RSS are its own), stopped and its database removed at the end.
 */
export async function benchSigninsCommand(
  o: Record<string, string | string[] | boolean | undefined>,
  secondsGiven: boolean,
  ctx: CommandContext,
): Promise<void> {
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const game = str(o.game) ?? 'hansa';
  gameById(game);
  const given = (Array.isArray(o.url) ? o.url : []).map((u) => u.trim().replace(/\/$/, '')).filter(Boolean);
  const log = o.json ? undefined : (s: string) => process.stderr.write(`${s}\n`);
  // Every flag is checked before a server is started, so bad usage leaves no process behind.
  const options = {
    game,
    ...(str(o.rate) ? { rate: positiveNumber('--rate', str(o.rate)!) } : {}),
    ...(str(o.players) ? { players: positiveInt('--players', str(o.players)!, 2) } : {}),
    ...(secondsGiven ? { seconds: positiveNumber('--seconds', String(o.seconds)) } : {}),
    ...(str(o.think) ? { thinkMs: positiveInt('--think', str(o.think)!, 0) } : {}),
    ...(str(o.warmup) ? { warmupSeconds: nonNegative('--warmup', str(o.warmup)!) } : {}),
    ...(log ? { log } : {}),
  };
  const givenPid = str(o.serverPid) ? positiveInt('--server-pid', str(o.serverPid)!) : undefined;
  const child = given.length ? null : await startServerChild([process.execPath, process.argv[1]!, 'serve']);
  if (child) log?.(`server started: ${child.url}, pid ${child.pid}, SQLite in ${child.dataDir}`);
  const pid = child?.pid ?? givenPid;
  try {
    const result = await benchSignins({
      url: child?.url ?? given[0]!,
      ...(pid !== undefined ? { pid } : {}),
      ...options,
    });
    ctx.out(o.json ? JSON.stringify(result) : formatSignInBench(result));
    if (result.errors || result.signIns.other) ctx.fail(1);
  } finally {
    await child?.stop();
  }
}
