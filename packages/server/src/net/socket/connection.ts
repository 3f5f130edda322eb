/**
 * One WebSocket connection: its life (a greeting within `helloMs`, a live peer on every heartbeat)
 * and each frame's checks — rate limit, size, text, JSON — before dispatch.ts hands the message to
 * its handler. Every refusal is an `error` message with a code and changes nothing.
 */
import type { WebSocket } from 'ws';
import { MAX_FRAME_BYTES } from '@tabula/wire';
import type { MatchService } from '../../match/service';
import { TokenBucket } from '../../limits/rateLimit';
import { errorMessage } from '../messages';
import { dispatch } from './dispatch';
import type { ConnectionLimits, FrameOptions } from './limits';
import { Session } from './session';

export { type ConnectionLimits, DEFAULT_LIMITS, type FrameOptions } from './limits';

/**
 * Close codes (RFC 6455): 1008 policy violation, 1009 message too big, 1013 try again later.
 * A connection that keeps sending after refusals (5 bursts' worth in 10 s) is closed.
 */
const FLOOD_BURSTS = 5;

export function handleConnection(
  ws: WebSocket,
  service: MatchService,
  limits: ConnectionLimits,
  onClose: () => void = () => undefined,
  frames: FrameOptions = {},
): void {
  const metrics = service.metrics;
  const c = new Session(ws, service, limits, frames);
  // Issue 20, point 4: no connection lasts without a greeting, nor without a live peer.
  const helloTimer = setTimeout(() => {
    if (!c.greeted) c.close(1008, `no hello within ${limits.helloMs} ms`);
  }, limits.helloMs);
  let alive = true;
  ws.on('pong', () => (alive = true));
  const heartbeat = setInterval(() => {
    if (!alive) return ws.terminate();
    alive = false;
    ws.ping();
  }, limits.heartbeatMs);
  const bucket = new TokenBucket(limits.perSecond, limits.burst);
  // -Infinity, not 0: performance.now() counts from the process start, so a server (or a test
  // worker) younger than a second skipped the first rate-limit notice and closed without one.
  let lastRateError = -Infinity;
  metrics.connections++;

  ws.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    // Nothing thrown while handling one frame may reach the socket's emitter (and the process).
    try {
      onMessage(data, isBinary);
    } catch (e) {
      void c.guard(Promise.reject(e));
    }
  });

  const onMessage = (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    const receivedAt = performance.now();
    metrics.messagesIn++;
    if (!bucket.take()) {
      if (bucket.refusedRecently > FLOOD_BURSTS * limits.burst) return c.close(1008, 'flooding: too many messages');
      if (receivedAt - lastRateError > 1000) {
        lastRateError = receivedAt;
        c.send(
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
      return c.send(errorMessage('too-large', `message of ${size} bytes; the limit is ${MAX_FRAME_BYTES}`));
    if (isBinary) return c.send(errorMessage('bad-message', 'send JSON text frames'));
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch {
      return c.send(errorMessage('bad-json', 'the message is not valid JSON'));
    }
    dispatch(c, json, receivedAt);
  };

  ws.on('close', () => {
    clearTimeout(helloTimer);
    clearInterval(heartbeat);
    onClose();
    metrics.connections--;
    const m = c.match;
    const sb = c.sub;
    c.match = null;
    c.sub = null;
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
