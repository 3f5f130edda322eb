/**
 * `--hostile hello-hop` (issue 41 point 4): a spectator hopping between two matches on 16 sockets,
 * each sending its next `hello` (to the other match) as soon as the last one's update arrives.
 * Both matches hold 100 long chat lines: on the server of issue 41 every hop was answered with the
 * whole view and the 100 lines (~53 KB; 1.1 GB in 8 s, ≈ 1,000× what was sent). Counts the bytes
 * each way, the hellos answered and refused (by code), and the sockets the server closed.
 */
import { type AttackContext, type Attacker, Backoff, type ConditionAt, sleep } from './attacker';
import { frameKind, RawSocket } from './socket';
import { fillChat, idleMatch } from './tables';

/** A hello neither answered nor refused in this long (a dropped frame) is sent again. */
const WATCHDOG_MS = 1000;

export async function helloHopAttacker(ctx: AttackContext): Promise<Attacker> {
  const small = ctx.scale === 'small';
  const matches = [await idleMatch(ctx), await idleMatch(ctx)];
  const history: number[] = [];
  for (const id of matches) history.push(await fillChat(ctx, id, small ? 10 : 100));
  ctx.log(`hostile: two matches with ${history.join(' and ')} chat lines to hop between`);
  const count = small ? 4 : 16;
  let running = false;
  let sent = 0;
  let answered = 0;
  let silent = 0;
  let closed = 0;
  const refused: Record<string, number> = {};
  let bytesIn = 0;
  let bytesOut = 0;
  let onMs = 0;
  let onSince = 0;
  const hoppers = Array.from({ length: count }, (_, i) => hopper(i));

  function hopper(i: number) {
    let socket: RawSocket | null = null;
    let next = i % 2;
    let timer: NodeJS.Timeout | undefined;
    const backoff = new Backoff();
    const hop = () => {
      clearTimeout(timer);
      if (!running || !socket?.open) return;
      socket.send({ t: 'hello', matchId: matches[next]!, since: 0 });
      next = 1 - next;
      sent++;
      timer = setTimeout(() => {
        silent++;
        hop();
      }, WATCHDOG_MS);
    };
    const connect = async () => {
      try {
        const s = await RawSocket.open(
          ctx,
          (head) => {
            const k = frameKind(head);
            if (k.t === 'update') {
              answered++;
              backoff.succeeded();
              hop();
            } else if (k.t === 'error') {
              refused[k.code ?? '?'] = (refused[k.code ?? '?'] ?? 0) + 1;
              clearTimeout(timer);
              void backoff.refused().then(hop);
            }
          },
          () => {
            clearTimeout(timer);
            if (socket === s) socket = null;
            bytesIn += s.bytesIn;
            bytesOut += s.bytesOut;
            if (s.closedByServer) closed++;
            // Closed by the server: a new socket, as an attacker would.
            if (s.closedByServer && running) void sleep(100).then(connect);
          },
        );
        socket = s;
        hop();
      } catch {
        closed++;
        if (running) await sleep(500).then(connect);
      }
    };
    return {
      start: () => (socket?.open ? hop() : void connect()),
      stop: () => {
        clearTimeout(timer);
        socket?.close();
        socket = null;
      },
      pause: () => clearTimeout(timer),
      counted: () => (socket ? { in: socket.bytesIn, out: socket.bytesOut } : { in: 0, out: 0 }),
    };
  }

  const self: Attacker = {
    kind: 'hello-hop',
    stoppable: true,
    on() {
      if (running) return;
      running = true;
      onSince = performance.now();
      for (const h of hoppers) h.start();
    },
    off() {
      if (!running) return;
      running = false;
      onMs += performance.now() - onSince;
      for (const h of hoppers) h.pause();
    },
    async stop(_conditionAt: ConditionAt) {
      self.off();
      const live = hoppers.map((h) => h.counted());
      for (const h of hoppers) h.stop();
      const inB = bytesIn + live.reduce((n, c) => n + c.in, 0);
      const outB = bytesOut + live.reduce((n, c) => n + c.out, 0);
      const seconds = onMs / 1000;
      return {
        kind: 'hello-hop',
        matches,
        chatLines: history,
        sockets: count,
        hellos: sent,
        answered,
        refused,
        unanswered: silent,
        closedByServer: closed,
        bytesReceived: inB,
        bytesSent: outB,
        amplification: outB ? Math.round(inB / outB) : 0,
        bytesPerHello: answered ? Math.round(inB / answered) : 0,
        onSeconds: Math.round(seconds * 10) / 10,
        summary:
          `hello-hop: ${count} spectator sockets hopping between two matches (${history.join(' and ')} chat lines) for ${seconds.toFixed(1)} s: ${sent} hellos, ${answered} answered with an update` +
          `${
            Object.keys(refused).length
              ? `, refused ${Object.entries(refused)
                  .map(([c, n]) => `${n}× ${c}`)
                  .join(', ')}`
              : ''
          }${silent ? `, ${silent} unanswered` : ''}${closed ? `, ${closed} sockets closed by the server` : ''}; ` +
          `received ${(inB / 1e6).toFixed(1)} MB (${seconds ? (inB / 1e6 / seconds).toFixed(1) : 0} MB/s, ${answered ? Math.round(inB / answered) : 0} bytes a hello) for ${(outB / 1e3).toFixed(0)} KB sent: ${outB ? Math.round(inB / outB) : 0}×`,
      };
    },
  };
  return self;
}
