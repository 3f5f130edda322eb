/**
 * `--hostile chat-reconnect` (issue 41 point 3): table talk beyond the 5 lines / 10 s that were
 * counted per socket. One socket says lines back to back — the next as soon as its own comes back
 * — and when refused, reconnects and goes on (one address: 177 lines/s on the server of issue 41);
 * beside it 30 spectator sockets each say a line every 500 ms (150 lines in 3 s). Every accepted
 * line was an fsynced write, pushed real lines out of the history and went into the record.
 * Counts the lines accepted (heard back) and refused (by code), and the reconnections.
 */
import { type AttackContext, type Attacker, Backoff, type ConditionAt, sleep } from './attacker';
import { frameKind, RawSocket } from './socket';
import { idleMatch } from './tables';

const WATCHDOG_MS = 1000;
const SPECTATOR_EVERY_MS = 500;

interface Tally {
  sent: number;
  accepted: number;
  refused: Record<string, number>;
}

const tally = (): Tally => ({ sent: 0, accepted: 0, refused: {} });

export async function chatReconnectAttacker(ctx: AttackContext): Promise<Attacker> {
  const matchId = await idleMatch(ctx);
  const spectatorCount = ctx.scale === 'small' ? 4 : 30;
  const burst = tally();
  const crowd = tally();
  let reconnects = 0;
  let running = false;
  let onMs = 0;
  let onSince = 0;
  let line = 0;

  /**
   * A socket greeting the match as a spectator. `say` sends a numbered line; a line counts as
   * accepted when its own text comes back (never from a greeting's history: only lines this
   * socket sent and has not heard yet are looked for), refused with the refusal's code.
   */
  type Speaker = { s: RawSocket; say(): void };
  const speaker = async (
    name: string,
    t: Tally,
    o: { onReady(sp: Speaker): void; onHeard(): void; onRefused(): void },
  ): Promise<Speaker> => {
    const pending = new Set<string>();
    let sp!: Speaker;
    const s: RawSocket = await RawSocket.open(ctx, (head, data) => {
      const k = frameKind(head);
      if (k.t === 'welcome') o.onReady(sp);
      else if (k.t === 'chat') {
        for (const p of pending)
          if (data.includes(p)) {
            pending.delete(p);
            t.accepted++;
            o.onHeard();
          }
      } else if (k.t === 'error') {
        t.refused[k.code ?? '?'] = (t.refused[k.code ?? '?'] ?? 0) + 1;
        o.onRefused();
      }
    });
    sp = {
      s,
      say() {
        const text = `${name}#${++line}`;
        pending.add(`"text":"${text} `);
        t.sent++;
        s.send({ t: 'chat', text: `${text} the same words again and again` });
      },
    };
    s.send({ t: 'hello', matchId });
    return sp;
  };

  // The reconnecting talker: a line at a time, each as soon as the last is heard; refused → a new socket.
  let talker: Speaker | null = null;
  let watchdog: NodeJS.Timeout | undefined;
  const talk = (sp: Speaker) => {
    clearTimeout(watchdog);
    if (!running || sp !== talker) return;
    sp.say();
    watchdog = setTimeout(() => reconnect(), WATCHDOG_MS);
  };
  const backoff = new Backoff();
  const reconnect = async (): Promise<void> => {
    clearTimeout(watchdog);
    talker?.s.close();
    talker = null;
    if (!running) return;
    reconnects++;
    try {
      // Callbacks of an earlier socket (a late refusal) leave the current one alone.
      const sp: Speaker = await speaker('R', burst, {
        onReady: (ready) => talk(ready),
        onHeard: () => {
          backoff.succeeded();
          if (talker === sp) talk(sp);
        },
        onRefused: () => {
          if (talker !== sp) return;
          clearTimeout(watchdog);
          sp.s.close();
          talker = null;
          void backoff.refused().then(reconnect);
        },
      });
      talker = sp;
    } catch {
      await sleep(200);
      return reconnect();
    }
  };

  // The spectators: connected once, each saying a line every SPECTATOR_EVERY_MS while on.
  const spectators: Speaker[] = [];
  for (let i = 0; i < spectatorCount; i++) {
    const ready = new Promise<Speaker>(
      (resolve, reject) =>
        void speaker(`S${i}`, crowd, { onReady: resolve, onHeard: () => undefined, onRefused: () => undefined }).catch(
          reject,
        ),
    );
    spectators.push(await ready);
  }
  let ticker: NodeJS.Timeout | undefined;

  const self: Attacker = {
    kind: 'chat-reconnect',
    stoppable: true,
    on() {
      if (running) return;
      running = true;
      onSince = performance.now();
      void reconnect();
      const speak = () => spectators.forEach((sp) => sp.s.open && sp.say());
      speak();
      ticker = setInterval(speak, SPECTATOR_EVERY_MS);
    },
    off() {
      if (!running) return;
      running = false;
      onMs += performance.now() - onSince;
      clearInterval(ticker);
      clearTimeout(watchdog);
      talker?.s.close();
      talker = null;
    },
    async stop(_conditionAt: ConditionAt) {
      self.off();
      // Lines still on their way are heard or refused within a moment.
      await sleep(200);
      for (const sp of spectators) sp.s.close();
      const seconds = onMs / 1000;
      const refusals = (t: Tally) =>
        Object.entries(t.refused)
          .map(([c, n]) => `${n}× ${c}`)
          .join(', ') || 'none';
      const closedSpectators = spectators.filter((sp) => sp.s.closedByServer).length;
      return {
        kind: 'chat-reconnect',
        matchId,
        onSeconds: Math.round(seconds * 10) / 10,
        reconnecting: {
          ...burst,
          reconnects,
          acceptedPerSecond: seconds ? Math.round((burst.accepted / seconds) * 10) / 10 : 0,
        },
        spectators: { sockets: spectatorCount, ...crowd, closedByServer: closedSpectators },
        summary:
          `chat-reconnect: for ${seconds.toFixed(1)} s, one reconnecting socket sent ${burst.sent} lines: ${burst.accepted} accepted (${seconds ? (burst.accepted / seconds).toFixed(1) : 0}/s), refused ${refusals(burst)}, ${reconnects} connections; ` +
          `${spectatorCount} spectator sockets sent ${crowd.sent}: ${crowd.accepted} accepted, refused ${refusals(crowd)}${closedSpectators ? `, ${closedSpectators} closed by the server` : ''}`,
      };
    },
  };
  return self;
}
