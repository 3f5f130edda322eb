/**
 * An attacker's WebSocket: one message a frame (no `batch=1`, whole views), each frame only
 * peeked at — its first bytes say what it is (`{"t":"welcome"…`, `{"t":"error","code":…`) — so
 * that a gigabyte of answers costs the bench no parsing. Counts the bytes both ways.
 */
import WebSocket from 'ws';
import { type AttackContext, headersOf, wsUrlOf } from './attacker';

export class RawSocket {
  bytesIn = 0;
  bytesOut = 0;
  framesIn = 0;
  /** The server closed it (a limit, a flood guard), not the attacker. */
  closedByServer = false;
  private closing = false;

  private constructor(readonly ws: WebSocket) {}

  /** Opens a socket; `onFrame` gets each frame's first 64 characters and the whole frame. */
  static open(
    ctx: AttackContext,
    onFrame: (head: string, data: Buffer) => void,
    onClose: () => void = () => undefined,
  ): Promise<RawSocket> {
    const ws = new WebSocket(wsUrlOf(ctx), { headers: headersOf(ctx), perMessageDeflate: false });
    const s = new RawSocket(ws);
    ws.on('message', (data: Buffer) => {
      s.bytesIn += data.length;
      s.framesIn++;
      onFrame(data.toString('latin1', 0, 64), data);
    });
    ws.on('close', () => {
      if (!s.closing) s.closedByServer = true;
      onClose();
    });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(s));
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`refused: HTTP ${res.statusCode}`)));
    });
  }

  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  send(msg: unknown): void {
    if (!this.open) return;
    const text = JSON.stringify(msg);
    this.bytesOut += Buffer.byteLength(text);
    this.ws.send(text);
  }

  close(): void {
    this.closing = true;
    if (this.ws.readyState === WebSocket.CONNECTING) this.ws.once('open', () => this.ws.close());
    else this.ws.close();
  }
}

/** What a frame is, from its first characters: its `t`, and for an error its code. */
export function frameKind(head: string): { t: string; code?: string } {
  const t = /^\{"t":"([a-z-]+)"/.exec(head)?.[1] ?? (head.startsWith('[') ? 'batch' : '?');
  const code = t === 'error' ? /"code":"([a-z-]+)"/.exec(head)?.[1] : undefined;
  return code ? { t, code } : { t };
}
