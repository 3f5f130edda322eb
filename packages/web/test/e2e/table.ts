/**
 * What the browser suites do at a table again and again: open a match as a seat, read its version, wait for the next one
 * or for the seat's turn, create a 2-player match from the lobby, and finish a Loyang solo game
 * over the wire for the end-of-game and replay pages.
 */
import type { Page } from 'playwright-core';
import { Rng } from '@tabula/engine';
import { loyang, type LoyangAction } from '@tabula/loyang';
import { autoPlay, createMatch, WireClient } from '@tabula/server/bench';

/** Opens match `matchId` on this device as the seat `token` holds (stored as the lobby stores it). */
export async function openAsSeat(
  page: Page,
  url: string,
  s: { matchId: string; seat: number; token: string; name: string; game: string },
): Promise<void> {
  await page.goto(url);
  await page.evaluate((seat) => localStorage.setItem('tabula.seats', JSON.stringify([seat])), {
    ...s,
    savedAt: new Date().toISOString(),
  });
  await page.goto(`${url}/m/${s.matchId}`);
}

/** The version of the table on screen (`data-version` of the match). */
export async function version(page: Page): Promise<number> {
  return Number(await page.getByTestId('match').getAttribute('data-version'));
}

/** Waits until the table on screen is past version `v`. */
export async function after(page: Page, v: number): Promise<void> {
  await page.waitForFunction(
    (x) => Number(document.querySelector('[data-testid=match]')?.getAttribute('data-version')) > x,
    v,
  );
}

/** Waits until this seat has something to do (a bot or the other seat may be acting). */
export async function myTurn(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid=action-list] button[data-action]:not([disabled])').length > 0,
    undefined,
    { timeout: 60_000 },
  );
}

/**
 * A 2-player match created in the English lobby: Ann on this device, and on seat 2 either Bob on
 * this device too (`here`, hot-seat) or a Beginner bot.
 */
export async function newMatch(page: Page, url: string, game: string, second: 'here' | 'beginner'): Promise<void> {
  await page.goto(url);
  await page.getByTestId('lang').selectOption('en');
  await page.getByTestId('game').selectOption(game);
  await page.getByTestId('players').selectOption('2');
  await page.getByTestId('seat-0').locator('input').fill('Ann');
  if (second === 'here') {
    await page.getByTestId('seat-1').locator('select').first().selectOption('here');
    await page.getByTestId('seat-1').locator('input').fill('Bob');
  } else await page.getByTestId('seat-1').locator('select').nth(1).selectOption('beginner');
  await page.getByTestId('create').click();
}

/** A Loyang solo game played to its end over the wire (steps on the Path whenever offered). */
export async function finishedSolo(url: string, seed: number): Promise<{ id: string; token: string }> {
  const m = await createMatch(url, { game: 'loyang', players: 1, seats: [{ name: 'Ann' }] });
  const token = m.tokens![0]!.token;
  const client = await WireClient.connect(url, { keep: false });
  const rng = Rng.seed(seed);
  const p = autoPlay(client, 0, {
    choose: (u) => {
      const legal = u.legal as LoyangAction[];
      const step = legal.find((a) => a.type === 'step');
      if (step) return step;
      const pass = legal.filter((a) => loyang.isPass!(a));
      if (pass.length && rng.next() < 0.3) return pass[0];
      const useful = legal.filter((a) => a.type !== 'loan');
      return rng.pick(useful.length ? useful : legal);
    },
  });
  client.send({ t: 'hello', matchId: m.id, token });
  await p.done;
  await client.close();
  return { id: m.id, token };
}
