/**
 * What the replay's hint is asked from (issue 22): the seat on the move — the seat whose point of
 * view is shown, or with everyone's the first seat to act — and that seat's view and legal list,
 * never the state: the replay holds every state, but the worker gets only what the seat knew.
 */
import type { AnyGame } from '@tabula/engine';

export interface SeatKnowledge {
  seat: number;
  view: unknown;
  legal: unknown[];
}

export function replayHintFor(game: AnyGame, state: unknown, viewer: number | 'spectator'): SeatKnowledge | null {
  const active: number[] = game.activeSeats(state);
  const seat = viewer === 'spectator' ? (active[0] ?? null) : active.includes(viewer) ? viewer : null;
  if (seat === null) return null;
  return { seat, view: game.view(state, seat), legal: game.legalActions(state, seat) };
}
