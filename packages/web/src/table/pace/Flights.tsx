/**
 * The flights of the step on screen (issue 45): what each log entry of the step moved, from where
 * it came to where it went. With `prefers-reduced-motion: reduce` nothing flies and nothing is
 * hidden: the last move's highlight (lastMove.css) marks what the step changed.
 */
import { Component, useLayoutEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useReducedMotionConfig } from 'motion/react';
import type { Flight, GameUi } from '../../games/types';
import type { LogEntry } from '../../net/connState';
import { afterNextPaint, fly, measure, measureSources, type Sources, standAtSources } from './flightLayer';
import { landAll } from './landing';
import type { Pace } from './usePaced';

/** The device's query, made once: made in every render, it cost each render of the table a style lookup. */
let reducedQuery: MediaQueryList | null | undefined;
const prefersReduced = () => {
  if (reducedQuery === undefined)
    reducedQuery =
      typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
  return reducedQuery?.matches ?? false;
};

const table = () => document.querySelector('[data-testid="match"]') ?? document;

/**
 * Reads where the step's flights start while the table still shows the state before it: React
 * calls `getSnapshotBeforeUpdate` before it changes the page (a card taken from the Courtyard has
 * left it once the new state is drawn, so it could not fly from there).
 */
class SourcesBefore extends Component<{ step: number; flights: readonly Flight[]; read(s: Sources): void }> {
  override getSnapshotBeforeUpdate(prev: { step: number }): null {
    if (prev.step !== this.props.step && this.props.flights.length)
      this.props.read(measureSources(table(), this.props.flights));
    return null;
  }
  // React asks for it beside getSnapshotBeforeUpdate; the sources are handed over in the snapshot phase.
  override componentDidUpdate(): void {}
  override render(): null {
    return null;
  }
}

export function Flights({
  pace,
  ui,
  log,
  seat,
  ms,
}: {
  pace: Pace;
  ui: GameUi | null;
  log: readonly LogEntry[];
  seat: number | null;
  ms: number;
}) {
  // Motion's setting (a MotionConfig's reducedMotion, else the device's), and the device's own
  // answer read as the step comes: Chromium's emulated preference did not reach Motion's hook.
  const reduced = useReducedMotionConfig() || prefersReduced();
  const layer = useRef<HTMLDivElement>(null);
  const sources = useRef<Sources>(new Map());
  const { from, to } = pace;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step (a new `from`) is the trigger; its `to`, log and seat are read with it (a quiet version folded into the step changes `to` and flies nothing again).
  const flights = useMemo(() => {
    if (reduced || !ui?.flights || to <= from) return [];
    return log.filter((e) => e.version > from && e.version <= to).flatMap((e) => ui.flights!(e.events, seat));
  }, [from, reduced, ui]);
  // A layout effect: from the new state's first paint the step's pieces stand at their sources and
  // the pieces they become are hidden where they land. Where that is, is read after that paint,
  // when the layout is done: read in the commit, the targets' rectangles forced the new table's
  // layout into React's task (issue 45's 4× throttled trace).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step's flights are the trigger; a speed changed mid-flight must not fly them again.
  useLayoutEffect(() => {
    const before = sources.current;
    sources.current = new Map();
    const to = layer.current;
    if (!flights.length || !to) return;
    const standing = standAtSources(to, table(), flights, before);
    const cancel = afterNextPaint(() => void fly(to, measure(table(), flights, before), ms, standing));
    // A new step, or leaving: whatever is still on its way shows where it lands.
    return () => {
      cancel();
      standing.done();
      landAll();
    };
  }, [flights]);
  if (reduced) return null;
  return (
    <>
      <SourcesBefore step={from} flights={flights} read={(s) => (sources.current = s)} />
      {createPortal(<div className="flights" ref={layer} aria-hidden="true" />, document.body)}
    </>
  );
}
