/**
 * Building what each connection receives. Views are computed once per viewer and version (many
 * spectators cost one `view` call), each version's events once per distinct redaction
 * (eventsJson.ts), and both spliced into the message as JSON text.
 */
import type { Viewer } from '@tabula/engine';
import { eventsJsonSince } from './eventsJson';
import type { LiveMatch } from './liveMatch';
import type { ActRef, ErrorCode, ServerMessage } from './wire';

const cache = new WeakMap<LiveMatch, { version: number; views: Map<Viewer, string> }>();

function viewJson(m: LiveMatch, viewer: Viewer): string {
  let c = cache.get(m);
  if (!c || c.version !== m.version) {
    c = { version: m.version, views: new Map() };
    cache.set(m, c);
  }
  let json = c.views.get(viewer);
  if (json === undefined) {
    json = JSON.stringify(m.game.view(m.state, viewer));
    c.views.set(viewer, json);
  }
  return json;
}

/**
 * What every viewer's update of one moment shares (outcome, seats, clock), as JSON: a broadcast
 * makes it once for all its recipients (`Shared`) instead of once per update.
 */
export interface Shared {
  tail?: string;
}

function tailJson(m: LiveMatch): string {
  return `"outcome":${JSON.stringify(m.outcome)},"seats":${JSON.stringify(m.seatInfo())},"clock":${JSON.stringify(m.clockView())}}`;
}

/** The `update` message for one viewer who last saw version `since`. */
export function updateMessage(m: LiveMatch, viewer: Viewer, since: number, shared: Shared = {}): string {
  const seat = viewer === 'spectator' ? null : viewer;
  return (
    `{"t":"update","version":${m.version},"view":${viewJson(m, viewer)},"legal":${m.legalJsonOf(seat)},` +
    `"active":${m.activeJson},"undo":${JSON.stringify(m.undoOf(seat))},"events":${eventsJsonSince(m, viewer, since)},` +
    (shared.tail ??= tailJson(m))
  );
}

/** Who is at the table (names, bots, connected): sent alone when only that changed. */
export function seatsMessage(m: LiveMatch): string {
  return `{"t":"seats","seats":${JSON.stringify(m.seatInfo())}}`;
}

export function welcomeMessage(m: LiveMatch, seat: number | null): string {
  const msg: ServerMessage = { t: 'welcome', matchId: m.id, game: m.game.id, players: m.players, seat, options: m.options };
  return JSON.stringify(msg);
}

export function errorMessage(code: ErrorCode, message: string, extra: { ruleId?: string; version?: number; ref?: ActRef } = {}): string {
  const msg: ServerMessage = { t: 'error', code, message, ...extra };
  return JSON.stringify(msg);
}

/** The answer to an `act` that carried a `ref`: it was stored as `version`. */
export function ackMessage(ref: ActRef, version: number): string {
  const msg: ServerMessage = { t: 'ack', ref, version };
  return JSON.stringify(msg);
}
