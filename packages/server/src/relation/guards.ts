/**
 * What a block does at the table (issue 44). A signed-in person cannot join a table where an
 * account holding a seat blocks them or is blocked by them: the join is refused (403) with a
 * sentence that names no one. Their lines of talk at such a table are refused too, with the same
 * reticence: a refusal rather than lines silently kept from one connection, so the speaker knows
 * the line went nowhere and nobody's screen shows half a conversation. The speaker is the account
 * holding the seat that talks, else the connection's signed-in account. A guest has no account, so
 * a block cannot follow a person who plays signed out (README, "Friends and blocks").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LiveMatch } from '../match/liveMatch';
import { HttpError } from '../net/httpError';
import type { AccountStore } from '../store/accountRows';
import type { RelationStore } from '../store/relationRows';
import type { ChatRefusal, Speaker } from '../table/chatLimits';

const JOIN_ROUTE = '/api/matches/:id/join';

const JOIN_REFUSED = 'you cannot join this table';
const TALK_REFUSED = 'you cannot talk at this table';

/** Refuses a signed-in person's join of a table where a seat's holder and they block one another. */
export function guardJoins(
  app: FastifyInstance,
  store: Pick<RelationStore, 'blockedAtTable'>,
  viewer: (req: FastifyRequest) => Promise<string | null>,
): void {
  app.addHook('preHandler', async (req) => {
    if (req.method !== 'POST' || req.routeOptions.url !== JOIN_ROUTE) return;
    const id = (req.params as { id?: string }).id;
    if (!id) return;
    const account = await viewer(req);
    if (account !== null && (await store.blockedAtTable(id, account))) throw new HttpError(403, JOIN_REFUSED);
  });
}

/** The chat's guard (table/chat.ts `barred`): a line from someone a seat's holder blocks, or who blocks one, is refused. */
export function talkGuard(
  store: Pick<RelationStore, 'blockedAtTable'> & Pick<AccountStore, 'seatHolder'>,
): (m: LiveMatch, who: Speaker) => Promise<ChatRefusal | null> {
  return async (m, who) => {
    const held = who.seat === null ? null : await store.seatHolder(m.id, who.seat);
    const speaker = held ?? who.account ?? null;
    if (speaker === null || !(await store.blockedAtTable(m.id, speaker))) return null;
    return { code: 'chat-closed', message: TALK_REFUSED };
  };
}
