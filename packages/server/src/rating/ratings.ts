/**
 * The ratings (issue 44), a module in the manner of Lichess's `rating`: it owns its tables
 * (store/ratingRows.ts) and hears of the rest through small interfaces — the match service tells
 * it of each end (wired in server.ts), the accounts say who holds a seat. A match's end is counted
 * once: the store takes each match's end a single time, so a repeated notice (a crash, a replay,
 * two instances) changes nothing.
 */
import type { Leaderboard, PlayerProfile, RatedGame, RatingChange } from '@tabula/wire';
import type { AccountStore } from '../store/accountRows';
import type { RatedEnd, RatingStore } from '../store/ratingRows';
import type { StoredMatch } from '../store/store';
import { abandonedRanks, countedRanks } from './ranks';
import { unratedReason } from './eligibility';
import { type EndedMatch, endedFromStored } from './endedMatch';
import { stepsOf } from './rate';
import { shown, shownRating } from './scale';

/** The leaderboard lists accounts with a rated match of the game in this many days. */
const ACTIVE_DAYS = 30;

/** What the ratings read besides their own tables. */
export type RatingsStore = RatingStore & Pick<AccountStore, 'seatHolder' | 'accountByKey'>;

export class Ratings {
  constructor(
    private readonly store: RatingsStore,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * A match ended (with a result, or abandoned). Created as rated, its end is taken: counted if it qualifies (eligibility.ts),
   * else kept with the reason. Resolves with whether this call counted it (false: not rated, or
   * taken before).
   */
  async ended(m: EndedMatch): Promise<boolean> {
    if (!m.rated) return false;
    const holders = await Promise.all(m.seats.map((s) => this.store.seatHolder(m.id, s.seat)));
    const why = unratedReason(m, holders);
    const ranks = why
      ? []
      : m.ranking
        ? countedRanks(m.ranking, m.tableEvents)
        : abandonedRanks(m.players, m.tableEvents);
    const end: RatedEnd = {
      matchId: m.id,
      game: m.game,
      endedAt: m.endedAt,
      ranks: ranks.map((rank, seat) => ({ seat, accountId: holders[seat]!, rank })),
      ...(why ? { unrated: why } : {}),
    };
    return (await this.store.recordEnd(end, (before) => stepsOf(end, before))) && !why;
  }

  /** At start-up: the rated ends a crash left untaken (the match stored finished, its end not). */
  async catchUp(read: (id: string) => Promise<StoredMatch | null>): Promise<number> {
    let counted = 0;
    for (const id of await this.store.untakenEnds()) {
      const m = await read(id);
      if (m && (await this.ended(endedFromStored(m)))) counted++;
    }
    return counted;
  }

  /** A page of the game's board: the accounts active in the last ACTIVE_DAYS days. */
  async leaderboard(game: RatedGame, limit: number, offset: number): Promise<Leaderboard> {
    const activeSince = new Date(this.now() - ACTIVE_DAYS * 86_400_000).toISOString();
    // One more than the page: whether a next page exists.
    const rows = await this.store.board(game, activeSince, limit + 1, offset);
    const players = rows.slice(0, limit).map((r, i) => ({
      place: offset + i + 1,
      username: r.username,
      ...shown(r),
      lastPlayedAt: r.lastAt,
    }));
    return { game, activeSince, players, ...(rows.length > limit ? { next: offset + limit } : {}) };
  }

  /** The player's ratings and history per game; null for no such account. */
  async profile(key: string): Promise<PlayerProfile | null> {
    const account = await this.store.accountByKey(key);
    if (!account) return null;
    const ratings: PlayerProfile['ratings'] = [];
    for (const r of await this.store.ratingsOf(account.id)) {
      const history = (await this.store.stepsOf(account.id, r.game)).map((s) => ({
        matchId: s.matchId,
        at: s.at,
        rating: shownRating(s),
      }));
      ratings.push({ game: r.game as RatedGame, ...shown(r), history });
    }
    return { username: account.username, ratings };
  }

  /** What a counted match did to each seat's rating, by seat; null when it was not counted. */
  async ratingChanges(matchId: string): Promise<RatingChange[] | null> {
    const steps = await this.store.stepsOfMatch(matchId);
    if (steps.length === 0) return null;
    return steps.map((s) => {
      const before = shownRating({ mu: s.muBefore, sigma: s.sigmaBefore });
      const after = shown(s);
      return {
        seat: s.seat,
        username: s.username,
        rank: s.rank,
        before,
        after: after.rating,
        change: after.rating - before,
        provisional: after.provisional,
      };
    });
  }
}
