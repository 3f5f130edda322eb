/**
 * What one connection is sent within one run of the event loop leaves together (issue 26): the
 * update a seat's action produced and the `ack` that follows it, or the updates of every action a
 * group commit made durable at once. Each WebSocket frame was a socket write of its own — the
 * largest share of the server's time per action after views — so a connection's messages of one
 * run are written once, after the run's promise callbacks (a `process.nextTick`, which follows
 * them): as one frame holding a JSON array of them for a client that asked for that
 * (`/ws?batch=1`), else as their usual frames corked into one socket write. Order is kept.
 */
import type { WebSocket } from 'ws';

/** The connection's TCP socket: corked, the frames written while it is go out in one write. */
export interface Corkable {
  cork(): void;
  uncork(): void;
}

/** The query a client adds to `/ws` to receive a burst as one frame (a JSON array of messages). */
export const BATCH_QUERY = 'batch=1';

const dirty = new Set<Outbox>();
let scheduled = false;

/** Writes every connection's waiting messages now (also before the server closes its sockets). */
export function flushOutboxes(): void {
  scheduled = false;
  for (const o of dirty) o.flush();
}

export class Outbox {
  private queue: string[] = [];

  constructor(
    private readonly ws: WebSocket,
    /** The client reads a JSON array of messages as those messages, in order. */
    private readonly batch: boolean,
    private readonly socket: Corkable | null,
    /** Bytes queued to a client that does not read before it is dropped (it may reconnect and resume). */
    private readonly maxBuffered: number,
  ) {}

  /** Queues one message (JSON text) for this run's write. */
  push(text: string): void {
    if (this.queue.push(text) > 1) return;
    dirty.add(this);
    if (!scheduled) {
      scheduled = true;
      process.nextTick(flushOutboxes);
    }
  }

  /** Writes what is waiting: the connection's close (1013 when the client stopped reading) follows it. */
  flush(): void {
    dirty.delete(this);
    const texts = this.queue;
    if (texts.length === 0) return;
    this.queue = [];
    const ws = this.ws;
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > this.maxBuffered) {
      ws.close(1013, 'client is not reading its messages; reconnect to resume');
      return;
    }
    try {
      this.write(texts);
    } catch {
      // One broken socket must not stop the other connections' writes in this flush: it is
      // dropped, like a socket error, and its client reconnects and resumes.
      ws.terminate();
    }
  }

  private write(texts: string[]): void {
    const ws = this.ws;
    if (texts.length === 1) return ws.send(texts[0]!);
    if (this.batch) return ws.send(`[${texts.join(',')}]`);
    this.socket?.cork();
    try {
      for (const t of texts) ws.send(t);
    } finally {
      this.socket?.uncork();
    }
  }
}
