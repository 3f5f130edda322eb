/**
 * Table talk (issue 23): seats and spectators (unless the match mutes them) send plain text of
 * 1–500 characters or a quick message; each line is stored with the match before anyone hears of
 * it, everyone at the table gets it, a greeting brings the last lines, and the record keeps them
 * all for the replay. Who may talk and how much: chatLimits.ts. Clients render text as text.
 */
import { type ChatRefusal, closedTo, type Speaker, takeLine } from './chatLimits';
import type { LiveMatch } from '../match/liveMatch';
import type { Quotas } from '../limits/quota';
import { TokenBucket } from '../limits/rateLimit';
import type { ChatEntry, Store } from '../store/store';
import type { QuickMessage } from '@tabula/wire';

/** Lines a greeting brings (and kept in memory per match). */
const CHAT_HISTORY = 100;

/**
 * Lines per connection: 5 in a burst, one every 2 s on average. Checked first, in memory, so a
 * single socket's flood costs no quota look-up (the buckets that follow the person: chatLimits.ts).
 */
export const chatBucket = () => new TokenBucket(0.5, 5);

function chatMessage(entries: readonly ChatEntry[]): string {
  return JSON.stringify({ t: 'chat', entries });
}

/**
 * The recent lines as one `chat` frame, made once per match and version of its lines (issue 41,
 * point 4: it was serialised again for every greeting); null when nothing was said. `m.chat` is
 * replaced, never changed in place, whenever a line is heard or the lines are read again.
 */
const history = new WeakMap<LiveMatch, { of: readonly ChatEntry[]; text: string }>();
function historyMessage(m: LiveMatch): string | null {
  if (m.chat.length === 0) return null;
  let h = history.get(m);
  if (h?.of !== m.chat) history.set(m, (h = { of: m.chat, text: chatMessage(m.chat) }));
  return h.text;
}

/** Matches a connection remembers having been sent the lines of (the oldest forgotten first). */
const SEEN_MATCHES = 32;

/**
 * The lines of each match one connection was sent (issue 41, point 4): a connection hopping
 * between matches, or between a seat and the spectators, was sent the whole history at every
 * greeting (~50 KB each). Now it is sent a match's history once, and on coming back only the
 * lines said since it left.
 */
export class ChatSeen {
  /** Match id → the last line's index the connection holds. */
  private readonly upTo = new Map<string, number>();

  /** The frame that brings a connection greeting `m` up to date, or null when it has every line. */
  greet(m: LiveMatch): string | null {
    const had = this.upTo.get(m.id);
    if (had === undefined) return historyMessage(m);
    const newer = m.chat.filter((e) => e.idx > had);
    return newer.length ? chatMessage(newer) : null;
  }

  /** The connection leaves `m`: it was told every line said while it watched. */
  left(m: LiveMatch): void {
    this.upTo.delete(m.id);
    this.upTo.set(m.id, m.chat.at(-1)?.idx ?? -1);
    if (this.upTo.size > SEEN_MATCHES) this.upTo.delete(this.upTo.keys().next().value!);
  }
}

export interface ChatHost {
  now(): number;
  /** Limits per address, match and seat (quota.ts). */
  readonly quotas: Quotas;
  /** Sends a text to everyone at the match's table. */
  tell(m: LiveMatch, text: string): void;
  /** Several instances (src/cluster/): line numbers may collide; `said` tells the others of a line. */
  readonly clustered?: boolean;
  said?(m: LiveMatch, entry: ChatEntry): void;
}

export class Chat {
  /**
   * Who may not talk at a table whatever the limits (relation/guards.ts: a person a seat's holder
   * blocks, or who blocks them); null lets anyone the limits let.
   */
  barred: ((m: LiveMatch, who: Speaker) => Promise<ChatRefusal | null>) | null = null;

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
  async say(m: LiveMatch, who: Speaker, line: { text?: string; quick?: QuickMessage }): Promise<ChatRefusal | null> {
    const closed = closedTo(m, who, this.host.now());
    if (closed) return closed;
    const barred = await this.barred?.(m, who);
    if (barred) return barred;
    const limited = await takeLine(this.host.quotas, m, who);
    if (limited) return limited;
    // Checked again after the quotas were awaited: the match may have ended or filled meanwhile.
    const late = closedTo(m, who, this.host.now());
    if (late) return late;
    const seat = who.seat;
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
