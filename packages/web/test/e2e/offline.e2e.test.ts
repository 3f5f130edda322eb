/**
 * Issue 21, offline once loaded: the production build's service worker caches the whole client,
 * so with the server stopped a reload still opens the app (the lobby says the server is out of
 * reach instead of the browser's error page), and every game chunk loads from the cache. The page
 * is installable (a manifest with an icon, a service worker): Chromium reports no installability
 * error. Screenshots `offline-lobby-*` at 390×844 and 1920×1080.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS, chromiumAvailable, ensureBuilt, openBrowser, shots, startTabula } from './harness';

const run = chromiumAvailable() ? describe : describe.skip;

run('the client offline, once loaded (Chromium)', () => {
  it('a reload with the server stopped opens the cached app; every file of the build is cached; the page is installable', async () => {
    ensureBuilt();
    const server = await startTabula();
    const browser = await openBrowser(1920, 1080);
    const { page } = browser;
    try {
      await page.goto(server.url);
      // Installed and in control of the page (clients.claim): its cache holds the whole build.
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
      const cached = await page.evaluate(async () => {
        const names = await caches.keys();
        const cache = await caches.open(names.find((n) => n.startsWith('tabula-'))!);
        let bytes = 0;
        const paths: string[] = [];
        for (const req of await cache.keys()) {
          paths.push(new URL(req.url).pathname);
          bytes += (await (await cache.match(req))!.arrayBuffer()).byteLength;
        }
        return { paths, bytes };
      });
      expect(cached.paths).toContain('/index.html');
      expect(cached.paths.some((p) => /^\/assets\/index-.*\.js$/.test(p))).toBe(true);
      console.log(`service worker cache: ${cached.paths.length} files, ${(cached.bytes / 1024).toFixed(0)} KB`);

      const cdp = await page.context().newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);

      await server.stop();
      await page.reload();
      // The app itself, from the cache: the lobby, saying the server cannot be reached.
      await expect(page.getByTestId('game').isVisible()).resolves.toBe(true);
      await page.getByRole('alert').waitFor({ timeout: 30_000 });
      // A game's code (a lazy chunk) still loads: the Loyang options come from its facts.
      await page.getByTestId('game').selectOption('loyang');
      await page.waitForFunction(
        () => !(document.querySelector('[data-testid=players]') as HTMLSelectElement | null)?.disabled,
        undefined,
        { timeout: 60_000 },
      );
      await shots(page, 'offline-lobby');
    } finally {
      await browser.close();
      await server.stop().catch(() => undefined);
    }
  }, 180_000);

  it('with the server stopped, a Loyang solo game starts on this device, plays, and resumes after a reload; a hot-seat game hides the table between its two people; a Hansa bot plays in the browser', async () => {
    ensureBuilt();
    const server = await startTabula();
    const browser = await openBrowser(390, 844);
    const { page } = browser;
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const version = async () => Number(await page.getByTestId('match').getAttribute('data-version'));
    // Settled: the table is live again, or hidden behind a hot-seat hand-off.
    const settled = () =>
      page.waitForFunction(
        () =>
          document.querySelector('[data-testid=match]')?.getAttribute('data-busy') === '0' ||
          !!document.querySelector('[data-testid=handoff]'),
        undefined,
        { timeout: 60_000 },
      );
    /** Plays the first legal action in the list (confirming a lasting cost) and waits for it to count. */
    const playFirst = async () => {
      const v = await version();
      await page.locator('[data-testid=action-list] button[data-action]').first().click();
      const confirm = page.getByTestId('confirm-yes');
      if (await confirm.isVisible().catch(() => false)) await confirm.click();
      await page.waitForFunction(
        (n) =>
          Number(document.querySelector('[data-testid=match]')?.getAttribute('data-version')) > n ||
          !!document.querySelector('[data-testid=handoff]'),
        v,
        {
          timeout: 60_000,
        },
      );
      await settled();
    };
    const newLocal = async (game: string, players: string) => {
      await page.goto(`${server.url}/`);
      await page.getByTestId('game').selectOption(game);
      await page.waitForFunction(
        () => !(document.querySelector('[data-testid=players]') as HTMLSelectElement | null)?.disabled,
        undefined,
        { timeout: 60_000 },
      );
      await page.getByTestId('players').selectOption(players);
      await page.getByTestId('create-local').click();
      await page.getByTestId('local-game').waitFor({ timeout: 60_000 });
      await page.getByTestId('match').waitFor({ timeout: 60_000 });
      await settled();
    };
    try {
      await page.goto(server.url);
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
      await server.stop();

      // Loyang solo: nothing but the browser — the engine in the page, the game in IndexedDB.
      await newLocal('loyang', '1');
      expect(page.url()).toMatch(/\/local\/[0-9a-f]+$/);
      for (let i = 0; i < 8; i++) await playFirst();
      const played = await version();
      expect(played).toBe(8);
      const log = await page.getByTestId('log').locator('li').allTextContents();
      await page.reload();
      await page.getByTestId('match').waitFor({ timeout: 60_000 });
      expect(await version()).toBe(played);
      expect(await page.getByTestId('log').locator('li').allTextContents()).toEqual(log);
      await playFirst();
      expect(await version()).toBe(played + 1);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, 'offline-local-loyang-390x844.png') });

      // The lobby, still offline, lists it with its actions, to resume.
      await page.goto(`${server.url}/`);
      const entry = page.getByTestId('local-game-entry');
      await entry.first().waitFor({ timeout: 30_000 });
      expect(await entry.count()).toBe(1);
      expect(await entry.first().textContent()).toContain(`${played + 1} actions`);

      // Hot-seat on this device: two people, the table hidden between them (a hand-off screen).
      await page.goto(`${server.url}/`);
      await page.getByTestId('game').selectOption('loyang');
      await page.waitForFunction(
        () => !(document.querySelector('[data-testid=players]') as HTMLSelectElement | null)?.disabled,
        undefined,
        { timeout: 60_000 },
      );
      await page.getByTestId('players').selectOption('2');
      await page.getByTestId('seat-0').locator('input').fill('Ann');
      await page.getByTestId('seat-1').locator('select').first().selectOption('here');
      await page.getByTestId('seat-1').locator('input').fill('Bob');
      await page.getByTestId('create-local').click();
      await page.getByTestId('local-game').waitFor({ timeout: 60_000 });
      const seats = new Set<string>();
      for (let i = 0; i < 12 && seats.size < 2; i++) {
        if (await page.getByTestId('handoff').count()) {
          expect(await page.getByTestId('match').count(), 'no table behind the hand-off').toBe(0);
          await page.getByTestId('handoff').getByRole('button').click();
        }
        await page.getByTestId('match').waitFor();
        seats.add((await page.getByTestId('match').getAttribute('data-seat'))!);
        await playFirst();
      }
      expect([...seats].sort()).toEqual(['0', '1']);

      // Hansa against an Intermediate bot (the seat's default): the bot's moves come from the worker.
      await newLocal('hansa', '2');
      let mine = 0;
      while ((await version()) === mine && mine < 40) {
        await playFirst();
        mine++;
      }
      expect(await version(), 'the bot acted').toBeGreaterThan(mine);
      await page.setViewportSize({ width: 1920, height: 1080 });
      await page.screenshot({ path: join(SHOTS, 'offline-local-hansa-1920x1080.png') });
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await server.stop().catch(() => undefined);
    }
  }, 300_000);
});
