/**
 * Relations between accounts (issue 44, after Lichess's `relation` module): friends, blocks,
 * challenges and who is online. It owns its tables (store/relationRows.ts) and offers the rest of
 * the server three small things: `blocked(a, b)` (blocked.ts), the lobby's signed-in viewer (whose
 * friends' private tables it may list), and presence for WebSockets; server.ts wires them in.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Quotas } from '../limits/quota';
import type { Store } from '../store/store';
import type { Chat } from '../table/chat';
import { type Blocked, blockedIn } from './blocked';
import { registerBlockRoutes } from './blockRoutes';
import type { ChallengeService } from './challenges';
import { registerFriendRoutes } from './friendRoutes';
import { guardJoins, talkGuard } from './guards';
import { type RelationHost, viewer } from './http';
import { Presence } from './presence';

export interface Relations {
  /** True when either account blocks the other: for seek pairing and anything else that seats two people. */
  blocked: Blocked;
  /** The request's signed-in account, or null (the lobby listing's viewer). */
  viewer(req: FastifyRequest): Promise<string | null>;
  presence: Presence;
  close(): void;
}

export interface RelationOptions {
  store: Store;
  quotas: Quotas;
  service: ChallengeService & { chat: Pick<Chat, 'barred'> };
  originOk(origin: string | undefined): boolean;
  now(): number;
}

/** The routes, the join and chat guards, and presence's minute timer. */
export function registerRelations(app: FastifyInstance, o: RelationOptions): Relations {
  const presence = new Presence(o.store, o.now);
  const host: RelationHost = { store: o.store, quotas: o.quotas, presence, originOk: o.originOk, now: o.now };
  const seen = (req: FastifyRequest) => viewer(host, req);
  registerFriendRoutes(app, host, o.service);
  registerBlockRoutes(app, host, o.service);
  guardJoins(app, o.store, seen);
  o.service.chat.barred = talkGuard(o.store);
  presence.start();
  return { blocked: blockedIn(o.store), viewer: seen, presence, close: () => presence.stop() };
}
