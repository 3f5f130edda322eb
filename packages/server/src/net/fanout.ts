/**
 * Who watches each match in memory (seats' and spectators' connections) and what they are sent:
 * greetings, updates since what each last saw (once per distinct viewer and version, the idle
 * ones coalesced), and who is connected.
 */
import type { Seat, Viewer } from '@tabula/engine';
import type { LiveMatch } from '../match/liveMatch';
import { releaseSent, seatsMessage, type Shared, updateMessage } from './messages';

/** How long an idle seat's or a spectator's update may wait to be merged with the next ones. */
const COALESCE_MS = 25;

export interface Subscriber {
  viewer: Viewer;
  /** The last version this subscriber was sent. */
  sent: number;
  send(text: string): void;
  /** It reads an update's view as a patch from its last one (`/ws?patch=1`; messages.ts). */
  patch?: boolean;
  /** It is sent every version, never a coalesced burst (`/ws?steps=1`, issue 45: the table steps through them). */
  steps?: boolean;
  /**
   * The seat was greeted by this account's session, not by its token (issue 44): once the account
   * no longer holds it (deleted), `revoke` makes the connection a spectator (seats/accountLinks.ts).
   */
  account?: { id: string; revoke(): void };
}

/**
 * Sends `sub` its update since what it last saw, made once per (viewer, version seen, patching)
 * among the recipients of one broadcast. A function of the module, not a closure of `broadcast`:
 * under tsx every closure made pays a redefinition of its name (issue 26).
 */
function sendUpdate(m: LiveMatch, sub: Subscriber, made: Map<string, string>, shared: Shared): void {
  const key = `${sub.viewer}|${sub.sent}|${sub.patch === true}`;
  let text = made.get(key);
  if (text === undefined) made.set(key, (text = updateMessage(m, sub.viewer, sub.sent, shared, sub.patch)));
  sub.send(text);
  sub.sent = m.version;
}

export class Fanout {
  private readonly subs = new Map<string, Set<Subscriber>>();
  private readonly flushTimers = new Map<string, NodeJS.Timeout>();

  /** `presenceChanged`: a seat's first connection came or its last one went (several instances tell the others). */
  constructor(private readonly presenceChanged: (m: LiveMatch) => void) {}

  /** Who watches the match here. */
  subscribers(id: string): Iterable<Subscriber> {
    return this.subs.get(id) ?? [];
  }

  /** Whether anyone here watches the match. */
  watched(id: string): boolean {
    return this.subs.has(id);
  }

  /** Sends a text to everyone at the match's table but `except` (chat lines, presence). */
  tell(m: LiveMatch, text: string, except?: Subscriber): void {
    for (const sub of this.subs.get(m.id) ?? []) if (sub !== except) sub.send(text);
  }

  subscribe(m: LiveMatch, sub: Subscriber, since: number): void {
    let set = this.subs.get(m.id);
    if (!set) this.subs.set(m.id, (set = new Set()));
    set.add(sub);
    if (sub.viewer !== 'spectator') {
      const before = m.connected[sub.viewer] === 0 ? seatsMessage(m) : null;
      m.connected[sub.viewer]! += 1;
      if (before !== null) this.crossed(m, before, sub);
    }
    this.resync(m, sub, since);
  }

  /** Sends one subscriber its update since `since` (a greeting, or a greeting repeated). */
  resync(m: LiveMatch, sub: Subscriber, since: number): void {
    sub.send(updateMessage(m, sub.viewer, since));
    sub.sent = m.version;
    // A table nobody moves at kept its views' JSON from the greetings on (issue 46); the next
    // greeting makes it again, unless coalesced updates still wait for this version.
    if (!this.flushTimers.has(m.id)) releaseSent(m);
  }

  /** Tells everyone at the table (but `except`) who is connected now: a small message, no views. */
  presence(m: LiveMatch, except?: Subscriber): void {
    if (this.subs.has(m.id)) this.tell(m, seatsMessage(m), except);
  }

  /**
   * A seat's connections here crossed 0↔1. Other instances hear of it (they count connections);
   * the table hears only if the seat list it sees changed (issue 41, point 4): a seat a bot plays
   * shows connected anyway, as does one connected to another instance, so a connection toggling
   * between that seat and the spectators sent everyone a `seats` frame for nothing.
   */
  private crossed(m: LiveMatch, before: string, except?: Subscriber): void {
    const after = seatsMessage(m);
    if (after !== before) this.tell(m, after, except);
    this.presenceChanged(m);
  }

  /** Removes a subscriber; true when it was the match's last (the service may then evict the match). */
  unsubscribe(m: LiveMatch, sub: Subscriber): boolean {
    const set = this.subs.get(m.id);
    if (!set?.delete(sub)) return false;
    if (sub.viewer !== 'spectator') {
      const before = m.connected[sub.viewer] === 1 ? seatsMessage(m) : null;
      m.connected[sub.viewer]! -= 1;
      if (before !== null) this.crossed(m, before);
    }
    if (set.size > 0) return false;
    this.subs.delete(m.id);
    return true;
  }

  /**
   * Sends subscribers their update since what each last saw. With `urgent`, only the seats in it
   * get theirs now — the others (idle seats, spectators) within COALESCE_MS, in one update that
   * carries every action's events since: a burst of one seat's moves costs one view for them.
   */
  broadcast(m: LiveMatch, except?: Subscriber, urgent?: readonly Seat[], onlyBehind = false): void {
    const set = this.subs.get(m.id);
    if (!set) return;
    const made = new Map<string, string>();
    const shared: Shared = {};
    let deferred = false;
    // The first urgent seat (the one that acted) hears first: its update is its acknowledgement.
    const actor = urgent?.[0];
    if (actor !== undefined)
      for (const sub of set) if (sub.viewer === actor && sub !== except) sendUpdate(m, sub, made, shared);
    for (const sub of set) {
      if (sub === except || (onlyBehind && sub.sent === m.version) || (actor !== undefined && sub.viewer === actor))
        continue;
      if (urgent && !sub.steps && (sub.viewer === 'spectator' || !urgent.includes(sub.viewer))) {
        deferred = true;
        continue;
      }
      sendUpdate(m, sub, made, shared);
    }
    // Everyone here has this version: its JSON and patches are not needed any more.
    if (!deferred && !this.flushTimers.has(m.id)) releaseSent(m);
    if (deferred && !this.flushTimers.has(m.id)) {
      const timer = setTimeout(() => {
        this.flushTimers.delete(m.id);
        this.broadcast(m, undefined, undefined, true);
      }, COALESCE_MS);
      this.flushTimers.set(m.id, timer);
    }
  }

  /** Stops the coalesced updates still waiting (the server is closing). */
  close(): void {
    for (const t of this.flushTimers.values()) clearTimeout(t);
    this.flushTimers.clear();
  }
}
