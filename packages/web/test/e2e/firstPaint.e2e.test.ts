/**
 * Issue 45, "Done when": the first paint of a table stays under the sizes before the new art plus
 * 30% — the art is SVG symbols loaded once, not drawings copied into every chunk. The lobby, a
 * Loyang table and a Hansa table are opened in Chromium from the built client (`dist`, built when
 * missing) and what each fetches to first paint (firstPaint.ts) is compared with
 * `budget/first-paint.json`, measured on main at the commit it names. `UPDATE_FIRST_PAINT=1`
 * writes that file again (a deliberate new baseline, said in the commit).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALLOWANCE, measure, PAGES, type FirstPaint, type PageName } from './firstPaint';
import { chromiumAvailable, DIST, useTabulaChromium } from './harness';

const run = chromiumAvailable() ? describe : describe.skip;
const BASELINE = join(import.meta.dirname, '../../budget/first-paint.json');

interface Baseline {
  how: string;
  commit: string;
  pages: Record<PageName, FirstPaint>;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

run('first paint within the budget (issue 45)', () => {
  const tabula = useTabulaChromium();
  const measured = {} as Record<PageName, FirstPaint>;
  afterAll(() => {
    if (process.env.UPDATE_FIRST_PAINT === '1' && Object.keys(measured).length === PAGES.length) {
      // The last commit that changed a package's source: what the build is made of.
      const commit = execFileSync('git', ['log', '-1', '--format=%h', '--', ':(glob)packages/*/src/**'], {
        encoding: 'utf8',
      }).trim();
      const baseline: Baseline = {
        how:
          'UPDATE_FIRST_PAINT=1 npx vitest run packages/web/test/e2e/firstPaint.e2e.test.ts after `npx vite build` ' +
          'of the packages’ source at the commit below: the /assets/ files Chromium fetches (empty cache, no service worker, no idle ' +
          'prefetch of other languages) until the page shows its mark and the network is quiet; bytes from ' +
          'dist, gzip by zlib level 9. The test fails when raw or gzip exceeds these by more than 30%.',
        commit,
        pages: measured,
      };
      writeFileSync(BASELINE, `${JSON.stringify(baseline, null, 2)}\n`);
    }
  });

  for (const name of PAGES) {
    it(`${name}: raw and gzip bytes at most the baseline's + 30%`, async () => {
      const now = await measure(tabula.browser, tabula.url, DIST, name);
      measured[name] = now;
      console.log(`first paint ${name}: ${now.assets.length} files, ${kb(now.raw)} raw, ${kb(now.gzip)} gzip`);
      if (process.env.UPDATE_FIRST_PAINT === '1') return;
      const base = (JSON.parse(readFileSync(BASELINE, 'utf8')) as Baseline).pages[name];
      const files = now.assets.map((a) => `${a.file} ${kb(a.raw)} / ${kb(a.gzip)} gzip`).join('\n');
      expect(now.gzip, `gzip over ${kb(base.gzip * ALLOWANCE)}; fetched:\n${files}`).toBeLessThanOrEqual(
        base.gzip * ALLOWANCE,
      );
      expect(now.raw, `raw over ${kb(base.raw * ALLOWANCE)}; fetched:\n${files}`).toBeLessThanOrEqual(
        base.raw * ALLOWANCE,
      );
    }, 120_000);
  }
});
