/**
 * What a browser fetches to first paint a page of the built client (issue 45, "Done when": the
 * first paint of a table stays under the sizes before the new art plus 30%). Each page opens in a
 * fresh context (empty cache, no service worker, whose install would fetch the whole build), and
 * every file it fetches from `/assets/` until the page shows its mark and the network is quiet is
 * counted with its bytes in `dist` — raw and gzip (Node's zlib, level 9) — so the figure does not
 * depend on how the server compresses. The other languages' words, which `main.tsx` fetches once
 * the browser is idle, come after the first paint and are left out by never calling that idle
 * callback.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { createMatch } from '@tabula/server/bench';

export interface Asset {
  file: string;
  raw: number;
  gzip: number;
}

export interface FirstPaint {
  /** Every `/assets/` file fetched, sorted by name. */
  assets: Asset[];
  raw: number;
  gzip: number;
}

/** The three first paints the budget watches. */
export const PAGES = ['lobby', 'loyang', 'hansa'] as const;
export type PageName = (typeof PAGES)[number];

/** How far a first paint may grow over the committed baseline (issue 45). */
export const ALLOWANCE = 1.3;

function sized(dist: string, files: Iterable<string>): FirstPaint {
  const assets = [...files].sort().map((file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return {
    assets,
    raw: assets.reduce((s, a) => s + a.raw, 0),
    gzip: assets.reduce((s, a) => s + a.gzip, 0),
  };
}

/**
 * A 2-player hot-seat table with a fixed seed (the same opening every time: whether the page shows
 * a prompt with a rules link, and so fetches the rules' words, must not depend on a random first
 * player), opened with seat 0's token only.
 */
async function table(url: string, game: 'loyang' | 'hansa'): Promise<{ path: string; seat: string }> {
  const m = await createMatch(url, { game, players: 2, seed: 45, seats: [{ name: 'Ann' }, { name: 'Bob' }] });
  const seat = {
    matchId: m.id,
    seat: 0,
    token: m.tokens![0]!.token,
    name: 'Ann',
    game,
    savedAt: '2026-01-01T00:00:00Z',
  };
  return { path: `/m/${m.id}`, seat: JSON.stringify([seat]) };
}

/** The first paint of `name` on the server at `url`, sized from the build in `dist`. */
export async function measure(browser: Browser, url: string, dist: string, name: PageName): Promise<FirstPaint> {
  const target = name === 'lobby' ? { path: '/', seat: '[]' } : await table(url, name);
  const mark = { lobby: 'create', loyang: 'loyang-table', hansa: 'hansa-board' }[name];
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript((seats) => {
      localStorage.setItem('tabula.seats', seats);
      localStorage.setItem('tabula.lang', 'en');
      window.requestIdleCallback = () => 0;
    }, target.seat);
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/assets/')) files.add(path.slice(1));
    });
    await page.goto(url + target.path);
    await page.getByTestId(mark).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    return sized(dist, files);
  } finally {
    await context.close();
  }
}
