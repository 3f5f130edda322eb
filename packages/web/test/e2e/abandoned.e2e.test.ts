/**
 * Issue 44, "a seat that left an abandoned match takes a loss", as a person sees it: a rated Hansa
 * match of three accounts ends abandoned when its last person leaves. Bob and Carla leave first
 * (their seats' sockets, from the page), then Ann with the table's Leave button; Ann's table then
 * shows the match's end — it has no outcome — with each rating change, the first to leave lowest.
 * Before, an abandoned match's table stayed as it was, a turn still shown and no rating change.
 * Photographed at 390×844 and 1920×1080 in English, German and Italian; axe finds nothing serious.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Joined } from '@tabula/wire';
import { chromiumAvailable, serious, shots, useTabula } from './harness';
import { openAsSeat } from './table';

const run = chromiumAvailable() ? describe : describe.skip;
const PASSWORD = 'three long words';

/** A new account's session cookie, for a person who never opens a page. */
async function cookieOf(url: string, username: string): Promise<string> {
  const r = await fetch(`${url}/api/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  expect(r.status).toBe(201);
  return r.headers.get('set-cookie')!.split(';')[0]!;
}

/** The seat's person leaves through its own socket (what the Leave button sends), from the page. */
function leaveFrom(page: Page, matchId: string, j: Joined): Promise<void> {
  return page.evaluate(
    ({ matchId, seat, token }) =>
      new Promise<void>((done, fail) => {
        const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/ws`);
        let asked = false;
        ws.onopen = () => ws.send(JSON.stringify({ t: 'hello', matchId, token }));
        ws.onerror = () => fail(new Error('socket failed'));
        ws.onmessage = (e) => {
          const m = JSON.parse(String(e.data)) as { t: string; seats?: Array<{ away?: boolean }> };
          if (m.t === 'error') fail(new Error(String(e.data)));
          if (m.t !== 'update') return;
          if (m.seats?.[seat]?.away) {
            ws.close();
            done();
          } else if (!asked) {
            asked = true;
            ws.send(JSON.stringify({ t: 'leave' }));
          }
        };
      }),
    { matchId, seat: j.seat, token: j.token },
  );
}

run('an abandoned rated match in the browser', () => {
  const tabula = useTabula();

  it('ends for the last to leave with every rating change, the first to leave lowest', async () => {
    const { page, url } = tabula;
    const signedUp = await page.context().request.post(`${url}/api/account`, {
      data: { username: 'ann_ab', password: PASSWORD },
    });
    expect(signedUp.status()).toBe(201);
    const created = await page.context().request.post(`${url}/api/matches`, {
      data: { game: 'hansa', players: 3, rated: true, clock: { kind: 'realtime', baseMs: 600_000, incrementMs: 0 } },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // Each seat joined by its account's own request, so each is held by that account.
    const ann = (await (
      await page.context().request.post(`${url}/api/matches/${id}/join`, { data: { name: 'Ann' } })
    ).json()) as Joined;
    const others: Joined[] = [];
    for (const name of ['Bob', 'Carla']) {
      const cookie = await cookieOf(url, `${name.toLowerCase()}_ab`);
      const r = await fetch(`${url}/api/matches/${id}/join`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ name }),
      });
      expect(r.status).toBe(200);
      others.push((await r.json()) as Joined);
    }

    await openAsSeat(page, url, { matchId: id, seat: ann.seat, token: ann.token, name: 'Ann', game: 'hansa' });
    await page.getByTestId('lang').selectOption('en');
    await page.getByTestId('hansa-table').waitFor({ timeout: 60_000 });

    for (const j of others) await leaveFrom(page, id, j);
    await page.getByTestId('leave').click();
    await page.getByTestId('confirm-yes').click();

    await page.getByTestId('abandoned-line').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('abandoned-line').textContent()).toBe(
      'The match was abandoned: every player left or ran out of time, so the game has no result.',
    );
    // The server counts the end, then the panel's next look at the match shows it (every 5 s).
    await page.getByTestId('rating-changes').waitFor({ timeout: 30_000 });
    const lines = await page.getByTestId('rating-changes').locator('li').allTextContents();
    expect(lines.map((l) => l.split(':')[0])).toEqual(['Ann', 'Bob', 'Carla']);
    const change = (l: string) => Number(/\(([+−±])(\d+)\)$/.exec(l)![2]) * (l.includes('(−') ? -1 : 1);
    // Bob left first, then Carla, then Ann: Ann gains, Bob loses most.
    const [a, b, c] = lines.map(change) as [number, number, number];
    expect(a).toBeGreaterThan(0);
    expect(b).toBeLessThan(c);
    expect(b).toBeLessThan(0);
    expect(await page.getByTestId('prompt').count()).toBe(0);
    expect(await page.getByTestId('rematch').count()).toBe(0);

    const problems: string[] = [];
    for (const lang of ['en', 'de', 'it'] as const) {
      await page.getByTestId('lang').selectOption(lang);
      await page.getByTestId('rating-changes').waitFor();
      await shots(page, `abandoned-end-${lang}`, () => page.getByTestId('game-over').scrollIntoViewIfNeeded());
      problems.push(...(await serious(page, `abandoned end ${lang}`)));
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
