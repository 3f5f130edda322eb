/**
 * A match played entirely in the browser (issue 21): the engine contract's setup, legal actions
 * and apply, with bots taking their seats' turns. It keeps the server's record format
 * (`GameRecord`: game, engineVersion, players, options, seed, and every action — undo entries
 * included — with its seat), so a local game can be replayed, exported and analysed like any
 * other, and restored from its record (`LocalMatch.fromRecord`). The learning game uses it now;
 * offline solo and hot-seat play can use it as it is.
 *
 * Every log entry goes through the engine's `step` with the undo trail kept beside the state, as
 * on the server. Bots act only between people's actions and while they do, people's actions are
 * refused as busy: with seeded bots the same people's actions always give the same game.
 */
import {
  emptyTrail,
  eventsFor,
  isIllegalAction,
  newRecord,
  step,
  undoRefusal,
  type AnyGame,
  type GameEvent,
  type GameOptions,
  type GameRecord,
  type Outcome,
  type Seat,
  type UndoTrail,
} from '@tabula/engine';

/** A bot as the local match asks it: from its seat's view and legal actions (may take its time). */
export interface LocalBot {
  choose(view: unknown, seat: Seat, legal: readonly unknown[]): unknown;
}

export interface LocalSetup {
  players: number;
  seed: string | number;
  options?: GameOptions;
}

/** What one seat sees of the match now: the same parts a server update carries. */
export interface SeatSnapshot {
  version: number;
  view: unknown;
  legal: unknown[];
  active: Seat[];
  outcome: Outcome | null;
  /** This seat may take back its last action now, or why its own last action cannot be. */
  undo: boolean;
  undoWhy: { ruleId: string; message: string } | null;
  /** The events this seat may see, by the version (1 = after the first action) they came with. */
  log: Array<{ version: number; seat: Seat; events: GameEvent[] }>;
  /** A bot is choosing: people wait. */
  busy: boolean;
  /** The seat's last refused action, until the next action. */
  refusal: { ruleId: string; message: string } | null;
}

export interface LocalOptions {
  /** Waits before each bot action (the page lets a person follow the bot; tests pass none). */
  pause?: () => Promise<void>;
}

export class LocalMatch {
  readonly game: AnyGame;
  readonly record: GameRecord;
  private state: unknown;
  private trail: UndoTrail<unknown> = emptyTrail();
  private events: Array<{ seat: Seat; events: GameEvent[] }> = [];
  private readonly bots: Map<Seat, LocalBot>;
  private readonly listeners = new Set<() => void>();
  private refused: { seat: Seat; ruleId: string; message: string } | null = null;
  private running: Promise<void> | null = null;
  private rev = 0;
  private cache = new Map<Seat, { rev: number; snap: SeatSnapshot }>();
  private stopped = false;
  /** A bot that failed (a bug, never a rule): the match stops there and says so. */
  botError: string | null = null;
  private readonly pause: () => Promise<void>;

  constructor(game: AnyGame, setup: LocalSetup, bots: Record<number, LocalBot> = {}, o: LocalOptions = {}) {
    this.game = game;
    this.record = newRecord(game, setup.players, setup.seed, setup.options ?? {});
    this.state = game.setup({ players: setup.players, seed: setup.seed, options: setup.options ?? {} });
    this.bots = new Map(Object.entries(bots).map(([s, b]) => [Number(s), b]));
    this.pause = o.pause ?? (() => Promise.resolve());
  }

  /** A match restored from its record (a saved local game): every entry replayed through `step`. */
  static fromRecord(
    game: AnyGame,
    record: GameRecord,
    bots: Record<number, LocalBot> = {},
    o: LocalOptions = {},
  ): LocalMatch {
    const m = new LocalMatch(game, record, bots, o);
    for (const { seat, action } of record.actions) m.apply(seat, action);
    return m;
  }

  get version(): number {
    return this.record.actions.length;
  }

  get current(): unknown {
    return this.state;
  }

  active(): Seat[] {
    return this.game.activeSeats(this.state) as Seat[];
  }

  legal(seat: Seat): unknown[] {
    return this.game.legalActions(this.state, seat) as unknown[];
  }

  view(seat: Seat | 'spectator'): unknown {
    return this.game.view(this.state, seat);
  }

  outcome(): Outcome | null {
    return this.game.outcome(this.state);
  }

  /** True while a bot is to act or acting. */
  get busy(): boolean {
    return this.running !== null;
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** A person's action (or `{ type: 'undo' }`): false, with the refusal kept, when refused or while a bot acts. */
  act(seat: Seat, action: unknown): boolean {
    if (this.running) return false;
    try {
      this.apply(seat, action);
    } catch (e) {
      if (!isIllegalAction(e)) throw e;
      this.refused = { seat, ruleId: e.ruleId, message: e.message };
      this.changed();
      return false;
    }
    this.changed();
    void this.runBots();
    return true;
  }

  /** Lets the bots play until a person owes a decision or the game is over; resolves then. */
  runBots(): Promise<void> {
    // Nothing for a bot to do: no busy moment for people to see.
    if (!this.running && !this.active().some((s) => this.bots.has(s))) return Promise.resolve();
    if (!this.running) {
      this.running = this.botLoop()
        .catch((e: unknown) => {
          this.botError = e instanceof Error ? e.message : String(e);
        })
        .finally(() => {
          this.running = null;
          this.changed();
        });
      this.changed();
    }
    return this.running;
  }

  /** No more bot actions (the page was left); `resume` lets them play again. */
  stop(): void {
    this.stopped = true;
  }

  resume(): Promise<void> {
    this.stopped = false;
    return this.runBots();
  }

  snapshot(seat: Seat): SeatSnapshot {
    const c = this.cache.get(seat);
    if (c && c.rev === this.rev) return c.snap;
    const legal = this.running ? [] : this.legal(seat);
    const refusal = undoRefusal(this.game, this.trail, seat);
    const own =
      refusal &&
      (refusal.ruleId === 'ENGINE-UNDO-HIDDEN' || refusal.ruleId === 'ENGINE-UNDO-ENDED') &&
      this.trail.seat === seat;
    const snap: SeatSnapshot = {
      version: this.version,
      view: this.view(seat),
      legal,
      active: this.active(),
      outcome: this.outcome(),
      undo: refusal === null && !this.running,
      undoWhy: own ? { ruleId: refusal.ruleId, message: refusal.message } : null,
      log: this.events
        .map((e, i) => ({ version: i + 1, seat: e.seat, events: eventsFor(e.events, seat) }))
        .filter((e) => e.events.length > 0),
      busy: this.running !== null,
      refusal:
        this.refused && this.refused.seat === seat
          ? { ruleId: this.refused.ruleId, message: this.refused.message }
          : null,
    };
    this.cache.set(seat, { rev: this.rev, snap });
    return snap;
  }

  private apply(seat: Seat, action: unknown): void {
    const r = step(this.game, this.state, this.trail, seat, action);
    this.state = r.state;
    this.trail = r.trail;
    this.record.actions.push({ seat, action });
    this.events.push({ seat, events: r.events });
    this.refused = null;
  }

  private changed(): void {
    this.rev++;
    for (const fn of this.listeners) fn();
  }

  private async botLoop(): Promise<void> {
    for (;;) {
      if (this.stopped || this.botError) return;
      const seat = this.active().find((s) => this.bots.has(s));
      if (seat === undefined) return;
      await this.pause();
      if (this.stopped) return;
      const legal = this.legal(seat);
      const action = await this.bots.get(seat)!.choose(this.view(seat), seat, legal);
      this.apply(seat, action);
      this.changed();
    }
  }
}
