/**
 * One WebSocket to one match, as one seat (with its token) or as a spectator. Says hello with the
 * last version seen, so a reconnect resumes where it left off; every act carries the version it
 * was chosen against (a stale one is refused by the server and nothing changes).
 */
import { applyPatch } from '@tabula/engine';
import {
  type ClientMessage,
  PATCH_QUERY,
  type QuickMessage,
  type ServerFrame,
  type ServerMessage,
  STEPS_QUERY,
} from '@tabula/wire';
import { CHAT_MAX, mergeChat } from './chatLines';
import { type ConnState, initialState, type Refusal } from './connState';

export type SocketFactory = (url: string) => WebSocket;

/**
 * Whose seat a connection plays: its token (kept on this device), or a seat the signed-in account
 * holds (issue 44: the session cookie goes with the socket's upgrade and names the account).
 */
export type SeatKey = string | { accountSeat: number };

function wsUrl(): string {
  const proto = location.protocol === 'https:' ? 'wss' : 'ws';
  // batch=1: a burst of messages (an update and what follows it) may come as one frame.
  // patch=1: a view may come as a patch from the last one — a move costs bytes, not the board.
  // steps=1: every version of another seat's burst of moves, for the table to show one at a time (issue 45).
  return `${proto}://${location.host}/ws?batch=1&${PATCH_QUERY}&${STEPS_QUERY}`;
}

const PING_MS = 25_000;
/** WebSocket close code 1012 (service restart), sent by a server stopping with SIGTERM. */
export const RESTART_CLOSE_CODE = 1012;
/** Clients told to reconnect by a restarting server spread their reconnects over this long. */
const RESTART_SPREAD_MS = 250;
const MAX_BACKOFF_MS = 8_000;

export class MatchConnection {
  private ws: WebSocket | null = null;
  private state: ConnState = initialState();
  private listeners = new Set<(s: ConnState) => void>();
  private closed = false;
  private retries = 0;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly matchId: string,
    readonly key: SeatKey | undefined,
    private readonly factory: SocketFactory = (url) => new WebSocket(url),
    private readonly url: string = wsUrl(),
  ) {}

  get current(): ConnState {
    return this.state;
  }

  subscribe(fn: (s: ConnState) => void): () => void {
    this.listeners.add(fn);
    fn(this.state);
    return () => this.listeners.delete(fn);
  }

  open(): void {
    this.closed = false;
    this.connect();
  }

  close(): void {
    this.closed = true;
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.ws?.close();
    this.ws = null;
    this.set({ status: 'closed' });
  }

  /** Sends an action chosen against the current version. */
  act(action: unknown): void {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return;
    this.set({ busy: true, refusal: null });
    this.send({ t: 'act', version: this.state.version, action: action as Record<string, unknown> });
  }

  /** Concede (2 players: the match ends; more: a bot plays on and the seat ranks last). */
  resign(): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.send({ t: 'resign' });
  }

  /** Leave the table: a bot plays the seat until it is taken back (`reclaim`, or any later hello). */
  leave(): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.send({ t: 'leave' });
  }

  /** Says a line of text (1–500 characters after trimming; longer is refused here). */
  say(text: string): boolean {
    const line = text.trim();
    if (!line) return false;
    if (line.length > CHAT_MAX) {
      this.set({ chatError: { code: 'bad-message', message: 'too-long' } });
      return false;
    }
    return this.sendChat({ t: 'chat', text: line });
  }

  /** Says one of the quick messages (each client words it in its language). */
  quick(quick: QuickMessage): boolean {
    return this.sendChat({ t: 'chat', quick });
  }

  private chatPending = 0;

  private sendChat(msg: ClientMessage): boolean {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    this.chatPending++;
    this.set({ chatError: null });
    this.send(msg);
    return true;
  }

  /** Take the seat back from the absent-seat bot: greet the match again as the seat. */
  reclaim(): void {
    if (this.key === undefined || this.ws?.readyState !== WebSocket.OPEN) return;
    this.send(this.hello(Math.max(0, this.state.version)));
  }

  private hello(since: number | undefined): ClientMessage {
    const hello: ClientMessage = { t: 'hello', matchId: this.matchId };
    if (typeof this.key === 'string') hello.token = this.key;
    else if (this.key) hello.seat = this.key.accountSeat;
    if (since !== undefined) hello.since = since;
    return hello;
  }

  private set(patch: Partial<ConnState>): void {
    this.state = { ...this.state, ...patch };
    for (const fn of this.listeners) fn(this.state);
  }

  private send(msg: ClientMessage): void {
    this.ws?.send(JSON.stringify(msg));
  }

  private connect(): void {
    const ws = this.factory(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.retries = 0;
      this.chatPending = 0;
      this.send(this.hello(this.state.version >= 0 ? this.state.version : undefined));
      if (this.pingTimer) clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.send({ t: 'ping' }), PING_MS);
    };
    ws.onmessage = (e) => {
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(e.data)) as ServerFrame;
      } catch {
        return;
      }
      if (Array.isArray(frame)) for (const msg of frame) this.receive(msg);
      else this.receive(frame);
    };
    ws.onclose = (e?: { code?: number }) => {
      if (this.pingTimer) clearInterval(this.pingTimer);
      if (this.ws !== ws || this.closed || this.state.fatal) return;
      // A server stopping for a restart (1012; several instances behind a proxy) asks for a
      // reconnect: at once, spread over a moment, with nothing shown — the greeting resumes from
      // the last version seen. Should that fail, the usual back-off below shows "reconnecting".
      if (e?.code === RESTART_CLOSE_CODE) {
        this.set({ busy: false });
        this.retryTimer = setTimeout(() => this.connect(), Math.random() * RESTART_SPREAD_MS);
        return;
      }
      this.set({ status: 'reconnecting', busy: false });
      const delay = Math.min(MAX_BACKOFF_MS, 250 * 2 ** this.retries++);
      this.retryTimer = setTimeout(() => this.connect(), delay);
    };
  }

  /**
   * An update's view: whole, or its patch applied to the view this client holds (the server
   * patches only from the version it last sent here). Should a patch not fit — it never should —
   * the view is not guessed: the socket is dropped, and the reconnect's greeting brings the whole view.
   */
  private viewOf(msg: Extract<ServerMessage, { t: 'update' }>): unknown {
    if (msg.patch === undefined) return msg.view;
    try {
      if (msg.base !== this.state.version)
        throw new Error(`patch for version ${msg.base}, view at ${this.state.version}`);
      return applyPatch(this.state.view, msg.patch);
    } catch {
      this.ws?.close();
      return undefined;
    }
  }

  private receive(msg: ServerMessage): void {
    switch (msg.t) {
      case 'welcome':
        this.set({ status: 'open', seat: msg.seat, game: msg.game, players: msg.players, options: msg.options });
        return;
      case 'update': {
        const view = this.viewOf(msg);
        if (view === undefined) return;
        const last = this.state.log.length ? this.state.log[this.state.log.length - 1]!.version : -1;
        const fresh = msg.events.filter((e) => e.version > last);
        this.set({
          status: 'open',
          version: msg.version,
          view,
          legal: msg.legal,
          undo: msg.undo === true,
          undoWhy: typeof msg.undo === 'object' ? msg.undo : null,
          active: msg.active,
          outcome: msg.outcome,
          abandoned: msg.abandoned === true,
          seats: msg.seats,
          clock: msg.clock ?? null,
          clockAt: Date.now(),
          log: fresh.length ? [...this.state.log, ...fresh] : this.state.log,
          busy: false,
          refusal: null,
        });
        return;
      }
      case 'error': {
        const refusal: Refusal = { code: msg.code, message: msg.message, ruleId: msg.ruleId };
        if (
          this.chatPending > 0 &&
          (msg.code === 'spectator' ||
            msg.code === 'rate-limited' ||
            msg.code === 'chat-closed' ||
            msg.code === 'bad-message' ||
            msg.code === 'too-large')
        ) {
          // The answer to a chat line: shown by the chat panel, not as a move's refusal.
          this.chatPending--;
          this.set({ chatError: refusal });
          return;
        }
        if (msg.code === 'unknown-match' || msg.code === 'bad-token') {
          this.set({ fatal: refusal, busy: false });
          this.close();
          return;
        }
        this.set({ refusal, busy: false });
        return;
      }
      case 'seats':
        this.set({ seats: msg.seats });
        return;
      case 'chat': {
        const mine = msg.entries.length === 1 && this.chatPending > 0 && msg.entries[0]!.seat === this.state.seat;
        if (mine) this.chatPending--;
        this.set({ chat: mergeChat(this.state.chat, msg.entries) });
        return;
      }
      case 'pong':
        return;
    }
  }
}
