/**
 * A seat played by random legal moves over the wire: acts on each update that offers it moves,
 * one action in flight at a time, and measures each action's round trip (sent → the update that
 * contains it). Drives `tabula bench server` and the whole-game tests.
 */
import { type AnyGame, chooseRandom, newRandomMemory, type RandomSource } from '@tabula/engine';
import type { WireClient } from './client';
import type { ServerMessage } from './wire';

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
  let pending: { version: number; sentAt: number; action: unknown } | null = null;
  // The ack recorded since the last send, if any: a stale refusal arriving after it shows that the
  // event taken for the ack was another action of this seat (one this client never saw answered,
  // caught up from another instance), so the ack is withdrawn rather than misattributed.
  let lastAck: number | null = null;
  let last: Update | null = null;
  let stopped = false;
  let paused = o.paused ?? false;
  let finish!: (u: Update) => void;
  const done = new Promise<Update>((r) => (finish = r));

  const maybeAct = () => {
    if (stopped || paused || pending || !last || last.outcome || last.legal.length === 0) return;
    const action = choose ? choose(last) : last.legal[source.int(last.legal.length)];
    const version = last.version;
    const send = () => {
      if (stopped || paused) {
        pending = null;
        return;
      }
      pending = { version, sentAt: performance.now(), action };
      lastAck = null;
      client.send({ t: 'act', version, action: action as Record<string, unknown> });
      watch();
    };
    const think = typeof o.thinkMs === 'function' ? o.thinkMs() : (o.thinkMs ?? 0);
    if (think > 0) {
      pending = { version, sentAt: Infinity, action };
      setTimeout(send, think);
    } else send();
  };

  const resend = (p: { version: number; action: unknown }) => {
    if (stopped || paused || pending || !last || last.version !== p.version) return maybeAct();
    pending = { version: p.version, sentAt: performance.now(), action: p.action };
    lastAck = null;
    client.send({ t: 'act', version: p.version, action: p.action as Record<string, unknown> });
    watch();
  };

  // The server reports a rate limit at most once a second and drops the rest silently: an action
  // neither acknowledged nor refused in ACK_WATCHDOG_MS is sent again (a duplicate is refused as
  // stale, never applied twice).
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
    const mine = pending && m.events.find((e) => e.seat === seat && e.version > pending!.version);
    if (pending && mine) {
      stats.acked.push({ version: mine.version, action: pending.action });
      lastAck = stats.acked.length - 1;
      stats.actions++;
      const ms = performance.now() - pending.sentAt;
      stats.latencies.push(ms);
      o.onAck?.(pending.sentAt, ms);
      pending = null;
    }
    if (m.outcome) {
      stopped = true;
      finish(m);
      return;
    }
    maybeAct();
  };

  // Without an initial update the caller is about to say hello: until its welcome arrives, what
  // comes in still belongs to whatever the connection watched before (frames are ordered).
  let welcomed = o.initial !== undefined;
  const detach = client.onMessage((m) => {
    if (m.t === 'welcome') welcomed = true;
    if (!welcomed) return;
    if (m.t === 'update') onUpdate(m);
    else if (m.t === 'error') {
      stats.errors++;
      if (stats.lastErrors.length < 5) stats.lastErrors.push(`${m.code}: ${m.message}`);
      if (m.code === 'stale' && !pending && lastAck !== null) {
        stats.acked.splice(lastAck, 1);
        stats.actions--;
        lastAck = null;
      }
      if (pending) {
        const dropped = pending;
        pending = null;
        // A stale refusal is followed by a fresh update; a rate limit drops what comes too soon
        // (and says so once): the same action is sent again once the bucket has refilled, so a
        // seeded player's game stays the same; otherwise choose again at once.
        if (m.code === 'rate-limited') setTimeout(() => resend(dropped), RATE_LIMIT_BACKOFF_MS);
        else if (m.code !== 'stale') maybeAct();
      }
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
