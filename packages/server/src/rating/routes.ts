/**
 * The ratings' routes (issue 44; answers typed in @tabula/wire's ratingApi.ts): a game's
 * leaderboard and a player's profile. Reads only: nothing here changes anything.
 */
import type { FastifyInstance } from 'fastify';
import {
  type Leaderboard,
  LeaderboardQuery,
  type PlayerProfile,
  RATED_GAMES,
  type RatedGame,
  usernameKey,
  usernameProblem,
} from '@tabula/wire';
import { HttpError, parse } from '../net/httpError';
import type { Ratings } from './ratings';

const LEADERBOARD_PAGE = 50;

export function registerRatingRoutes(app: FastifyInstance, ratings: Ratings): void {
  app.get('/api/ratings/:game', async (req): Promise<Leaderboard> => {
    const game = ratedGame((req.params as { game: string }).game);
    const q = parse(LeaderboardQuery, req.query, 'leaderboard query');
    return ratings.leaderboard(game, q.limit ?? LEADERBOARD_PAGE, q.offset ?? 0);
  });

  app.get('/api/players/:username', async (req): Promise<PlayerProfile> => {
    const username = (req.params as { username: string }).username;
    const why = usernameProblem(username);
    if (why) throw new HttpError(400, `no player can be named "${username.slice(0, 40)}": ${why}`);
    const profile = await ratings.profile(usernameKey(username));
    if (!profile) throw new HttpError(404, `no player named "${username}"`);
    return profile;
  });
}

/** The path's game, if it has ratings: a 404 naming the ones that do. */
function ratedGame(game: string): RatedGame {
  if ((RATED_GAMES as readonly string[]).includes(game)) return game as RatedGame;
  throw new HttpError(
    404,
    `no leaderboard for "${game.slice(0, 40)}": the rated games are ${RATED_GAMES.join(' and ')}`,
  );
}
