/**
 * A state stream played at the table's pace (pacer.ts, issue 45), for React: what to show now and
 * the step being shown. Every state the source sends is fed to the pacer, the ones React would
 * fold together (a bot's three actions in one socket frame) included.
 */
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Pacer, type PaceSnapshot } from './pacer';
import { currentSpeed, stepMsOf, useSpeed } from './speed';
import type { GameUi } from '../../games/types';
import type { LogEntry } from '../../net/connState';

/** The step on screen, for the pace controls and the flights. */
export interface Pace {
  /** Steps still to show: the table is behind the match and the seat may not act. */
  waiting: number;
  step: number;
  steps: number;
  /** The step moved the table from version `from` to version `to`. */
  from: number;
  to: number;
  skip(): void;
}

export interface PacedSource<S> {
  version(s: S): number;
  /** The viewer's own doing (shown at once), and a state with nothing to watch (no step of its own). */
  own(prev: S, next: S): boolean;
  quiet(prev: S, next: S): boolean;
  /** Every state as it comes, where the source can tell each one (else only what React renders). */
  listen?(fn: (s: S) => void): () => void;
}

export function usePaced<S>(latest: S, key: unknown, src: PacedSource<S>): { shown: S; pace: Pace } {
  const srcRef = useRef(src);
  srcRef.current = src;
  const [held, setHeld] = useState(() => ({ key, pacer: makePacer(latest, srcRef) }));
  // A new source (another seat, another match) starts from where it is.
  const pacer = held.key === key ? held.pacer : makePacer(latest, srcRef);
  useEffect(() => {
    if (held.pacer !== pacer) setHeld({ key, pacer });
  }, [held.pacer, pacer, key]);
  const snap = usePacerSnapshot(pacer);
  // A source that tells each state has handed the pacer this one already, or a newer one: React
  // draws a server's message as a transition (useConnections.ts), so its render may lag behind
  // the pacer, and an older state from it is no new start.
  useLayoutEffect(() => {
    if (!(srcRef.current.listen && pacer.holds(latest))) pacer.push(latest);
  }, [pacer, latest]);
  useEffect(() => srcRef.current.listen?.((s) => pacer.push(s)), [pacer]);
  const speed = useSpeed();
  useEffect(() => {
    if (speed) pacer.repace();
  }, [pacer, speed]);
  const shown = snap.shown ?? latest;
  return {
    shown,
    pace: {
      waiting: snap.waiting,
      step: snap.step,
      steps: snap.steps,
      from: snap.from,
      to: src.version(shown),
      skip: () => pacer.skip(),
    },
  };
}

/**
 * The pacer's snapshot as React state. Others' moves — a step shown, a step more waiting — are
 * drawn as transitions (issue 45: at 4× CPU throttling one synchronous render of the whole table
 * per step made main-thread tasks of 100–300 ms; a transition lets React cut its render and yield
 * to the frames of the flights). The viewer's own action and Skip are drawn at once.
 */
function usePacerSnapshot<S>(pacer: Pacer<S>): PaceSnapshot<S> {
  const [held, setHeld] = useState(() => ({ pacer, snap: pacer.snapshot }));
  useLayoutEffect(() => {
    const take = () => setHeld({ pacer, snap: pacer.snapshot });
    take();
    return pacer.subscribe((paced) => (paced ? startTransition(take) : take()));
  }, [pacer]);
  // Another pacer (a new source) is read directly until its subscription takes over.
  return held.pacer === pacer ? held.snap : pacer.snapshot;
}

function makePacer<S>(first: S, src: { current: PacedSource<S> }): Pacer<S> {
  const p = new Pacer<S>({
    version: (s) => src.current.version(s),
    own: (a, b) => src.current.own(a, b),
    quiet: (a, b) => src.current.quiet(a, b),
    stepMs: () => stepMsOf(currentSpeed()),
    now: () => Date.now(),
  });
  p.push(first);
  return p;
}

/** Whether `seat` acted in the versions after `prev` up to `next` (its own moves are never held back). */
export function actedBetween(log: readonly LogEntry[], seat: number | null, prev: number, next: number): boolean {
  return seat !== null && log.some((e) => e.version > prev && e.version <= next && e.seat === seat);
}

/**
 * Whether the versions after `prev` up to `next` hold nothing to watch: no event with a log line
 * (a Hansa action begun, whose piece comes with the next version; events this seat may not see).
 */
export function nothingToWatch(log: readonly LogEntry[], prev: number, next: number, ui: GameUi | null): boolean {
  if (!ui) return false;
  return log
    .filter((e) => e.version > prev && e.version <= next)
    .every((e) => e.events.every((x) => ui.eventText(x, 'en', []) === null));
}
