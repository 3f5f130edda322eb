/**
 * Issue 44's "Done when", in Chromium: two accounts meet through seeks, play a rated Hansa 2-player
 * match to its end, both ratings change as openskill says, and the leaderboard and both profiles
 * show it. Ann and Bob, each in a browser of their own, sign up and ask Play now for Hansa, 2
 * players, 10+5 real-time, rated; Bob's seek completes the table. Each plays his seat by pointing
 * at the board (the end-to-end Hansa policy) until the game ends by its own rules (H-12), not by
 * resignation. The ending screen's rating changes must be what openskill (Weng–Lin Plackett–Luce,
 * its defaults, as the server's rate.ts) makes of the final ranks shown above them, on the number
 * scale of the server's scale.ts; the Hansa leaderboard and both profiles must show the same
 * numbers. The end, leaderboard and profile are photographed at 390×844 and 1920×1080 in English,
 * German and Italian, and axe finds nothing serious on them.
 */
import { ordinal, rate, rating } from 'openskill';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keysFor } from '../../src/games/hansa/keys';
import { inEveryLanguage, playNow, signUp } from './accountSteps';
import { hansaPolicy } from './hansaPolicy';
import { chromiumAvailable, openBrowser, useTabula } from './harness';
import { playToEnd } from './play';

const run = chromiumAvailable() ? describe : describe.skip;
const ANN = 'ann_end';
const BOB = 'bob_end';

/** The number a player sees for an openskill rating (the server's scale.ts: 1500 + 30 · ordinal). */
const shownOf = (r: { mu: number; sigma: number }) => Math.round(1500 + 30 * ordinal(r));

/** The seat this browser's account holds at its only match. */
async function seatOf(page: Page, url: string): Promise<number> {
  const r = await page.request.get(`${url}/api/account/matches`);
  const { matches } = (await r.json()) as { matches: Array<{ seat: number }> };
  expect(matches).toHaveLength(1);
  return matches[0]!.seat;
}

/** The final score's rank per player name, as the table on the ending screen shows them. */
async function ranksShown(page: Page): Promise<Map<string, number>> {
  const rows = await page.getByTestId('final-score').locator('tbody tr').all();
  const ranks = new Map<string, number>();
  for (const row of rows) {
    const cells = row.locator('td');
    ranks.set((await cells.nth(1).textContent())!, Number(await cells.nth(0).textContent()));
  }
  return ranks;
}

/** "ann_end: 1523? (+23)" → the name, the number shown and the signed change. */
function ratingLine(line: string): { name: string; after: string; change: number } {
  const m = /^(.+): (\d+\??) \(([+−±])(\d+)\)$/.exec(line);
  expect(m, line).not.toBeNull();
  const [, name, after, sign, n] = m!;
  return { name: name!, after: after!, change: sign === '−' ? -Number(n) : Number(n) };
}

run('a rated seek played to its end in the browser', () => {
  const tabula = useTabula();

  it('two accounts meet through seeks, finish a rated Hansa 2p match, and see openskill’s numbers everywhere', async () => {
    const { page: a, url } = tabula;
    const problems: string[] = [];
    const other = await openBrowser(1280, 800);
    const b = other.page;
    try {
      await signUp(a, url, ANN);
      await playNow(a, url);
      await signUp(b, url, BOB);
      await b.goto(url);
      await b.getByTestId('open-seek').filter({ hasText: ANN }).waitFor();
      await playNow(b, url, false);
      for (const p of [a, b]) await p.getByTestId('hansa-table').waitFor({ timeout: 60_000 });
      expect(new URL(b.url()).pathname).toBe(new URL(a.url()).pathname);
      for (const p of [a, b]) await p.getByTestId('lang').selectOption('en');

      // Both seats played at once, each in its own browser, until the game ends by its rules.
      const play = async (p: Page) =>
        playToEnd(p, hansaPolicy(await seatOf(p, url)), (x) => keysFor(null)(x as never), { maxMoves: 1500 });
      const stats = await Promise.all([play(a), play(b)]);
      for (const s of stats) expect(s.pointed).toBeGreaterThan(0);
      for (const p of [a, b]) await p.getByTestId('winner-line').waitFor();
      expect(await a.getByTestId('conceded').count()).toBe(0);

      // The ending screen's changes, once the server has counted the end (the panel looks every 5 s).
      const ranks = await ranksShown(a);
      expect([...ranks.keys()].sort()).toEqual([ANN, BOB]);
      await a.getByTestId('rating-changes').waitFor({ timeout: 30_000 });
      const lines = (await a.getByTestId('rating-changes').locator('li').allTextContents()).map(ratingLine);
      expect(lines.map((l) => l.name).sort()).toEqual([ANN, BOB]);
      await b.getByTestId('rating-changes').waitFor({ timeout: 30_000 });
      expect((await b.getByTestId('rating-changes').locator('li').allTextContents()).map(ratingLine)).toEqual(lines);

      // openskill on two new players ranked as the final score shows; both start at 1500.
      const names = [ANN, BOB];
      const after = rate([[rating()], [rating()]], { rank: names.map((n) => ranks.get(n)!) });
      const expected = new Map(names.map((n, i) => [n, shownOf(after[i]![0]!)]));
      expect(shownOf(rating())).toBe(1500);
      for (const l of lines) {
        expect(l.after).toBe(`${expected.get(l.name)}?`);
        expect(l.change).toBe(expected.get(l.name)! - 1500);
      }
      // The winner gains and the other loses (unless the game ended in a shared first place).
      if (ranks.get(ANN) !== ranks.get(BOB))
        expect(new Set(lines.map((l) => Math.sign(l.change)))).toEqual(new Set([1, -1]));
      problems.push(...(await inEveryLanguage(a, 'rated-seek-end', 'rating-changes', true)));

      // The Hansa leaderboard: both names, each with that rating.
      await a.goto(`${url}/leaderboard/hansa`);
      await a.getByTestId('board-row').nth(1).waitFor();
      const rows = a.getByTestId('board-row');
      for (const n of names) {
        const row = rows.filter({ hasText: n });
        // The cell reads "1523?" and, for a screen reader only, what the "?" means.
        expect(await row.locator('td').nth(2).textContent()).toMatch(new RegExp(`^${expected.get(n)}\\? \\(`));
        expect(await row.locator('td').nth(3).textContent()).toBe('1');
      }
      problems.push(...(await inEveryLanguage(a, 'rated-seek-leaderboard', 'leaderboard')));

      // Each profile, seen by its own account: the Hansa rating card shows the same number.
      for (const [p, n] of [
        [a, ANN],
        [b, BOB],
      ] as const) {
        await p.goto(`${url}/u/${n}`);
        await p.getByTestId('rating-card').waitFor({ timeout: 30_000 });
        expect(await p.getByTestId('rating').textContent()).toBe(`${expected.get(n)}?`);
        problems.push(...(await inEveryLanguage(p, `rated-seek-profile-${n}`, 'profile')));
      }
    } finally {
      await other.close();
    }
    expect(problems).toEqual([]);
  }, 900_000);
});
