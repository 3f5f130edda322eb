/**
 * What the match service asks of the cluster (several instances, issue 26). Without
 * `--redis-url` the service has none and behaves as a single instance.
 */
import type { Notice } from './follow';

export interface ClusterHooks {
  /** Whether this instance drives the match's bots and clock now (it holds the match's lease). */
  owns(matchId: string): boolean;
  /** Tells the other instances about a change this instance just stored. */
  publish(matchId: string, notice: Notice): void;
  /** The match is now in memory here: listen to its channel. */
  opened(matchId: string): void;
  /** The match left memory here: stop listening. */
  dropped(matchId: string): void;
  /** A match that may need a driver now (created with bots or a clock, or just started): try to lease it. */
  claim(matchId: string): Promise<boolean>;
  /** Counts a write that lost to another instance's (for /metrics). */
  conflicted(): void;
}
