/** A seat's snapshot of a local match, kept current in React. */
import { useCallback, useSyncExternalStore } from 'react';
import type { LocalMatch, SeatSnapshot } from './localMatch';

export function useLocalMatch(match: LocalMatch, seat: number): SeatSnapshot {
  const subscribe = useCallback((fn: () => void) => match.subscribe(fn), [match]);
  const get = useCallback(() => match.snapshot(seat), [match, seat]);
  return useSyncExternalStore(subscribe, get, get);
}
