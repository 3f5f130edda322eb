/** Messages between the server thread and its bot worker threads. */
export interface ChooseRequest {
  kind: 'choose';
  id: number;
  game: string;
  /** One bot instance per match seat, kept in its worker between moves (bots may have memory). */
  key: string;
  spec: string;
  seed: string;
  seat: number;
  /** The seat's redacted view: a bot never sees hidden state. */
  view: unknown;
  legal: unknown[];
}

export interface ForgetRequest {
  kind: 'forget';
  /** Drops every bot whose key starts with this prefix (a finished match). */
  prefix: string;
}

export type WorkerRequest = ChooseRequest | ForgetRequest;

export type WorkerReply =
  | { id: number; ok: true; action: unknown; ms: number }
  | { id: number; ok: false; error: string };

/** A thread's first message: its bots are loaded and it takes moves. */
export interface WorkerReady {
  ready: true;
}
