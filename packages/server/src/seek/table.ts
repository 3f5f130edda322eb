/**
 * Making the match a table of seeks formed (issue 44): rated if asked, with the clock of the
 * speed (real-time bank and increment, or a turn deadline of its days per move — a matched
 * turn-based game never waits without one), every seat taken at once in a random order, each held
 * by its seeker's account (played through the session, so no seat token is handed out). seeks.ts
 * stores a sweep's tables together (store `seatTables`), then each match is started where the
 * cluster leases it, as seating.ts starts a full match.
 */
import { randomInt } from 'node:crypto';
import type { ClockConfig } from '@tabula/wire';
import type { ClusterHooks } from '../cluster/hooks';
import { buildMatch } from '../match/createMatch';
import type { LiveMatch } from '../match/liveMatch';
import { hashToken, newToken } from '../seats/tokens';
import type { SeekRow } from '../store/seekRows';
import type { SeatedTable, StoredMatch } from '../store/store';
import { speedOf } from './rules';

const DAY_MS = 86_400_000;

/** What starting a table's match needs of the server (the match service has each of these). */
export interface TableHost {
  readonly cluster: Pick<ClusterHooks, 'claim'> | null;
  /** `made`: the match was made this moment, so it has no table talk to read back. */
  open(id: string, fresh?: StoredMatch, made?: boolean): Promise<LiveMatch | null>;
  drive(m: LiveMatch): void;
  now(): number;
}

/** The clock a seek's speed plays with. */
function clockOf(speed: string): ClockConfig {
  const s = speedOf(speed);
  return s.kind === 'realtime'
    ? { kind: 'realtime', baseMs: s.baseMs, incrementMs: s.incrementMs }
    : { kind: 'turn', turnMs: s.days * DAY_MS };
}

/** The seeks in a random order (Fisher–Yates): who sits first is drawn, not who waited longest. */
function shuffled<T>(xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The match of a table of seeks (one pool: rules.ts), to store: each seek's seat drawn. */
export function tableOf(seeks: readonly SeekRow[], claim: string, now: number): SeatedTable {
  const first = seeks[0]!;
  const { stored } = buildMatch(
    { game: first.game, players: first.players, clock: clockOf(first.speed), rated: first.rated },
    now,
  );
  const order = shuffled(seeks);
  stored.seats = order.map((s, seat) => ({
    seat,
    name: s.username,
    bot: null,
    // A person's seat has a token; this one is never shown, as the account plays the seat.
    tokenHash: hashToken(newToken()),
  }));
  stored.status = 'running';
  return { claim, match: stored, seats: order.map((s) => ({ seekId: s.id, accountId: s.accountId })) };
}

/** Starts a stored table's match, as seating.ts starts a full one. */
export async function startTable(host: TableHost, stored: StoredMatch): Promise<void> {
  // Several instances: its clock and bots run where its lease is taken.
  if (host.cluster) await host.cluster.claim(stored.id);
  const m = await host.open(stored.id, stored, true);
  if (m) host.drive(m);
}
