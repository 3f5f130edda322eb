/** Redaction helpers: what a viewer may see of events, and of secrets kept under known keys. */
import type { GameEvent, Viewer } from './contract';

/** The events `viewer` may see: public ones, and private ones addressed to that seat. */
export function eventsFor(events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  return events.filter((e) => e.to === undefined || (viewer !== 'spectator' && e.to.includes(viewer)));
}

/** A hidden pile shown only by its size: what a seat may know of a face-down stack. */
export function hiddenCount(items: readonly unknown[]): { count: number } {
  return { count: items.length };
}
