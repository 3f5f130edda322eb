/**
 * The long finished match that the record and replay attackers read again and again (issue 20
 * point 3, issue 41 point 1): anyone can make one with a single request — five random bots at a
 * Hansa table play tens of thousands of actions in about a minute. Small scale: two random bots
 * at Nim (a second), for the tests.
 */
import type { Created, MatchInfo } from '@tabula/wire';
import { type AttackContext, sleep } from './attacker';
import { must } from './request';

export interface FinishedMatch {
  id: string;
  /** Actions in its log. */
  actions: number;
}

export async function finishedMatch(ctx: AttackContext, timeoutMs = 180_000): Promise<FinishedMatch> {
  const [game, players] = ctx.scale === 'small' ? ['nim', 2] : ['hansa', 5];
  const seats = Array.from({ length: players }, () => ({ bot: 'random' }));
  const m = await must<Created>(ctx, 'POST', '/api/matches', { game, players, seats });
  ctx.log(`hostile: playing a ${players}-player all-bot ${game} match (${m.id}) to its end`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const info = await must<MatchInfo>(ctx, 'GET', `/api/matches/${m.id}`);
    if (info.status === 'finished') {
      ctx.log(`hostile: the match ended after ${info.version} actions`);
      return { id: m.id, actions: info.version };
    }
    if (Date.now() > deadline)
      throw new Error(`the hostile bench's match did not end within ${timeoutMs} ms (at ${info.version} actions)`);
    await sleep(ctx.scale === 'small' ? 50 : 500);
  }
}
