/**
 * The flights of the step on screen (issue 45): what each log entry of the step moved, from where
 * it came to where it went. With `prefers-reduced-motion: reduce` nothing flies: the last move's
 * highlight (lastMove.css) marks what the step changed.
 */
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useReducedMotionConfig } from 'motion/react';
import type { GameUi } from '../../games/types';
import type { LogEntry } from '../../net/connState';
import { fly, measure } from './flightLayer';
import type { Pace } from './usePaced';

const prefersReduced = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

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
  const { from, to } = pace;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step (a new `from`) is the trigger; its `to`, log and pace are read with it (a quiet version folded into the step changes `to` and flies nothing again).
  useEffect(() => {
    if (reduced || !ui?.flights || !layer.current || to <= from) return;
    const entries = log.filter((e) => e.version > from && e.version <= to);
    const flights = entries.flatMap((e) => ui.flights!(e.events, seat));
    if (!flights.length) return;
    const area = document.querySelector('[data-testid="match"]') ?? document;
    void fly(layer.current, measure(area, flights), ms);
  }, [from, reduced, ui]);
  if (reduced) return null;
  return createPortal(<div className="flights" ref={layer} aria-hidden="true" />, document.body);
}
