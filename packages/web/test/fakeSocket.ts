/** A WebSocket stand-in for the connection tests: what the client sent, and the server's side by hand. */
import { vi } from 'vitest';
import { MatchConnection } from '../src/net/connection';

export class FakeSocket {
  static OPEN = 1;
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  send(s: string) {
    this.sent.push(JSON.parse(s));
  }
  close(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(msg: unknown) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

/** A connection of seat token `tok` to match `m1` whose sockets are FakeSockets (fake timers on). */
export function fakeConnection(): { c: MatchConnection; sockets: FakeSocket[] } {
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.useFakeTimers();
  const sockets: FakeSocket[] = [];
  const c = new MatchConnection(
    'm1',
    'tok',
    () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s as unknown as WebSocket;
    },
    'ws://x/ws',
  );
  return { c, sockets };
}
