/**
 * At the Gates of Loyang in Chromium against the real server: a complete 2-player game against a
 * bot played by pointing at the table, with a reload that resumes the game and a language switch
 * that changes the card names; and a hot-seat game whose hand-off screen hides the hand.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '@tabula/engine';
import { loyang } from '@tabula/loyang';
import { keysFor } from '../../src/games/loyang/keys';
import { chromiumAvailable, shot, useTabula } from './harness';
import { playToEnd, type Policy } from './play';

const run = chromiumAvailable() ? describe : describe.skip;

/** Random play that ends: passes grow likelier the longer a turn lasts; loans are rare. */
function policy(seed: number): Policy {
  const rng = Rng.seed(seed);
  return (legal, inTurn) => {
    const pass = legal.filter((a) => loyang.isPass!(a as never));
    const step = legal.find((a) => a.type === 'step');
    if (step && rng.int(4) > 0) return step;
    if (pass.length && rng.next() < Math.min(0.9, 0.15 + inTurn / 10)) return pass[0]!;
    const useful = legal.filter((a) => a.type !== 'loan' && !loyang.isPass!(a as never));
    return useful.length ? rng.pick(useful) : rng.pick(legal);
  };
}

run('Loyang in Chromium', () => {
  const tabula = useTabula();

  it('plays a complete 2-player game against a heuristic bot by pointing, resumes after a reload, switches language', async () => {
    const { page, url } = tabula;
    await page.goto(url);
    await page.getByTestId('game').selectOption('loyang');
    await page.getByTestId('players').selectOption('2');
    await page.getByTestId('seat-0').locator('input').fill('Ann');
    await page.getByTestId('seat-1').locator('select').nth(1).selectOption('intermediate');
    await shot(page, 'lobby');
    await page.getByTestId('create').click();
    await page.getByTestId('loyang-table').waitFor();
    await shot(page, 'loyang-start');
    let reloaded = false;
    let switched = false;
    const seen = new Set<string>();
    const stats = await playToEnd(page, policy(7), keysFor(0) as (a: Record<string, unknown>) => string[], {
      maxMoves: 1500,
      async onStep(s) {
        const phase = (await page.getByTestId('status-line').textContent()) ?? '';
        const kind = phase.split('·')[1]?.trim() ?? '';
        if (kind && !seen.has(kind)) {
          seen.add(kind);
          await shot(page, `loyang-${seen.size}-${kind.replace(/\W+/g, '-').toLowerCase()}`);
        }
        if (!reloaded && s.moves === 25) {
          reloaded = true;
          const before = await page.getByTestId('match').getAttribute('data-version');
          await page.reload();
          await page.getByTestId('loyang-table').waitFor();
          await page.waitForFunction(
            (v) => Number(document.querySelector('[data-testid=match]')?.getAttribute('data-version')) >= Number(v),
            before,
          );
        }
        if (!switched && s.moves === 40) {
          switched = true;
          const area = page.getByTestId('area-0');
          const en = await area.textContent();
          await page.getByTestId('lang').selectOption('de');
          const de = await area.textContent();
          expect(de).toContain('Wohlstandspfad');
          expect(de).not.toContain('Path of Prosperity');
          expect(en).not.toEqual(de);
          await shot(page, 'loyang-german');
          await page.getByTestId('lang').selectOption('it');
          expect(await area.textContent()).toContain('Via della prosperità');
          await page.getByTestId('lang').selectOption('en');
        }
      },
    });
    await page.getByTestId('final-score').waitFor();
    await shot(page, 'loyang-final');
    expect(reloaded && switched).toBe(true);
    expect(stats.list).toBe(0);
    expect(stats.pointed).toBeGreaterThan(stats.bar);
  }, 240_000);

  it('draws the solo table with the Offer grid and the imaginary opponent (L-14)', async () => {
    const { page, url } = tabula;
    await page.goto(url);
    await page.getByTestId('game').selectOption('loyang');
    await page.getByTestId('players').selectOption('1');
    await page.getByTestId('create').click();
    await page.getByTestId('loyang-table').waitFor();
    for (let i = 0; i < 12 && !(await page.getByTestId('solo-offer').count()); i++) {
      const v0 = await page.getByTestId('match').getAttribute('data-version');
      await page.getByTestId('action-list').locator('button[data-action]:not([disabled])').first().click();
      await page.waitForFunction(
        (v) => document.querySelector('[data-testid=match]')?.getAttribute('data-version') !== v,
        v0,
      );
    }
    await page.getByTestId('solo-offer').waitFor();
    await shot(page, 'loyang-solo');
  }, 60_000);

  it('hides the hand behind the hot-seat hand-off screen', async () => {
    const { page, url } = tabula;
    await page.goto(url);
    await page.getByTestId('game').selectOption('loyang');
    await page.getByTestId('players').selectOption('2');
    await page.getByTestId('seat-0').locator('input').fill('Ann');
    await page.getByTestId('seat-1').locator('select').first().selectOption('here');
    await page.getByTestId('seat-1').locator('input').fill('Bob');
    await page.getByTestId('create').click();
    const rng = Rng.seed(3);
    let handoffs = 0;
    let handsSeen = 0;
    for (let i = 0; i < 120 && handsSeen < 2; i++) {
      await page.getByTestId('handoff').or(page.getByTestId('loyang-table')).first().waitFor();
      if (await page.getByTestId('handoff').count()) {
        handoffs++;
        expect(await page.getByTestId('hand').count()).toBe(0);
        expect(await page.getByTestId('loyang-table').count()).toBe(0);
        if (handoffs === 2) await shot(page, 'loyang-handoff');
        await page.getByTestId('handoff').getByRole('button').click();
        continue;
      }
      const seat = await page.getByTestId('match').getAttribute('data-seat');
      if (await page.getByTestId('hand').count()) {
        handsSeen++;
        await shot(page, `loyang-hotseat-hand-seat${seat}`);
      }
      const v0 = await page.getByTestId('match').getAttribute('data-version');
      const buttons = page.getByTestId('action-list').locator('button[data-action]:not([disabled])');
      const n = await buttons.count();
      if (!n) continue;
      await buttons.nth(rng.int(n)).click();
      // A Loan asks first (issue 24): this random player means it.
      if (await page.getByTestId('confirm-yes').count()) await page.getByTestId('confirm-yes').click();
      await page.waitForFunction(
        (v) =>
          !!document.querySelector('[data-testid=handoff]') ||
          document.querySelector('[data-testid=match]')?.getAttribute('data-version') !== v,
        v0,
      );
    }
    expect(handoffs).toBeGreaterThan(1);
    expect(handsSeen).toBeGreaterThan(0);
  }, 120_000);
});
