/**
 * Tables the chat and hello attackers use: a running match whose seats the attacker joined and
 * never greets (it stays running, no clock, no bot), and a chat history of long lines said by
 * spectators — each greeting of such a match brought the view and the last 100 lines (~53 KB)
 * on the server of issue 41. A server that limits the filling is counted, not fought.
 */
import type { Created } from '@tabula/wire';
import { type AttackContext, sleep } from './attacker';
import { must } from './request';
import { frameKind, RawSocket } from './socket';

/** A running match with every seat joined (by the attacker) and nobody playing. */
export async function idleMatch(ctx: AttackContext): Promise<string> {
  const game = ctx.scale === 'small' ? 'nim' : 'hansa';
  const m = await must<Created>(ctx, 'POST', '/api/matches', { game, players: 2 });
  for (let i = 0; i < 2; i++) await must(ctx, 'POST', `/api/matches/${m.id}/join`, { name: `idle ${i}` });
  return m.id;
}

/** Says up to `lines` lines of 500 characters at the match from spectator sockets (5 each); resolves with the lines stored. */
export async function fillChat(ctx: AttackContext, matchId: string, lines: number): Promise<number> {
  let stored = 0;
  const speakers = Array.from({ length: Math.ceil(lines / 5) }, (_, i) => i);
  const sockets: RawSocket[] = [];
  await Promise.all(
    speakers.map(async (i) => {
      const mine = Math.min(5, lines - i * 5);
      let pending = mine;
      let done!: () => void;
      const finished = new Promise<void>((r) => (done = r));
      // A line is the speaker's when its text starts with the speaker's number: `"text":"3.`.
      const own = `"text":"${i}.`;
      const s = await RawSocket.open(ctx, (head, data) => {
        const k = frameKind(head);
        if (k.t === 'welcome')
          for (let n = 0; n < mine; n++) s.send({ t: 'chat', text: `${i}.${n} ${'x'.repeat(490)}` });
        else if ((k.t === 'chat' && data.includes(own)) || k.t === 'error') {
          if (k.t === 'chat') stored++;
          if (--pending <= 0) done();
        }
      });
      sockets.push(s);
      s.send({ t: 'hello', matchId });
      await Promise.race([finished, sleep(5000)]);
    }),
  );
  for (const s of sockets) s.close();
  return stored;
}
