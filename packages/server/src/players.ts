/**
 * The players' layer (issue 44) — accounts and passkeys, ratings, seeks ("Play now"), friends and
 * blocks, Web Push — built here and each given only the small host it asks for, so server.ts stays
 * the composition of the match service, the limits and the wire. What the match routes take from
 * this layer (rating changes, seats held by who was handed them, who is looking at the lobby) is
 * `apiExtras`.
 */
import type { FastifyInstance } from 'fastify';
import { DELETED_PLAYER } from '@tabula/wire';
import { holdGivenSeats } from './accounts/givenSeats';
import type { AccountHost } from './accounts/http';
import { registerPasskeys } from './accounts/passkeyRoutes';
import { relyingPartyFor } from './accounts/relyingParty';
import { registerAccounts } from './accounts/routes';
import { currentSession } from './accounts/sessions';
import type { AddressLimits } from './limits/addressLimits';
import { matchInfo } from './match/matchInfo';
import type { MatchService } from './match/service';
import type { ApiExtras } from './net/http';
import { type PushOptions, type PushService, startPush } from './push/setup';
import { endedFromLive } from './rating/endedMatch';
import { Ratings } from './rating/ratings';
import { registerRatingRoutes } from './rating/routes';
import { blockedAmongIn, blockedIn } from './relation/blocked';
import { type Relations, registerRelations } from './relation/relations';
import { showDeletedSeats } from './seats/deletedSeats';
import { seatOf } from './seats/tokens';
import type { Blocked } from './seek/pairing';
import { registerSeekRoutes } from './seek/routes';
import { type SeekOptions, Seeks } from './seek/seeks';
import type { Store } from './store/store';

export interface PlayersOptions {
  /** Seeks (seek/seeks.ts): heartbeat, turn-based lifetime, sweep; `blocked` (tests) replaces relation/'s. */
  seeks?: Partial<SeekOptions> & { blocked?: Blocked };
  /** Web Push (src/push/): the VAPID subject, and loopback endpoints for tests. */
  push?: PushOptions;
}

/** What the layer needs of the server; `allowedOrigins` is read per request (known once listening). */
export interface PlayersHost {
  app: FastifyInstance;
  service: MatchService;
  store: Store;
  perAddress: AddressLimits;
  now: () => number;
  publicUrl: string | undefined;
  originOk(origin: string | undefined): boolean;
  allowedOrigins(): ReadonlySet<string> | '*';
  /** Several instances: how often each repeats who is connected to it (0 for one instance). */
  presenceEveryMs: number;
}

export interface Players {
  ratings: Ratings;
  seeks: Seeks;
  relations: Relations;
  push: PushService;
  apiExtras: ApiExtras;
  /** Once listening: the seeks' sweep, and the rated ends a crash left uncounted. */
  start(): Promise<void>;
  /** Before the match service closes: no more pairing, no more presence. */
  stop(): Promise<void>;
  /** After it closed: the rated ends still being counted. */
  settled(): Promise<unknown>;
}

export async function startPlayers(h: PlayersHost, o: PlayersOptions): Promise<Players> {
  const { app, service, store, now } = h;
  // Each end a match reaches here goes to the ratings; a failure to count it is logged and the
  // match stays finished: the next start counts it (catchUp).
  const ratings = new Ratings(store, now);
  const counting = new Set<Promise<unknown>>();
  service.onEnd((m) => {
    const p = ratings.ended(endedFromLive(m, service.now())).catch((e) => app.log.error(e));
    counting.add(p);
    void p.finally(() => counting.delete(p));
  });
  const seeks = new Seeks(
    {
      store,
      tables: service,
      // Either blocking the other keeps two people apart (relation/blocked.ts).
      blocked: o.seeks?.blocked ?? blockedIn(store),
      // A test's own `blocked` is asked pair by pair instead.
      ...(o.seeks?.blocked ? {} : { blockedAmong: blockedAmongIn(store) }),
      now,
      log: (e) => app.log.error(e),
    },
    o.seeks,
  );
  const relations = registerRelations(app, { store, quotas: service.quotas, service, originOk: h.originOk, now });
  registerRatingRoutes(app, ratings);
  registerSeekRoutes(app, seeks, {
    account: async (req) => (await currentSession(store, req, now()))?.accountId ?? null,
    originOk: h.originOk,
    quotas: service.quotas,
  });
  const accountHost: AccountHost = {
    store,
    quotas: service.quotas,
    exempt: (address) => h.perAddress.exempt(address),
    originOk: h.originOk,
    now,
    seatByToken: async (matchId, token) => {
      const m = service.peek(matchId) ?? (await store.getMatch(matchId));
      return m ? seatOf(m.seats, token) : null;
    },
    matchInfo: (matchId) => matchInfo(service, matchId),
    owedInfo: async (matchId) => {
      const info = await matchInfo(service, matchId);
      // Before its first move a running match's row names no seat to move (the seats to move are
      // stored with each action): its copy in memory knows — on an instance that had not loaded
      // it, the waiting list missed a match just started (the cluster suite, issue 44).
      if (info?.status !== 'running' || info.toMove) return info;
      await service.open(matchId);
      return matchInfo(service, matchId);
    },
    seatsDeleted: (seats) => showDeletedSeats(service, seats, DELETED_PLAYER),
  };
  registerAccounts(app, accountHost);
  registerPasskeys(app, {
    ...accountHost,
    relyingParty: (origin) => relyingPartyFor(origin, h.allowedOrigins(), h.publicUrl ?? null),
  });
  const push = await startPush(app, service, store, accountHost, {
    ...o.push,
    publicUrl: h.publicUrl,
    presenceEveryMs: h.presenceEveryMs,
  });
  return {
    ratings,
    seeks,
    relations,
    push,
    apiExtras: {
      ratingChanges: (id) => ratings.ratingChanges(id),
      seatsGiven: holdGivenSeats(store, now),
      viewer: relations.viewer,
    },
    async start() {
      seeks.start();
      // Counting what a crash left uncounted must not keep the server from starting: logged, tried at the next start.
      await ratings.catchUp((id) => store.getMatch(id)).catch((e) => app.log.error(e));
    },
    async stop() {
      relations.close();
      await seeks.stop();
    },
    settled: () => Promise.all(counting),
  };
}
