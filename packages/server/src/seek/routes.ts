/**
 * The seeks' routes (issue 44; bodies and answers in @tabula/wire's seekApi.ts). Every route needs
 * a signed-in account (a rated game needs one anyway, and the seats are held by accounts); every
 * route that changes something checks `Origin`, as the account routes do.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type OpenSeeks, SeekListQuery, SeekRequest, type SeekState } from '@tabula/wire';
import { HttpError, parse } from '../net/httpError';
import type { Seeks } from './seeks';

export interface SeekRoutesHost {
  /** The signed-in account of the request, or null. */
  account(req: FastifyRequest): Promise<string | null>;
  /** Whether a page of this origin may change things here (net/origin.ts). */
  originOk(origin: string | undefined): boolean;
}

export function registerSeekRoutes(app: FastifyInstance, seeks: Seeks, host: SeekRoutesHost): void {
  const changing = async (req: FastifyRequest): Promise<string> => {
    if (!host.originOk(req.headers.origin))
      throw new HttpError(403, `origin ${req.headers.origin} may not seek games here`);
    return signedIn(req);
  };
  const signedIn = async (req: FastifyRequest): Promise<string> => {
    const account = await host.account(req);
    if (!account) throw new HttpError(401, 'sign in first: seeking a game needs an account');
    return account;
  };
  const id = (req: FastifyRequest) => (req.params as { id: string }).id;

  app.post('/api/seeks', async (req, reply): Promise<SeekState> => {
    const account = await changing(req);
    const body = parse(SeekRequest, req.body, 'seek');
    reply.code(201);
    return seeks.create(account, body);
  });

  app.get('/api/seeks', async (req): Promise<OpenSeeks> => {
    const q = parse(SeekListQuery, req.query, 'seek list query');
    return seeks.open(q.game, await host.account(req));
  });

  app.get('/api/seeks/:id', async (req): Promise<SeekState> => seeks.poll(id(req), await signedIn(req)));

  app.delete('/api/seeks/:id', async (req): Promise<SeekState> => seeks.cancel(id(req), await changing(req)));

  app.post('/api/seeks/:id/join', async (req, reply): Promise<SeekState> => {
    const account = await changing(req);
    reply.code(201);
    return seeks.join(id(req), account);
  });
}
