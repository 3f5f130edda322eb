/**
 * One WebSocket connection: size limit, rate limit, message validation, then hello (seat token or
 * spectator), act and ping. Every refusal is an `error` message with a code and changes nothing.
 */
import type { WebSocket } from 'ws';
import type { LiveMatch } from '../match/liveMatch';
import { ackMessage, errorMessage, updateMessage, welcomeMessage } from './messages';
import { chatBucket, ChatSeen } from '../table/chat';
import { type Corkable, Outbox } from './outbox';
import { GreetingBudget, greetingRefusal } from '../limits/greetingBudget';
import { TokenBucket } from '../limits/rateLimit';
import type { MatchService, Subscriber } from '../match/service';
import { seatOf } from '../seats/tokens';
import { type ActRef, ClientMessage, MAX_FRAME_BYTES, type QuickMessage } from '@tabula/wire';

export interface ConnectionLimits {
  /** Messages per second allowed on average per connection. */
  perSecond: number;
  burst: number;
  /** Bytes queued to a client that does not read before it is dropped (it may reconnect and resume). */
  maxBuffered: number;
  /** A connection that has not greeted a match (a valid hello) by then is closed (1008). */
  helloMs: number;
  /**
   * The server pings every connection this often (WebSocket ping frames, answered by every
   * client library and browser); one that has not answered the previous ping is a dead peer and
   * is dropped. It may reconnect and resume.
   */
  heartbeatMs: number;
  /**
   * Bytes of greeting answers (welcome, update, talk) per second per connection, in bursts of
   * `helloBurstBytes` (greetingBudget.ts, issue 41 point 4: a hopping connection was an amplifier).
   */
  helloBytesPerSecond: number;
  helloBurstBytes: number;
}

export const DEFAULT_LIMITS: ConnectionLimits = {
  perSecond: 200,
  burst: 400,
  maxBuffered: 8 * 1024 * 1024,
  helloMs: 10_000,
  heartbeatMs: 30_000,
  helloBytesPerSecond: 64 * 1024,
  helloBurstBytes: 256 * 1024,
};

/**
 * Close codes (RFC 6455): 1008 policy violation, 1009 message too big, 1013 try again later.
 * A connection that keeps sending after refusals (5 bursts' worth in 10 s) is closed.
 */
const FLOOD_BURSTS = 5;

/** How a connection's frames are written (outbox.ts): batched for clients that asked, its socket to cork; views as patches for clients that asked. */
export interface FrameOptions {
  batch?: boolean;
  /** The client reads views as patches (`/ws?patch=1`, messages.ts). */
  patch?: boolean;
  socket?: Corkable;
  /** The client's address for per-address limits; null or absent when they do not apply (loopback, addressLimits.ts). */
  address?: string | null;
}

export function handleConnection(
  ws: WebSocket,
  service: MatchService,
  limits: ConnectionLimits,
  onClose: () => void = () => undefined,
  frames: FrameOptions = {},
): void {
  const metrics = service.metrics;
  const outbox = new Outbox(ws, frames.batch ?? false, frames.socket ?? null, limits.maxBuffered);
  // What was said before a close is written first: the close frame would otherwise overtake it.
  const close = (code: number, reason: string) => {
    outbox.flush();
    ws.close(code, reason);
  };
  // Issue 20, point 4: no connection lasts without a greeting, nor without a live peer.
  let greeted = false;
  const helloTimer = setTimeout(() => {
    if (!greeted) close(1008, `no hello within ${limits.helloMs} ms`);
  }, limits.helloMs);
  let alive = true;
  ws.on('pong', () => (alive = true));
  const heartbeat = setInterval(() => {
    if (!alive) return ws.terminate();
    alive = false;
    ws.ping();
  }, limits.heartbeatMs);
  const bucket = new TokenBucket(limits.perSecond, limits.burst);
  const greetings = new GreetingBudget(limits.helloBytesPerSecond, limits.helloBurstBytes);
  /** Characters sent on this connection (a greeting's answer is measured with it). */
  let sentChars = 0;
  /** Greetings are answered one after another, so each one's cost is counted before the next is let in. */
  let greeting: Promise<unknown> = Promise.resolve();
  const address = frames.address ?? null;
  /** The lines of each match this connection was sent (chat.ts). */
  const seen = new ChatSeen();
  let match: LiveMatch | null = null;
  let sub: Subscriber | null = null;
  let seat: number | null = null;
  // -Infinity, not 0: performance.now() counts from the process start, so a server (or a test
  // worker) younger than a second skipped the first rate-limit notice and closed without one.
  let lastRateError = -Infinity;
  metrics.connections++;

  const send = (text: string) => {
    if (ws.readyState !== ws.OPEN) return;
    sentChars += text.length;
    outbox.push(text);
  };

  const hello = (matchId: string, token: string | undefined, since: number) => {
    const run = () => greet(matchId, token, since);
    const answered = greeting.then(run, run);
    greeting = answered.catch(() => undefined);
    return answered;
  };

  const greet = async (matchId: string, token: string | undefined, since: number) => {
    const refused = await greetingRefusal(greetings, service.quotas, address);
    if (refused) return send(errorMessage('rate-limited', refused));
    let m: LiveMatch | null;
    try {
      m = await service.open(matchId);
    } catch (e) {
      return send(errorMessage('internal', `match ${matchId} could not be loaded: ${(e as Error).message}`));
    }
    if (!m) return send(errorMessage('unknown-match', `no match "${matchId}"`));
    let s: number | null = null;
    if (token !== undefined) {
      s = seatOf(m.seats, token);
      if (s === null) return send(errorMessage('bad-token', `this token is not a seat token of match ${matchId}`));
    }
    greeted = true;
    if (ws.readyState !== ws.OPEN) return;
    const before = sentChars;
    // The same greeting again (a client re-syncing): its update only, no presence change for others.
    if (match === m && sub && seat === s) {
      send(welcomeMessage(m, s));
      service.fanout.resync(m, sub, since);
    } else {
      // A second hello moves the connection to another match (or seat).
      if (match && sub) {
        seen.left(match);
        service.unsubscribe(match, sub);
      }
      match = m;
      seat = s;
      sub = { viewer: s ?? 'spectator', sent: 0, send, patch: frames.patch === true };
      send(welcomeMessage(m, s));
      service.subscribe(m, sub, since);
      // The lines it does not hold yet: a match's history once per connection.
      const lines = seen.greet(m);
      if (lines) send(lines);
    }
    greetings.spend(sentChars - before);
    // A person greeting their seat while a bot plays it for them takes it back.
    if (s !== null && m.seats[s]!.bot !== null) {
      // Issue 41, item 5: the greeting stands, but a seat that changed hands too often stays with the bot.
      const refused = await service.absence.reclaim(m, s);
      if (refused) send(errorMessage(refused.code, refused.message));
    }
  };

  // The match, subscriber and seat are read once, before any await: the close handler (or a later
  // hello) may clear or replace the connection's match while the service is still working.
  const act = async (version: number, action: unknown, receivedAt: number, ref?: ActRef) => {
    const m = match;
    const sb = sub;
    const s = seat;
    const labelled = ref === undefined ? {} : { ref };
    if (!m || !sb) return send(errorMessage('not-authenticated', 'send hello first', labelled));
    if (s === null) return send(errorMessage('spectator', 'spectators cannot act; join a seat to play', labelled));
    const r = await service.act(m, s, version, action, receivedAt);
    if (ws.readyState !== ws.OPEN || sub !== sb) return;
    if (r.ok) {
      // After the broadcast of that version's update, so the ack never overtakes it.
      if (ref !== undefined) send(ackMessage(ref, r.version));
      return;
    }
    const extra: { ruleId?: string; version?: number; ref?: ActRef } = { version: m.version, ...labelled };
    if (r.ruleId) extra.ruleId = r.ruleId;
    send(errorMessage(r.code, r.message, extra));
    if (r.code === 'stale') {
      // Refused with the current view, so the client can choose again.
      send(updateMessage(m, sb.viewer, sb.sent, {}, sb.patch));
      sb.sent = m.version;
    }
  };

  const talk = chatBucket();
  /** A line of table talk (chat.ts): refused with a reason, or stored and sent to everyone. */
  const say = async (line: { text?: string; quick?: QuickMessage }) => {
    const m = match;
    if (!m) return send(errorMessage('not-authenticated', 'send hello first'));
    if (!talk.take())
      return send(
        errorMessage('rate-limited', 'too many chat lines (at most 5 in 10 seconds a connection): try again in 2 s'),
      );
    const refused = await service.chat.say(m, { seat, address }, line);
    if (refused) send(errorMessage(refused.code, refused.message));
  };

  /**
   * Resign or leave the table (absence.ts): the updates that follow are the answer. One that
   * changes nothing is refused with the reason (issue 41: every message gets a reply), also when
   * that is found only on the match's chain (two resigns at once).
   */
  const table = async (what: 'resign' | 'leave') => {
    const m = match;
    const s = seat;
    if (!m) return send(errorMessage('not-authenticated', 'send hello first'));
    if (s === null) return send(errorMessage('spectator', 'spectators have no seat to leave'));
    if (m.status !== 'running') return send(errorMessage('not-your-turn', `the match is ${m.status}`));
    const events = m.tableEvents.length;
    const refused = await (what === 'resign' ? service.absence.resign(m, s) : service.absence.leave(m, s));
    if (refused) send(errorMessage(refused.code, refused.message));
    // Found only on the match's chain (two resigns at once, the match ended meanwhile).
    else if (m.tableEvents.length === events)
      send(errorMessage('not-your-turn', `nothing changed: the match is ${m.status}`));
  };

  /** A failure while handling one message is answered on this connection and goes no further. */
  const guard = (work: Promise<unknown>) =>
    work.catch((e: unknown) => {
      metrics.internalErrors++;
      send(
        errorMessage(
          'internal',
          `the server could not handle that message; nothing changed (${(e as Error)?.message ?? String(e)})`,
        ),
      );
    });

  ws.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    // Nothing thrown while handling one frame may reach the socket's emitter (and the process).
    try {
      onMessage(data, isBinary);
    } catch (e) {
      void guard(Promise.reject(e));
    }
  });

  const onMessage = (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    const receivedAt = performance.now();
    metrics.messagesIn++;
    if (!bucket.take()) {
      if (bucket.refusedRecently > FLOOD_BURSTS * limits.burst) return close(1008, 'flooding: too many messages');
      if (receivedAt - lastRateError > 1000) {
        lastRateError = receivedAt;
        send(
          errorMessage(
            'rate-limited',
            `too many messages: at most ${limits.perSecond}/s (bursts of ${limits.burst}); messages over the limit are dropped`,
          ),
        );
      }
      return;
    }
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer).byteLength;
    if (size > MAX_FRAME_BYTES)
      return send(errorMessage('too-large', `message of ${size} bytes; the limit is ${MAX_FRAME_BYTES}`));
    if (isBinary) return send(errorMessage('bad-message', 'send JSON text frames'));
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch {
      return send(errorMessage('bad-json', 'the message is not valid JSON'));
    }
    // The frame sent most, checked by hand (it accepts only what the schema accepts); anything
    // else goes through the schema, which also words the errors.
    const version = actVersion(json);
    if (version !== null)
      return void guard(act(version, (json as { action: unknown }).action, receivedAt, (json as { ref?: ActRef }).ref));
    const parsed = ClientMessage.safeParse(json);
    if (!parsed.success) {
      const what = parsed.error.issues.map((i) => `${i.path.join('.') || 'message'}: ${i.message}`).join('; ');
      return send(errorMessage('bad-message', `bad message: ${what}`));
    }
    const msg = parsed.data;
    if (msg.t === 'ping') return send('{"t":"pong"}');
    if (msg.t === 'hello') return void guard(hello(msg.matchId, msg.token, msg.since ?? 0));
    if (msg.t === 'resign' || msg.t === 'leave') return void guard(table(msg.t));
    if (msg.t === 'chat') return void guard(say(msg));
    // The action exactly as parsed from JSON (not zod's copy, which would turn a "__proto__" key
    // into a prototype): the engine's shape check then refuses hostile keys.
    void guard(act(msg.version, (json as { action: unknown }).action, receivedAt, msg.ref));
  };

  ws.on('close', () => {
    clearTimeout(helloTimer);
    clearInterval(heartbeat);
    onClose();
    metrics.connections--;
    const m = match;
    const sb = sub;
    match = null;
    sub = null;
    if (m && sb) {
      try {
        service.unsubscribe(m, sb);
      } catch {
        metrics.internalErrors++;
      }
    }
  });
  ws.on('error', () => ws.terminate());
}

/**
 * The version of a well-formed `act` frame (`ClientMessage`'s act: t, an integer version ≥ 0, an
 * object action, no `ref` or a valid one), else null: the schema then checks it and words the error.
 */
function actVersion(json: unknown): number | null {
  if (typeof json !== 'object' || json === null) return null;
  const { t, version, action, ref } = json as { t?: unknown; version?: unknown; action?: unknown; ref?: unknown };
  if (t !== 'act' || !Number.isSafeInteger(version) || (version as number) < 0) return null;
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return null;
  if (
    ref !== undefined &&
    !(typeof ref === 'string' ? ref.length <= 64 : Number.isSafeInteger(ref) && (ref as number) >= 0)
  )
    return null;
  return version as number;
}
