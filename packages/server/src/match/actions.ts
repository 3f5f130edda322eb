/**
 * The path of one action (a person's `act` message or a bot's move), from the match's chain to
 * the acknowledgement. Actions of one match are handled one after another on `LiveMatch.chain`;
 * for each:
 * 1. who plays the seat: its person or, while they are away, a bot — never both;
 * 2. the check (`check.ts`): status, the version rule, then legality, once, against the seat's
 *    legal list the server already holds (a listed action is applied with the engine's
 *    `applyListed`; anything else goes through the engine's `step`, whose refusal names the rule);
 * 3. the outcome and the seats to move after it, computed once for the version: stored with the
 *    row (the lobby's turn column), given to the clock (`table/matchClock.ts`) and to
 *    `LiveMatch.commit`, which lists the next legal actions from them;
 * 4. the row is stored durably (group commit, `committer.ts`; several instances: only if nobody
 *    changed the match since this copy's `seq`, else the copy is refreshed and the check redone);
 * 5. the copy in memory takes the action (`LiveMatch.commit`), other instances are told;
 * 6. the fan-out (`net/fanout.ts`): the acting seat's connections first — that update, holding
 *    the action, is its acknowledgement — then the other seats to move; idle seats and spectators
 *    within COALESCE_MS, one update for a burst;
 * 7. the promise resolves with the new version, and the connection sends `ack` for a labelled
 *    action (`net/socket/act.ts`) after that update (`net/outbox.ts` writes the two together, in
 *    that order). So no client hears of an action before it is stored, and the actor's update
 *    never follows its `ack`. A bot's move (`bots/driver.ts`) takes the same path.
 */
import { isUndo, type Seat } from '@tabula/engine';
import type { ErrorCode } from '@tabula/wire';
import type { Metrics } from '../metrics';
import { type ActionRow, ConflictError } from '../store/store';
import type { ClusterHooks } from '../cluster/hooks';
import { clockAfter } from '../table/matchClock';
import { withResignations } from '../table/resign';
import { check } from './check';
import type { GroupCommitter } from './committer';
import type { LiveMatch } from './liveMatch';

/** Times an action is checked again after another instance changed the match first (cluster). */
const CONFLICT_RETRIES = 5;

/** Stored as `version` (the match's version after the action), or refused with nothing changed. */
export type ActResult =
  | { ok: true; version: number }
  | { ok: false; code: ErrorCode; message: string; ruleId?: string };

/** What the action path needs of the server around it. */
export interface ActionHost {
  readonly metrics: Metrics;
  readonly cluster: ClusterHooks | null;
  /** The server is shutting down: no action is taken any more. */
  readonly closing: boolean;
  now(): number;
  /** Several instances: reads what another instance stored (on the match's chain). */
  refreshInChain(m: LiveMatch): Promise<void>;
  /** Stores a snapshot of the match in the background (resident.ts). */
  snapshot(m: LiveMatch): void;
  /** Sends subscribers their update since what each last saw (net/fanout.ts). */
  broadcast(m: LiveMatch, except: undefined, urgent: readonly Seat[]): void;
  /** The match's bots play on, or stop once it is over. */
  drive(m: LiveMatch): void;
  forget(matchId: string): void;
  /** The action ended the match (its outcome is stored): whoever listens for ends hears of it. */
  ended(m: LiveMatch): void;
  /** After the action settled: a match nobody watches may leave memory. */
  settled(m: LiveMatch): void;
  /** Whether a snapshot is due every this many versions (resident.ts's SNAPSHOT_EVERY). */
  readonly snapshotEvery: number;
  /** After the update went out: `before` are the seats that owed before the action (push/turnNotices.ts). */
  owed(m: LiveMatch, before: readonly Seat[]): void;
}

export class Actions {
  constructor(
    private readonly host: ActionHost,
    private readonly committer: GroupCommitter,
  ) {}

  /**
   * Applies `seat`'s action chosen against `version`. Actions of one match are handled one after
   * another; the update goes out only after the action is durably stored.
   */
  act(
    m: LiveMatch,
    seat: Seat,
    version: number,
    action: unknown,
    receivedAt = performance.now(),
    by: 'person' | 'bot' = 'person',
  ): Promise<ActResult> {
    m.inFlight++;
    // Anonymous arrows: under tsx a named closure made per action pays a redefinition of its name.
    const result = m.chain
      .then(
        () => this.actNow(m, seat, version, action, receivedAt, by),
        () => this.actNow(m, seat, version, action, receivedAt, by),
      )
      .finally(() => {
        m.inFlight--;
        this.host.settled(m);
      });
    m.chain = result;
    return result;
  }

  /** `act` once the match's earlier actions are settled. */
  private async actNow(
    m: LiveMatch,
    seat: Seat,
    version: number,
    action: unknown,
    receivedAt: number,
    by: 'person' | 'bot',
  ): Promise<ActResult> {
    const host = this.host;
    for (let attempt = 0; ; attempt++) {
      if (host.closing) return { ok: false, code: 'internal', message: 'the server is shutting down; nothing changed' };
      const refused = playedBy(m, seat, by);
      if (refused) return refused;
      const p = check(m, seat, version, action);
      if (!p.ok) {
        host.metrics.refused++;
        return p;
      }
      const outcome = withResignations(m.game.outcome(p.state), m.resigned());
      // Only a move feeds a clock; an undo restores the clock it takes back (issue 41, matchClock.ts).
      // The seats that owe a decision after it, once: for the clock and for the lobby's turn.
      const toMove = m.game.activeSeats(p.state);
      const clock = clockAfter(m, seat, toMove, p.trail, isUndo(action), host.now());
      const storing = performance.now();
      // Several instances: stored only if nobody changed the match since this copy's seq.
      // Every field present (undefined when absent): one object shape per action row.
      // Whose turn it is after it goes with the action: the lobby reads it from there (issue 41, item 1).
      const row: ActionRow = {
        matchId: m.id,
        index: m.version,
        seat,
        action,
        clock: clock ?? undefined,
        toMove,
        seq: host.cluster ? m.seq : undefined,
      };
      try {
        await this.committer.append(row, outcome);
      } catch (e) {
        if (e instanceof ConflictError && attempt < CONFLICT_RETRIES) {
          // Another instance changed the match first: read what it stored, then check again.
          host.cluster?.conflicted();
          await host.refreshInChain(m);
          continue;
        }
        return {
          ok: false,
          code: 'internal',
          message: `the action could not be stored; nothing changed (${(e as Error).message})`,
        };
      }
      host.metrics.committed(performance.now() - storing);
      const owedBefore = m.active;
      m.commit(seat, p.state, p.events, p.trail, { active: toMove, outcome });
      m.seq += 1;
      if (clock) m.clock = clock;
      host.cluster?.publish(m.id, {
        kind: 'action',
        seq: row.seq ?? 0,
        index: row.index,
        seat,
        action,
        ...(clock ? { clock } : {}),
      });
      // None at the end: a match opens from a snapshot at least MAX_EVENT_VERSIONS old, so a
      // last one was never read, and it was a write (on PostgreSQL a commit) per finished match.
      if (m.snapshotDue(host.snapshotEvery)) host.snapshot(m);
      host.broadcast(m, undefined, [seat, ...m.active]);
      host.owed(m, owedBefore);
      host.metrics.action(performance.now() - receivedAt);
      if (m.outcome) {
        host.forget(m.id);
        host.ended(m);
      } else host.drive(m);
      return { ok: true, version: m.version };
    }
  }
}

/** A seat is played by its person or, while they are away, by a bot: never both. */
function playedBy(m: LiveMatch, seat: Seat, by: 'person' | 'bot'): ActResult | null {
  const botSeat = m.seats[seat]?.bot != null;
  if (by === 'bot' && !botSeat)
    return { ok: false, code: 'not-your-turn', message: `seat ${seat} is played by its person again` };
  if (by === 'person' && botSeat)
    return {
      ok: false,
      code: 'not-your-turn',
      message: m.resigned().includes(seat)
        ? 'you resigned: a bot plays your seat'
        : 'a bot plays your seat while you are away; greet the match again (hello) to take it back',
    };
  return null;
}
