/**
 * Issue 45 in Chromium against the real server: a bot's Hansa turn (paceMatch.ts) plays step by
 * step at the person's pace ("Normal", the speed a new browser has), nothing to act on until the
 * last step, axe finding nothing serious on the pace controls, a placed piece hidden on its post
 * until its flight lands, the board standing still as the turn changes hands, and with reduced
 * motion no flight and nothing hidden, only the last move's highlight.
 * A frame strip of the bot's turn at 1920×1080 is saved as `pace-frame-N.png`.
 */
import AxeBuilder from '@axe-core/playwright';
import { join } from 'node:path';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMatch } from '@tabula/server/bench';
import { type Browser, chromiumAvailable, ensureBuilt, openBrowser, type Running, SHOTS, startTabula } from './harness';
import { PACE_BOT, PACE_SEED } from './paceMatch';
import { openAsSeat } from './table';

const run = chromiumAvailable() ? describe : describe.skip;

interface Frame {
  at: number;
  version: number;
  waiting: string;
  flights: number;
  /** Pieces drawn where a flight lands, hidden until it has (table/pace/landing.ts). */
  landing: number;
  actions: number;
  marked: number;
  /** What the highlight marks, by pick key or spot. */
  markedKeys: string;
  /** The log's words for the version shown. */
  said: string;
  /** Where the board's window stands on the page (px from the top). */
  boardTop: number;
}

/** Records in the page, once per animation frame, what the table shows whenever it changes. */
function record(): void {
  const w = window as unknown as { paceLog: unknown[] };
  w.paceLog = [];
  const t0 = performance.now();
  let last = '';
  const tick = () => {
    const m = document.querySelector<HTMLElement>('[data-testid=match]');
    const f = {
      at: Math.round(performance.now() - t0),
      version: Number(m?.dataset.version ?? -1),
      waiting: document.querySelector('[data-testid=pace-step]')?.textContent ?? '',
      flights: document.querySelectorAll('.flights .flight').length,
      landing: document.querySelectorAll('[data-landing]').length,
      actions: document.querySelectorAll('[data-testid=action-list] button[data-action]:not([disabled])').length,
      marked: document.querySelectorAll('.table-area .last-move').length,
      markedKeys: [...document.querySelectorAll('.table-area .last-move')]
        .map((el) => el.getAttribute('data-k') ?? el.getAttribute('data-spot') ?? el.className)
        .sort()
        .join(' '),
      said: [...document.querySelectorAll(`[data-testid=log] li[data-version="${m?.dataset.version}"]`)]
        .map((li) => li.textContent)
        .join(' '),
      boardTop:
        Math.round((document.querySelector('[data-testid=board-window]')?.getBoundingClientRect().top ?? 0) * 100) /
        100,
    };
    const key = JSON.stringify({ ...f, at: 0 });
    if (key !== last) w.paceLog.push(f);
    last = key;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/**
 * The match of paceMatch.ts, a fixed seed (a drawn one's bot could end its turn at once, one step
 * to show), opened as Ann on this device: she places the pawn, and the bot's turn follows.
 */
async function newMatch(page: Page, url: string): Promise<void> {
  const m = await createMatch(url, {
    game: 'hansa',
    players: 2,
    seed: PACE_SEED,
    seats: [{ name: 'Ann' }, { bot: PACE_BOT }],
  });
  await openAsSeat(page, url, { matchId: m.id, seat: 0, token: m.tokens![0]!.token, name: 'Ann', game: 'hansa' });
  await page.getByTestId('hansa-table').waitFor();
  const first = page.locator('[data-testid=action-list] button[data-action]:not([disabled])').first();
  await first.waitFor();
  expect(await first.getAttribute('data-action')).toContain('placePawn');
}

/** Ann places the pawn; then the bot's first turn is watched until Ann may act again. */
async function watchBotTurn(page: Page, strip: string | null): Promise<Frame[]> {
  await page.evaluate(record);
  await page.locator('[data-testid=action-list] button[data-action]:not([disabled])').first().click();
  if (strip) {
    mkdirSync(SHOTS, { recursive: true });
    // A strip of this run only: an earlier, longer run's frames would be read as this one's.
    for (const f of readdirSync(SHOTS)) if (f.startsWith(`${strip}-`)) rmSync(join(SHOTS, f));
  }
  let shot = 0;
  // Bounded by time, not by a count of looks: while pieces fly it looks again at once, and 400
  // looks were over before the turn was (the last frame kept "1 more move to show").
  for (const end = Date.now() + 60_000; Date.now() < end; ) {
    // The strip: the board and the desks, taken as soon as a piece flies (a whole 1920×1080 page
    // took so long to shoot that the flights fell between the frames), then once the turn is over.
    const flying = await page.evaluate(() => document.querySelectorAll('.flights .flight').length > 0);
    if (strip && shot < 10 && flying)
      await page.screenshot({
        path: join(SHOTS, `${strip}-${shot++}.png`),
        clip: { x: 20, y: 150, width: 1380, height: 930 },
      });
    const done = await page.evaluate(() => {
      const log = (window as unknown as { paceLog: Frame[] }).paceLog;
      const f = log[log.length - 1];
      return !!f && f.actions > 0 && f.waiting === '' && f.version > 1;
    });
    if (done) {
      // The last step's pieces land, and nothing stays hidden (recorded as the frames' last).
      await page.waitForFunction(() => !document.querySelector('.flights .flight'));
      await page.waitForTimeout(100);
      if (strip)
        await page.screenshot({
          path: join(SHOTS, `${strip}-${shot}.png`),
          clip: { x: 20, y: 150, width: 1380, height: 930 },
        });
      break;
    }
    await page.waitForTimeout(flying ? 0 : 40);
  }
  return page.evaluate(() => (window as unknown as { paceLog: Frame[] }).paceLog);
}

/** When each version came on screen (its first frame). */
const shownAt = (frames: Frame[]) => {
  const out: Array<{ version: number; at: number }> = [];
  for (const f of frames) if (!out.some((o) => o.version === f.version)) out.push({ version: f.version, at: f.at });
  return out;
};

run('a bot’s turn step by step (issue 45)', () => {
  let server: Running | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    ensureBuilt();
    server = await startTabula();
    browser = await openBrowser(1920, 1080, true, true);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the bot’s moves one at a time, flying, with nothing to act on until the last', {
    timeout: 180_000,
  }, async () => {
    const page = browser!.page;
    await newMatch(page, server!.url);
    const frames = await watchBotTurn(page, 'pace-frame');
    console.log(JSON.stringify(shownAt(frames)), JSON.stringify(frames.filter((f) => f.waiting || f.flights)));
    // Pawn placed (1), then the bot's moves (two or three, as it chooses), each shown as its own
    // step: the last comes at least a step's time (700 ms at "Normal", less a frame) after the first.
    const steps = shownAt(frames).filter((s) => s.version > 1);
    expect(steps.length).toBeGreaterThanOrEqual(2);
    expect(steps[steps.length - 1]!.at - steps[0]!.at).toBeGreaterThan(650);
    expect(frames.some((f) => f.waiting !== '')).toBe(true);
    // Never anything to act on while a step waits.
    expect(frames.filter((f) => f.waiting !== '' && f.actions > 0)).toEqual([]);
    // Flights are counted, not required: a pawn move flies nothing (its province is highlighted).
    console.log('frames with a flight:', frames.filter((f) => f.flights > 0).length);
    // A piece the bot placed is hidden on its post while its copy flies there, and shows once it has
    // landed: no piece is hidden with no flight left to bring it.
    expect(frames.some((f) => f.flights > 0 && f.landing > 0)).toBe(true);
    expect(frames.filter((f) => f.flights === 0 && f.landing > 0)).toEqual([]);
    expect(frames[frames.length - 1]).toMatchObject({ flights: 0, landing: 0 });
    expect(frames[frames.length - 1]!.actions).toBeGreaterThan(0);
    // The board stands still while the turn changes hands and the steps play: the move bar keeps its
    // room while the bot plays, and the pace bar is as tall with Skip as without (a jump of 90 px,
    // then of a pixel, made the page repaint the whole board at each hand-over).
    expect([...new Set(frames.map((f) => f.boardTop))]).toHaveLength(1);
    const result = await new AxeBuilder({ page })
      .include('[data-testid=pace]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('flies nothing with reduced motion, and marks each step with the last move’s highlight', {
    timeout: 180_000,
  }, async () => {
    const page = browser!.page;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await newMatch(page, server!.url);
    const frames = await watchBotTurn(page, null);
    expect(shownAt(frames).filter((s) => s.version > 1).length).toBeGreaterThanOrEqual(2);
    expect(frames.every((f) => f.flights === 0 && f.landing === 0)).toBe(true);
    // From the bot's first move on (a move begun shows nothing yet), each step marks what it changed.
    const moved = frames.filter((f) => f.version > 1);
    const first = moved.findIndex((f) => f.marked > 0);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(moved.slice(first).every((f) => f.marked > 0)).toBe(true);
    // …and each step that moves something marks something more: under reduced motion the highlight
    // is all that shows it (ending the turn moves nothing; a move begun says nothing and is no step).
    const steps = shownAt(moved.slice(first)).map((s) => moved.findLast((f) => f.version === s.version)!);
    for (let i = 1; i < steps.length; i++)
      if (steps[i]!.said && !/ends the turn/.test(steps[i]!.said))
        expect(steps[i]!.markedKeys, steps[i]!.said).not.toBe(steps[i - 1]!.markedKeys);
    await page.emulateMedia({ reducedMotion: null });
  });
});
