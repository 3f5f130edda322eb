/**
 * Building what each connection receives. Views are computed once per viewer and version (many
 * spectators cost one `view` call), each version's events once per distinct redaction
 * (eventsJson.ts), and both spliced into the message as JSON text.
 */
import { diff, type Viewer } from '@tabula/engine';
import { eventsJsonSince } from './eventsJson';
import type { LiveMatch } from '../match/liveMatch';
import type { ActRef, ErrorCode, ServerMessage } from '@tabula/wire';

/**
 * One viewer's view at the match's latest version it was asked for, kept as the object (to patch
 * against at the next version) and, once needed, as JSON; and the view it replaced, with the
 * patch from that one to this one. Versions only grow (an undo is an action), so a version names
 * one view for good.
 */
interface ViewerViews {
  version: number;
  view: unknown;
  json?: string;
  prev?: { version: number; view: unknown; patch?: string };
}

const cache = new WeakMap<LiveMatch, Map<Viewer, ViewerViews>>();

function viewsOf(m: LiveMatch, viewer: Viewer): ViewerViews {
  let byViewer = cache.get(m);
  if (!byViewer) cache.set(m, (byViewer = new Map()));
  let e = byViewer.get(viewer);
  if (!e || e.version !== m.version) {
    // Every field present from the start, in one order: one object shape for V8, whatever is
    // filled in later (a spread of an optional field made a new shape per object).
    const prev = e ? { version: e.version, view: e.view, patch: undefined } : undefined;
    e = { version: m.version, view: m.game.view(m.state, viewer), json: undefined, prev };
    byViewer.set(viewer, e);
  }
  return e;
}

/**
 * Lets go of what only the updates of the latest version needed — the viewers' views as JSON and
 * the views they replaced with their patches — once everyone watching has been sent them
 * (fanout.ts). A resident match then holds each viewer's current view only, what the next
 * version's patch is made from (issue 46: memory per resident match); a greeting or a late
 * resend makes the JSON again.
 */
export function releaseSent(m: LiveMatch): void {
  const byViewer = cache.get(m);
  if (!byViewer) return;
  for (const e of byViewer.values()) {
    e.json = undefined;
    e.prev = undefined;
  }
}

/**
 * The view part of an update, as JSON members: `"view":…` whole, or — for a connection that reads
 * patches, when its last view (version `since`) is the one this version's view replaced — only
 * `"base":since,"patch":…` (engine patch.ts): a few operations instead of the whole board.
 */
function viewMembers(m: LiveMatch, viewer: Viewer, since: number, patch: boolean): string {
  const e = viewsOf(m, viewer);
  const prev = e.prev;
  if (patch && prev && prev.version === since)
    return `"base":${since},"patch":${(prev.patch ??= JSON.stringify(diff(prev.view, e.view)))}`;
  return `"view":${(e.json ??= JSON.stringify(e.view))}`;
}

/**
 * What every viewer's update of one moment shares (outcome, seats, clock), as JSON: a broadcast
 * makes it once for all its recipients (`Shared`) instead of once per update.
 */
export interface Shared {
  tail?: string;
}

function tailJson(m: LiveMatch): string {
  return (
    // An abandoned match has no outcome: the client learns its end here (issue 44).
    `${m.status === 'abandoned' ? '"abandoned":true,' : ''}"outcome":${JSON.stringify(m.outcome)},"seats":${JSON.stringify(m.seatInfo())},"clock":${JSON.stringify(m.clockView())}}`
  );
}

/**
 * The `update` message for one viewer who last saw version `since`; with `patch`, the view as a
 * patch from that version's when the server still has it. A greeting passes `patch` false: the
 * server cannot know what view a client greeting it holds.
 */
export function updateMessage(m: LiveMatch, viewer: Viewer, since: number, shared: Shared = {}, patch = false): string {
  const seat = viewer === 'spectator' ? null : viewer;
  return (
    `{"t":"update","version":${m.version},${viewMembers(m, viewer, since, patch)},"legal":${m.legalJsonOf(seat)},` +
    `"active":${m.activeJson},"undo":${JSON.stringify(m.undoOf(seat))},"events":${eventsJsonSince(m, viewer, since)},` +
    (shared.tail ??= tailJson(m))
  );
}

/** Who is at the table (names, bots, connected): sent alone when only that changed. */
export function seatsMessage(m: LiveMatch): string {
  return `{"t":"seats","seats":${JSON.stringify(m.seatInfo())}}`;
}

export function welcomeMessage(m: LiveMatch, seat: number | null): string {
  const msg: ServerMessage = {
    t: 'welcome',
    matchId: m.id,
    game: m.game.id,
    players: m.players,
    seat,
    options: m.options,
  };
  return JSON.stringify(msg);
}

export function errorMessage(
  code: ErrorCode,
  message: string,
  extra: { ruleId?: string; version?: number; ref?: ActRef } = {},
): string {
  const msg: ServerMessage = { t: 'error', code, message, ...extra };
  return JSON.stringify(msg);
}

/** The answer to an `act` that carried a `ref`: it was stored as `version`. */
export function ackMessage(ref: ActRef, version: number): string {
  const msg: ServerMessage = { t: 'ack', ref, version };
  return JSON.stringify(msg);
}
