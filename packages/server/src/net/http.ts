/** The HTTP API (see @tabula/wire's protocol.ts): every body and query is checked with the wire's zod schemas. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverGames } from '@tabula/wire/games';
import type { AddressLimits } from '../limits/addressLimits';
import { HttpError, parse } from './httpError';
import type { MatchService } from '../match/service';
import { parseCursor } from '../match/listing';
import { listPage, matchInfo } from '../match/matchInfo';
import { takeRead } from '../limits/readLimits';
import { Records, sendRecord } from '../match/records';
import { rematch, rematchOf } from '../match/rematch';
import {
  CreateMatch,
  type GameInfo,
  JoinMatch,
  ListMatchesQuery,
  type MatchList,
  type MatchStatus,
  type RatingChange,
  RematchRequest,
} from '@tabula/wire';

const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The page size of the listing when the query names none (the most is ListMatchesQuery's). */
const PAGE_DEFAULT = 100;

function matchId(params: unknown): string {
  const id = (params as { id?: string }).id ?? '';
  if (!MATCH_ID.test(id)) throw new HttpError(400, `bad match id "${id.slice(0, 80)}"`);
  return id;
}

function gameInfos(): GameInfo[] {
  return Object.values(serverGames).map((g) => ({
    id: g.id,
    name: g.name,
    minPlayers: g.facts.minPlayers,
    maxPlayers: g.facts.maxPlayers,
    hiddenInformation: g.facts.hiddenInformation,
    options: g.facts.options,
  }));
}

/** What a client needs to know of the server itself: the public URL invite links are made of. */
export interface ServerFacts {
  publicUrl: string | null;
}

/**
 * What other modules add to the match routes: a finished rated match's rating changes (rating/),
 * the seats a signed-in request is handed, held by its account (accounts/givenSeats.ts), and the
 * signed-in account whose lobby may list its friends' private tables too (relation/).
 */
export interface ApiExtras {
  ratingChanges(matchId: string): Promise<RatingChange[] | null>;
  seatsGiven(req: FastifyRequest, matchId: string, seats: readonly number[]): Promise<unknown>;
  viewer?(req: FastifyRequest): Promise<string | null>;
}

const NO_EXTRAS: ApiExtras = { ratingChanges: async () => null, seatsGiven: async () => [] };

export function registerApi(
  app: FastifyInstance,
  service: MatchService,
  limits: AddressLimits,
  facts: ServerFacts = { publicUrl: null },
  extras: ApiExtras = NO_EXTRAS,
): void {
  app.get('/api/games', async () => ({ games: gameInfos() }));
  app.get('/api/server', async () => facts);

  app.post('/api/matches', async (req, reply) => {
    const body = parse(CreateMatch, req.body, 'match request');
    const refused = limits.create(req.ip);
    if (refused) throw new HttpError(429, refused);
    reply.code(201);
    const created = await service.create(body, limits.counted(req.ip));
    await extras.seatsGiven(
      req,
      created.id,
      (created.tokens ?? []).map((t) => t.seat),
    );
    return created;
  });

  app.post('/api/matches/:id/join', async (req) => {
    const id = matchId(req.params);
    const joined = await service.join(id, parse(JoinMatch, req.body, 'join request'));
    await extras.seatsGiven(req, id, [joined.seat]);
    return joined;
  });

  // Expensive reads are limited per address (readLimits.ts, issue 41 item 1).
  const exempt = (address: string) => limits.exempt(address);
  const viewerOf = async (req: FastifyRequest) => {
    const viewer = (await extras.viewer?.(req)) ?? null;
    return viewer === null ? {} : { viewer };
  };

  app.get('/api/matches', async (req, reply): Promise<MatchList> => {
    const q = parse(ListMatchesQuery, req.query, 'query');
    await takeRead(service.quotas, exempt, 'listing', req, reply);
    return listPage(service, {
      ...(q.status ? { status: q.status.split(',') as MatchStatus[] } : {}),
      limit: q.limit ?? PAGE_DEFAULT,
      ...(q.before ? { before: parseCursor(q.before) } : {}),
      // Named ids are links their holder has, private tables included; otherwise public ones only
      // (and a signed-in person's friends' private ones).
      ...(q.ids ? { ids: q.ids.split(',') } : { listedOnly: true, ...(await viewerOf(req)) }),
    });
  });

  app.get('/api/matches/:id', async (req, reply) => {
    const id = matchId(req.params);
    await takeRead(service.quotas, exempt, 'info', req, reply);
    const info = await matchInfo(service, id);
    if (!info) throw new HttpError(404, `no match "${id}"`);
    // An abandoned rated match is counted too (issue 44: its leavers take a loss).
    const ratingChanges =
      info.rated && (info.status === 'finished' || info.status === 'abandoned') ? await extras.ratingChanges(id) : null;
    if (info.status !== 'finished') return { ...info, ...(ratingChanges ? { ratingChanges } : {}) };
    const next = await rematchOf(service, id);
    return { ...info, ...(next ? { rematch: next } : {}), ...(ratingChanges ? { ratingChanges } : {}) };
  });

  app.post('/api/matches/:id/rematch', async (req, reply) => {
    const id = matchId(req.params);
    const body = parse(RematchRequest, req.body, 'rematch request');
    const refused = limits.create(req.ip);
    if (refused) throw new HttpError(429, refused);
    reply.code(201);
    const next = await rematch(service, id, body, limits.counted(req.ip));
    await extras.seatsGiven(
      req,
      next.matchId,
      next.tokens.map((t) => t.seat),
    );
    return next;
  });

  const records = new Records(service.store, service.now);
  app.addHook('onClose', () => records.close());
  app.get('/api/matches/:id/record', async (req, reply) => {
    const id = matchId(req.params);
    await takeRead(service.quotas, exempt, 'record', req, reply);
    return sendRecord(req, reply, await records.get(id));
  });
}
