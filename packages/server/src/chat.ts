/**
 * Table talk (issue 23): seats and spectators (unless the match mutes them) send plain text of
 * 1–500 characters or a quick message; each line is stored with the match before anyone hears of
 * it, everyone at the table gets it, a greeting brings the last lines, and the record keeps them
 * all for the replay. A connection may send 5 lines per 10 seconds. Clients render text as text.
 */
import type { LiveMatch } from './liveMatch';
import { TokenBucket } from './rateLimit';
import type { ChatEntry, Store } from './store/store';
import type { QuickMessage } from './wire';

/** Lines a greeting brings (and kept in memory per match). */
export const CHAT_HISTORY = 100;

/** Lines per connection: 5 in a burst, one every 2 s on average. */
export const chatBucket = () => new TokenBucket(0.5, 5);

export function chatMessage(entries: readonly ChatEntry[]): string {
  return JSON.stringify({ t: 'chat', entries });
}

export interface ChatHost {
  now(): number;
  /** Sends a text to everyone at the match's table. */
  tell(m: LiveMatch, text: string): void;
  /** Several instances (src/cluster/): line numbers may collide; `said` tells the others of a line. */
  readonly clustered?: boolean;
  said?(m: LiveMatch, entry: ChatEntry): void;
}

export class Chat {
  constructor(
    private readonly host: ChatHost,
    private readonly store: Store,
  ) {}

  /** The match's recent lines, loaded once when it is opened. */
  async load(m: LiveMatch): Promise<void> {
    m.chat = await this.store.loadChat(m.id, CHAT_HISTORY);
    m.chatNext = (m.chat.at(-1)?.idx ?? -1) + 1;
  }

  /** Says a line at the table; resolves with a refusal, or null once it is stored and sent. */
  async say(m: LiveMatch, seat: number | null, line: { text?: string; quick?: QuickMessage }): Promise<string | null> {
    if (seat === null && !m.spectatorChat) return 'the match’s creator has muted spectators';
    const entry: ChatEntry = {
      // Numbered now, before the store is awaited, so lines said together never share an index.
      idx: m.chatNext++,
      at: new Date(this.host.now()).toISOString(),
      seat,
      ...(line.text !== undefined ? { text: line.text } : { quick: line.quick! }),
    };
    try {
      await this.store.appendChat(m.id, entry);
    } catch (e) {
      // Several instances: another one numbered a line the same; read the lines and number it again.
      if (!this.host.clustered) throw e;
      await this.load(m);
      entry.idx = m.chatNext++;
      await this.store.appendChat(m.id, entry);
    }
    this.heard(m, entry);
    this.host.said?.(m, entry);
    return null;
  }

  /** A stored line reaches the table (said here, or on another instance). */
  heard(m: LiveMatch, entry: ChatEntry): void {
    if (m.chat.some((e) => e.idx === entry.idx)) return;
    m.chat = [...m.chat, entry].sort((a, b) => a.idx - b.idx).slice(-CHAT_HISTORY);
    m.chatNext = Math.max(m.chatNext, entry.idx + 1);
    this.host.tell(m, chatMessage([entry]));
  }
}
