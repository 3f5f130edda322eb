import { versionsAfter } from './rows';

/** How often a match's row is rewritten for its actions alone: 60 s. */
export const ROW_GRAIN_MS = 60_000;

/**
 * A match row's columns with its version as the log has it (the row's `version` may lag the
 * stored actions), for `SELECT … FROM matches`: both adapters read it the same way.
 */
export const LOGGED = '(SELECT MAX(idx) + 1 FROM actions WHERE actions.match_id = matches.id) AS logged';

/**
 * Which matches had their row written recently (issue 26). Rewriting a match's row for every group
 * commit it has an action in dirtied one more database page per match and commit — about a fifth
 * of the SQLite writer thread's CPU per action — to keep two things the log already says or that
 * need no precision: the version (the last stored action's index + 1, which reads work out) and
 * `updated_at`, which only the expiry policy reads, with cutoffs of days. So the row is written
 * when one of its actions comes more than a grain after the last write, and not in between.
 *
 * Two generations of ids, swapped every grain, keep memory bounded by the matches that acted in the
 * last two grains: `updated_at` lags the last action by less than three grains.
 */
export class RecentWrites {
  private current = new Set<string>();
  private previous = new Set<string>();
  private since: number;

  constructor(
    private readonly grainMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.since = now();
  }

  /** Whether the match's row is due to be written now; if so, it counts as written from now on. */
  due(id: string): boolean {
    const t = this.now();
    if (t - this.since >= this.grainMs) {
      this.previous = t - this.since >= 2 * this.grainMs ? new Set() : this.current;
      this.current = new Set();
      this.since = t;
    }
    if (this.current.has(id) || this.previous.has(id)) return false;
    this.current.add(id);
    return true;
  }

  /**
   * The matches of a batch whose rows are written with it, each with the version and clock it
   * reaches: a clock must be stored with its action and the end of a match at once (`ending`);
   * any other row waits for its grain.
   */
  rowsToWrite(
    rows: Parameters<typeof versionsAfter>[0],
    ending: { has(id: string): boolean },
  ): Array<[string, { version: number; clock: string | null }]> {
    return [...versionsAfter(rows)].filter(([id, v]) => v.clock !== null || ending.has(id) || this.due(id));
  }
}
