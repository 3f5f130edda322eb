/**
 * End-to-end harness: builds the client when `dist` is missing, starts the real server on a free
 * port with a fresh data folder, and drives Debian's Chromium with playwright-core (never a
 * downloaded browser). Screenshots go to `packages/web/test-screenshots/` (git-ignored).
 */
import AxeBuilder from '@axe-core/playwright';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser as PlaywrightBrowser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

const WEB = resolve(import.meta.dirname, '../..');
export const DIST = join(WEB, 'dist');
const ROOT = resolve(WEB, '../..');
export const SHOTS = join(WEB, 'test-screenshots');
const CHROMIUM = '/usr/bin/chromium';

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM);
}

export function ensureBuilt(): void {
  if (existsSync(join(DIST, 'index.html'))) return;
  execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: WEB, stdio: 'ignore' });
}

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? ok(a.port) : fail(new Error('no port'))));
    });
  });
}

export interface Running {
  url: string;
  stop(): Promise<void>;
}

/**
 * `tabula serve` on a free port with a fresh data folder. While the CLI's `serve` command is not
 * usable, the same server is started from `@tabula/server` directly (what `serve` runs).
 */
export async function startTabula(): Promise<Running> {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'tabula-e2e-data-'));
  const cli = [join(ROOT, 'packages/cli/bin/tabula.js'), 'serve', '--port', String(port), '--data', data];
  const direct = [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    `const { startServer } = await import(${JSON.stringify(join(ROOT, 'packages/server/src/index.ts'))}); await startServer({ port: ${port}, dataDir: ${JSON.stringify(data)} });`,
  ];
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let out = '';
  for (const args of [cli, direct]) {
    out = '';
    const c = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    c.stdout!.on('data', (d) => (out += String(d)));
    c.stderr!.on('data', (d) => (out += String(d)));
    if (await healthy(url, c)) {
      child = c;
      break;
    }
    c.kill('SIGKILL');
  }
  if (!child) throw new Error(`tabula serve did not start: ${out}`);
  const running = child;
  return {
    url,
    async stop() {
      running.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      rmSync(data, { recursive: true, force: true });
    },
  };
}

async function healthy(url: string, child: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return false;
    try {
      const r = await fetch(`${url}/healthz`);
      if (r.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** The lobby lists the test game (Bidding Nim) only under this development flag (lobby/listedGames.ts). */
export function showTestGames(): void {
  localStorage.setItem('tabula.testGames', '1');
}

/** Debian's Chromium, quiet: no GPU, no QUIC, nothing fetched in the background. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A Chromium for suites that open their own contexts (each with an empty cache and storage). */
export function launchChromium(): Promise<PlaywrightBrowser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

export async function openBrowser(width = 1280, height = 800, actionList = true, paced = false): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'tabula-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width, height },
    args: CHROMIUM_ARGS,
  });
  // The automated players read and click the list of legal actions, which a new browser keeps
  // folded (ActionList.tsx): these browsers have it opened, as a keyboard player would set it.
  if (actionList) await context.addInitScript(() => localStorage.setItem('tabula.actionListOpen', '1'));
  // Other seats' moves show at once for the automated players (a person's speed is "Normal", issue
  // 45); `paced` keeps the person's pace, for the suite that watches a bot's turn step by step.
  if (!paced) await context.addInitScript(() => localStorage.setItem('tabula.paceSpeed', 'instant'));
  await context.addInitScript(showTestGames);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** The two sizes every page is looked at: a phone and a big screen. */
const SIZES = [
  [390, 844],
  [1920, 1080],
] as const;

/** A screenshot `<name>.png` of the viewport at one size; `prepare` runs after the resize. */
export async function shotAt(
  page: Page,
  name: string,
  width: number,
  height: number,
  prepare?: () => Promise<unknown>,
): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width, height });
  await prepare?.();
  await page.waitForTimeout(150);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
}

/** Screenshots `<name>-WxH.png` of the viewport at both sizes; `prepare` runs after each resize. */
export async function shots(page: Page, name: string, prepare?: () => Promise<unknown>): Promise<void> {
  for (const [w, h] of SIZES) await shotAt(page, `${name}-${w}x${h}`, w, h, prepare);
}

/** What a suite gets from `useTabula`: the server's address and the browser's one page. */
export interface Tabula {
  url: string;
  page: Page;
}

/**
 * One real server and one Chromium per suite: registers the suite's `beforeAll` (build the client
 * if needed, start `tabula serve`, open the browser) and `afterAll` (close both). The returned
 * object is filled in before the first test runs.
 */
export function useTabula(): Tabula {
  const t = {} as Tabula;
  let server: Running | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    ensureBuilt();
    server = await startTabula();
    browser = await openBrowser();
    t.url = server.url;
    t.page = browser.page;
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return t;
}

/** What `useTabulaChromium` gives: the server's address and a Chromium whose contexts the suite opens. */
export interface TabulaChromium {
  url: string;
  browser: PlaywrightBrowser;
}

/**
 * One real server and one Chromium per suite, for suites that open a context of their own per
 * look (an empty cache, a language, reduced motion): as `useTabula`, without the shared page.
 */
export function useTabulaChromium(): TabulaChromium {
  const t = {} as TabulaChromium;
  let server: Running | undefined;
  beforeAll(async () => {
    ensureBuilt();
    server = await startTabula();
    t.url = server.url;
    t.browser = await launchChromium();
  }, 180_000);
  afterAll(async () => {
    await t.browser?.close();
    await server?.stop();
  });
  return t;
}

/**
 * axe-core's WCAG 2.x A/AA rules on the page as it is: every violation found is printed with its
 * impact and first targets (so a failure says what to fix), and the critical and serious ones are
 * returned as `where: rule` for the suite to expect none (issue 24).
 */
export async function serious(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = result.violations.map(
    (v) =>
      `${where}: ${v.impact} ${v.id} (${v.nodes.length}×) ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
  if (found.length) console.log(found.join('\n'));
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${where}: ${v.id}`);
}
