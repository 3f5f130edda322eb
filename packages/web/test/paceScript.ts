/**
 * A Hansa 2-player opening as the server would send it to seat 0 (Ann): her pawn placement, then
 * the bot's (seat 1) first turn of three moves — a trader placed, another placed, the free pawn
 * move — each begun by a version with nothing to watch (issue 45's pacing tests).
 */
import { emptyTrail, eventsFor, step, type AnyGame, type UndoTrail } from '@tabula/engine';
import { hansa, type HansaState } from '@tabula/hansa';
import type { ServerMessage } from '@tabula/wire';

type Update = Extract<ServerMessage, { t: 'update' }>;
const seats = [0, 1].map((seat) => ({ seat, name: seat ? 'Bot' : 'Ann', bot: seat ? 'basic' : null, connected: true }));

/** The bot's choices: begin a placement, place on the first free post; twice; then the free pawn move. */
export function botChoice(legal: Array<{ type: string; action?: string }>, placed: number) {
  const want = placed < 2 ? 'place' : 'pawnFree';
  return (
    legal.find((a) => a.type === 'begin' && a.action === want) ??
    legal.find((a) => a.type === (placed < 2 ? 'place' : 'movePawn')) ??
    legal[0]!
  );
}

export function hansaBotTurn(): { updates: Update[]; states: HansaState[] } {
  let s = hansa.setup({ players: 2, seed: 1 });
  let trail: UndoTrail<unknown> = emptyTrail();
  const updates: Update[] = [];
  const states: HansaState[] = [s];
  const send = (version: number, log: Update['events']) =>
    updates.push({
      t: 'update',
      version,
      view: hansa.view(s, 0),
      legal: hansa.activeSeats(s).includes(0) ? (hansa.legalActions(s, 0) as unknown[]) : [],
      active: hansa.activeSeats(s),
      undo: false,
      events: log,
      outcome: null,
      seats,
      clock: null,
    });
  send(0, []);
  let placed = 0;
  for (let v = 1; hansa.activeSeats(s)[0] !== 0 || v === 1; v++) {
    const seat = hansa.activeSeats(s)[0]!;
    const legal = hansa.legalActions(s, seat) as Array<{ type: string; action?: string }>;
    const a = seat === 0 ? legal[0]! : botChoice(legal, placed);
    if (a.type === 'place') placed++;
    const r = step(hansa as AnyGame, s, trail, seat, a);
    s = r.state as HansaState;
    trail = r.trail;
    states.push(s);
    send(v, [{ version: v, seat, events: eventsFor(r.events, 0) }]);
  }
  return { updates, states };
}
