/**
 * The pace at which the table shows what other seats did (issue 45: a bot's whole turn landed at
 * once). States arrive in order, each a real state the server (or the local match) sent; the pacer
 * shows them one at a time, at least `stepMs` apart, and never invents or reorders one. The seat's
 * own action shows at once, and so does everything still waiting before it; so does a step with
 * nothing to watch (a Hansa action begun, whose piece comes with the next step). While a step waits, the
 * table is behind: `behind` is true and the seat must not act on what it shows (usePaced.ts).
 */

export interface PacerOptions<S> {
  version(s: S): number;
  /** Whether `next` is the viewer's own doing (its action, its undo): it and all before it show at once. */
  own(prev: S, next: S): boolean;
  /** Whether `next` holds nothing to watch after `prev`: it takes the place of `prev` and no step of its own. */
  quiet(prev: S, next: S): boolean;
  /** How long each step stays before the next (0: at once, no pacing). */
  stepMs(): number;
  now(): number;
}

export interface PaceSnapshot<S> {
  shown: S | null;
  /** Versions still to show after `shown`. */
  waiting: number;
  /** Steps of the current run shown so far and in all (e.g. 2 of 3), 0 of 0 when idle. */
  step: number;
  steps: number;
  /** The version shown before `shown` (a step's events are the log entries after it). */
  from: number;
}

export class Pacer<S> {
  private shown: S | null = null;
  private from = -1;
  private queue: S[] = [];
  private shownAt = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private run = { step: 0, steps: 0 };
  private snap: PaceSnapshot<S> = { shown: null, waiting: 0, step: 0, steps: 0, from: -1 };
  private readonly listeners = new Set<(paced: boolean) => void>();

  constructor(private readonly o: PacerOptions<S>) {}

  /**
   * `fn(paced)` after every change; `paced` is true when the change comes from others' moves (a
   * step shown, a step more waiting, a step with nothing to watch): React may draw it as a
   * transition. The viewer's own doing, Skip, a refresh of the same version and a new start are
   * drawn at once.
   */
  subscribe(fn: (paced: boolean) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  get snapshot(): PaceSnapshot<S> {
    return this.snap;
  }

  /** The newest state handed in: the last one waiting, else the one shown. */
  private get tail(): S | null {
    return this.queue.length ? this.queue[this.queue.length - 1]! : this.shown;
  }

  /** Whether a state of this version, or a later one, was handed in already. */
  holds(s: S): boolean {
    const tail = this.tail;
    return tail !== null && this.o.version(s) <= this.o.version(tail);
  }

  /**
   * A state as it arrived: the same version, or one with nothing to watch, refreshes what is held
   * (legal actions, busy, a begun action) without a step of its own.
   */
  push(s: S): void {
    const v = this.o.version(s);
    const tail = this.tail;
    // The same state again (the source's listener and React's render both hand in each state):
    // nothing changed, so nobody is told. Told, React drew the table again at once, inside the
    // commit that had just drawn it, and a step meant to be drawn as a transition became one task
    // of 50–70 ms at 4× CPU throttling (issue 45).
    if (s === tail) return;
    if (tail === null || v < this.o.version(tail)) return this.reset(s);
    const same = v === this.o.version(tail);
    if (same || (!this.o.own(tail, s) && this.o.quiet(tail, s))) {
      // A waiting state refreshed: what is on screen, and how many steps wait, stay as they are.
      if (this.queue.length) {
        this.queue[this.queue.length - 1] = s;
        return;
      }
      this.shown = s;
      return this.changed(!same);
    }
    if (this.o.own(tail, s) || this.o.stepMs() <= 0) return this.jump(s);
    this.queue.push(s);
    this.run.steps++;
    if (this.timer !== null) return this.changed(true);
    const wait = this.shownAt + this.o.stepMs() - this.o.now();
    // The table has stood still long enough: the first step of a run shows as it comes.
    if (wait <= 0) return this.advance();
    this.schedule(wait);
    this.changed(true);
  }

  /** Show the latest state now (the person's "Skip", a speed of "instant"). */
  skip(): void {
    const last = this.queue[this.queue.length - 1];
    if (last === undefined) return;
    this.jump(last);
    // Jumping to now: nothing flies (the last move's highlight shows what changed).
    this.from = this.o.version(last);
    this.changed();
  }

  /** The speed changed: a waiting step follows the new pace from now on. */
  repace(): void {
    if (this.o.stepMs() <= 0) return this.skip();
    if (this.timer === null || !this.queue.length) return;
    clearTimeout(this.timer);
    this.schedule(Math.max(0, this.shownAt + this.o.stepMs() - this.o.now()));
  }

  dispose(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.listeners.clear();
  }

  private schedule(ms: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.advance();
    }, ms);
  }

  /** Shows the next waiting state: a step of others' moves, which React may draw as a transition. */
  private advance(): void {
    const next = this.queue.shift();
    if (next === undefined) return this.idle();
    this.show(next);
    this.run.step++;
    if (this.queue.length) this.schedule(this.o.stepMs());
    else this.idle();
    this.changed(true);
  }

  private idle(): void {
    this.run = { step: 0, steps: 0 };
  }

  private show(s: S): void {
    this.from = this.shown === null ? -1 : this.o.version(this.shown);
    this.shown = s;
    this.shownAt = this.o.now();
  }

  private jump(s: S): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.queue = [];
    this.show(s);
    this.idle();
    this.changed();
  }

  private reset(s: S): void {
    this.jump(s);
    // A first state, or one from before what was shown (a new match): nothing moved to get there.
    this.from = this.o.version(s);
    this.changed();
  }

  private changed(paced = false): void {
    this.snap = {
      shown: this.shown,
      waiting: this.queue.length,
      step: this.run.step,
      steps: this.run.steps,
      from: this.from,
    };
    for (const fn of this.listeners) fn(paced);
  }
}
