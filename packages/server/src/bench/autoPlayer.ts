/**
 * A seat played by random legal moves over the wire: acts on each update that offers it moves,
 * one action in flight at a time, and measures each action's round trip (sent → its `ack`, which
 * follows the update that contains it). Drives `tabula bench server` and the whole-game tests.
 */
import { type AnyGame, chooseRandom, newRandomMemory, type RandomSource } from '@tabula/engine';
import type { WireClient } from './client';
import type { ServerMessage } from '@tabula/wire';

type Update = Extract<ServerMessage, { t: 'update' }>;

export interface AutoPlayStats {
  actions: number;
  errors: number;
  /** Round trips in ms. */
  latencies: number[];
  lastErrors: string[];
  /** Each acknowledged action with the version it produced (its log position + 1). */
  acked: Array<{ version: number; action: unknown }>;
  /** The last version this seat saw. */
  seen: number;
}

export interface AutoPlayer {
  stats: AutoPlayStats;
  /** Resolves with the final update once the match is over. */
  done: Promise<Update>;
  stop(): void;
  /** Lets a `paused` player start acting. */
  resume(): void;
  /** Stops choosing new actions (one already sent is still acknowledged). */
  pause(): void;
  /** True while an action is sent and not yet acknowledged or refused. */
  readonly waiting: boolean;
}

export interface AutoPlayOptions {
  /** The update received with the welcome, if the caller already has it. */
  initial?: Update;
  /** Default Math.random; an engine `Rng` makes a seat's choices reproducible. */
  random?: RandomSource;
  /**
   * The game, when known: choices then follow the engine's random policy, which weights passes up
   * as a turn grows long so that random play always ends (engine.md §7).
   */
  game?: AnyGame;
  /**
   * Think time before each action, in ms (to mimic people in benchmarks): a number, or a function
   * drawing each action's think time (people do not all act on the same beat).
   */
  thinkMs?: number | (() => number);
  /** A chooser other than uniform random (tests that play on purpose). */
  choose?: (u: Update) => unknown;
  /** Wait for `resume()` before the first action (a benchmark seats every table, then starts). */
  paused?: boolean;
  /** Called with each acknowledged action's send time (performance.now()) and round trip. */
  onAck?: (sentAt: number, ms: number) => void;
}

/** How long a rate-limited player waits before acting again (the limit refills 200 a second). */
const RATE_LIMIT_BACKOFF_MS = 250;
const ACK_WATCHDOG_MS = 2000;

export function autoPlay(client: WireClient, seat: number, o: AutoPlayOptions = {}): AutoPlayer {
  const source: RandomSource = o.random ?? { next: Math.random, int: (n) => Math.floor(Math.random() * n) };
  const game = o.game;
  const memory = newRandomMemory(game?.facts.maxPlayers ?? 5);
  const choose = o.choose ?? (game ? (u: Update) => chooseRandom(game, u.legal, seat, source, memory) : undefined);
  const stats: AutoPlayStats = { actions: 0, errors: 0, latencies: [], lastErrors: [], acked: [], seen: 0 };
  // The action chosen and not yet answered. Each send of it carries a fresh `ref`; the server
  // answers each ref with an `ack` naming the version it produced or an `error` naming the ref, so
  // an acknowledgement is never inferred from the updates (which also carry this seat's actions
  // applied elsewhere: by another instance, or before a reconnect).
  type Pending = { version: number; sentAt: number; action: unknown; choice: number; ref?: number };
  let pending: Pending | null = null;
  const sent = new Map<number, { action: unknown; choice: number }>();
  let nextRef = 1;
  let choices = 0;
  let last: Update | null = null;
  let stopped = false;
  let paused = o.paused ?? false;
  let finish!: (u: Update) => void;
  const done = new Promise<Update>((r) => (finish = r));

  const transmit = (p: Pending) => {
    const ref = nextRef++;
    sent.set(ref, { action: p.action, choice: p.choice });
    p.sentAt = performance.now();
    p.ref = ref;
    pending = p;
    client.send({ t: 'act', version: p.version, action: p.action as Record<string, unknown>, ref });
    watch();
  };

  const maybeAct = () => {
    if (stopped || paused || pending || !last || last.outcome || last.legal.length === 0) return;
    const action = choose ? choose(last) : last.legal[source.int(last.legal.length)];
    const p: Pending = { version: last.version, sentAt: Infinity, action, choice: ++choices };
    const think = typeof o.thinkMs === 'function' ? o.thinkMs() : (o.thinkMs ?? 0);
    const send = () => {
      if (stopped || paused) {
        pending = null;
        return;
      }
      transmit(p);
    };
    if (think > 0) {
      pending = p;
      setTimeout(send, think);
    } else send();
  };

  const resend = (p: Pending) => {
    if (stopped || paused || pending || !last || last.version !== p.version) return maybeAct();
    transmit(p);
  };

  // The server reports a rate limit at most once a second and drops the rest silently: an action
  // neither acknowledged nor refused in ACK_WATCHDOG_MS is sent again with a new ref (a duplicate
  // is refused as stale, never applied twice).
  const watch = () => {
    const p = pending;
    setTimeout(() => {
      if (pending !== p || !p || stopped) return;
      pending = null;
      resend(p);
    }, ACK_WATCHDOG_MS);
  };

  const onUpdate = (m: Update) => {
    if (last && m.version < last.version) return;
    last = m;
    stats.seen = m.version;
    if (m.outcome) {
      stopped = true;
      finish(m);
      return;
    }
    maybeAct();
  };

  const onAck = (ref: unknown, version: number) => {
    const what = typeof ref === 'number' ? sent.get(ref) : undefined;
    if (!what) return;
    sent.delete(ref as number);
    stats.acked.push({ version, action: what.action });
    stats.actions++;
    if (pending?.choice !== what.choice) return;
    const ms = performance.now() - pending.sentAt;
    stats.latencies.push(ms);
    o.onAck?.(pending.sentAt, ms);
    pending = null;
    maybeAct();
  };

  // Without an initial update the caller is about to say hello: until its welcome arrives, what
  // comes in still belongs to whatever the connection watched before (frames are ordered).
  let welcomed = o.initial !== undefined;
  const detach = client.onMessage((m) => {
    if (m.t === 'welcome') welcomed = true;
    if (!welcomed) return;
    if (m.t === 'update') onUpdate(m);
    else if (m.t === 'ack') onAck(m.ref, m.version);
    else if (m.t === 'error') {
      stats.errors++;
      if (stats.lastErrors.length < 5) stats.lastErrors.push(`${m.code}: ${m.message}`);
      if (typeof m.ref === 'number') sent.delete(m.ref);
      // A refusal names the send it answers; one without a ref refused a frame before reading it
      // (a rate limit). A refusal of an earlier send of a resent action says nothing about now.
      const answers =
        m.ref === undefined ? m.code === 'rate-limited' && pending?.ref !== undefined : pending?.ref === m.ref;
      if (!pending || !answers) return;
      const dropped = pending;
      pending = null;
      // A stale refusal is followed by a fresh update; a rate limit drops what comes too soon
      // (and says so once): the same action is sent again once the bucket has refilled, so a
      // seeded player's game stays the same; otherwise choose again at once.
      if (m.code === 'rate-limited') setTimeout(() => resend(dropped), RATE_LIMIT_BACKOFF_MS);
      else if (m.code !== 'stale') maybeAct();
    }
  });

  if (o.initial) onUpdate(o.initial);
  return {
    stats,
    done,
    stop: () => {
      stopped = true;
      detach();
    },
    resume: () => {
      paused = false;
      maybeAct();
    },
    pause: () => {
      paused = true;
    },
    get waiting() {
      return pending !== null && pending.sentAt !== Infinity;
    },
  };
}
