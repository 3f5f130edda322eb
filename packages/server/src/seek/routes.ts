/**
 * The seeks' routes (issue 44; bodies and answers in @tabula/wire's seekApi.ts). Every route needs
 * a signed-in account (a rated game needs one anyway, and the seats are held by accounts); every
 * route that changes something checks `Origin`, as the account routes do.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type OpenSeeks, SeekListQuery, SeekRequest, type SeekState } from '@tabula/wire';
import { throttle } from '../accounts/throttle';
import type { QuotaRule, Quotas } from '../limits/quota';
import { HttpError, parse } from '../net/httpError';
import type { Seeks } from './seeks';

/**
 * Per account, as the account routes throttle theirs: making, joining and cancelling seeks (each
 * a write and a pairing) 30 at once, then one every 2 s; polls (each a chance to pair) 30 at
 * once, then 2 a second — the web polls a waiting seek every 2.5 s.
 */
export const SEEK_CHANGES: QuotaRule = { burst: 30, perSecond: 1 / 2 };
export const SEEK_POLLS: QuotaRule = { burst: 30, perSecond: 2 };

export interface SeekRoutesHost {
  /** The signed-in account of the request, or null. */
  account(req: FastifyRequest): Promise<string | null>;
  /** Whether a page of this origin may change things here (net/origin.ts). */
  originOk(origin: string | undefined): boolean;
  quotas: Quotas;
}

export function registerSeekRoutes(app: FastifyInstance, seeks: Seeks, host: SeekRoutesHost): void {
  const take = throttle(host.quotas);
  // `Origin` first, then who asks, then the body, then the quota: bad input takes none of it.
  const changing = async (req: FastifyRequest): Promise<string> => {
    if (!host.originOk(req.headers.origin))
      throw new HttpError(403, `origin ${req.headers.origin} may not seek games here`);
    return signedIn(req);
  };
  const limit = (account: string, reply: FastifyReply) =>
    take(`seek:${account}`, SEEK_CHANGES, reply, 'seeks made, joined or cancelled');
  const signedIn = async (req: FastifyRequest): Promise<string> => {
    const account = await host.account(req);
    if (!account) throw new HttpError(401, 'sign in first: seeking a game needs an account');
    return account;
  };
  const id = (req: FastifyRequest) => (req.params as { id: string }).id;

  app.post('/api/seeks', async (req, reply): Promise<SeekState> => {
    const account = await changing(req);
    const body = parse(SeekRequest, req.body, 'seek');
    await limit(account, reply);
    reply.code(201);
    return seeks.create(account, body);
  });

  app.get('/api/seeks', async (req): Promise<OpenSeeks> => {
    const q = parse(SeekListQuery, req.query, 'seek list query');
    return seeks.open(q.game, await host.account(req));
  });

  app.get('/api/seeks/:id', async (req, reply): Promise<SeekState> => {
    const account = await signedIn(req);
    await take(`seek-poll:${account}`, SEEK_POLLS, reply, 'seek polls');
    return seeks.poll(id(req), account);
  });

  app.delete('/api/seeks/:id', async (req, reply): Promise<SeekState> => {
    const account = await changing(req);
    await limit(account, reply);
    return seeks.cancel(id(req), account);
  });

  app.post('/api/seeks/:id/join', async (req, reply): Promise<SeekState> => {
    const account = await changing(req);
    await limit(account, reply);
    reply.code(201);
    return seeks.join(id(req), account);
  });
}
