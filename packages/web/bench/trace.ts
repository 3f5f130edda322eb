/**
 * `npm run bench:trace -w packages/web [-- --turns N --rate R --bot LEVEL --list folded|open --web DIR --seed S|random --save FILE]` (issue 45,
 * "Done when": during a bot's animated Hansa turn, Chromium's performance trace with 4× CPU
 * throttling shows no main-thread task over 50 ms). A benchmark, not a test: it prints figures
 * (longTasks.ts) and passes no verdict — the machine's load moves them.
 *
 * It starts `tabula serve` on a free port with a fresh data folder and the built client
 * (`npx vite build` first; `--web DIR` serves another build, e.g. `vite build --outDir DIR`, so that
 * two builds can be measured alternately), creates a Hansa match of Ann against a bot, opens Ann's seat in Debian's
 * Chromium at 1920×1080, throttles the CPU with CDP `Emulation.setCPUThrottlingRate`, and records a
 * trace (CDP Tracing, devtools.timeline) across `--turns` rounds of Ann ending her turn from the
 * list of legal actions at once and the bot playing its turn, until Ann may act again and the
 * page has had a second to finish drawing. The page marks each bot's turn (`performance.mark`),
 * and the figures are given for those windows and for the whole trace. This lives in the web package, not `tabula bench`:
 * the CLI does not depend on the browser driver or the built client.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { attribute, formatAttribution } from './attribution';
import { formatRenderTime, renderTime } from './renderTime';
import { CLOSE, formatLongTasks, longTasks, OPEN, type TraceEvent, windows } from './longTasks';

const WEB = resolve(import.meta.dirname, '..');
const ROOT = resolve(WEB, '../..');
const CHROMIUM = '/usr/bin/chromium';
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'blink.user_timing',
  // The sampling profiler's stacks, for what each long task ran (attribution.ts).
  'disabled-by-default-v8.cpu_profiler',
].join(',');
const LEVELS = ['beginner', 'intermediate', 'expert', 'master'];

function options() {
  const { values } = parseArgs({
    options: {
      turns: { type: 'string', default: '3' },
      rate: { type: 'string', default: '4' },
      bot: { type: 'string', default: 'beginner' },
      save: { type: 'string' },
      list: { type: 'string', default: 'folded' },
      web: { type: 'string', default: join(WEB, 'dist') },
      // One game for every run: with a drawn seed each run met another bot's turn, and the spread
      // between runs hid most changes (session 39). `--seed random` lets the server draw one.
      seed: { type: 'string', default: 'trace' },
    },
  });
  const turns = Number(values.turns);
  const rate = Number(values.rate);
  if (!Number.isInteger(turns) || turns < 1 || turns > 50) throw new Error(`--turns is 1–50, got "${values.turns}"`);
  if (!(rate >= 1 && rate <= 20)) throw new Error(`--rate is 1–20 (the CPU slowdown), got "${values.rate}"`);
  if (!LEVELS.includes(values.bot)) throw new Error(`--bot is ${LEVELS.join(', ')}, got "${values.bot}"`);
  if (values.list !== 'folded' && values.list !== 'open') throw new Error(`--list is folded or open, got "${values.list}"`);
  const web = resolve(values.web);
  if (!existsSync(join(web, 'index.html'))) throw new Error(`no built client in ${web}: run \`npx vite build\` in packages/web`);
  const seed = values.seed === 'random' ? undefined : values.seed;
  return { turns, rate, bot: values.bot, save: values.save, listOpen: values.list === 'open', web, seed };
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

async function serve(web: string) {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'tabula-trace-'));
  const url = `http://127.0.0.1:${port}`;
  const cli = join(ROOT, 'packages/cli/bin/tabula.js');
  const child = spawn(process.execPath, [cli, 'serve', '--port', String(port), '--data', data, '--web', web], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(data, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) break;
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) return { url, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error('tabula serve did not start');
}

const LEGAL = '[data-testid=action-list] button[data-action]:not([disabled])';

/** Opens or folds the list of legal actions, as a person does with its summary. */
async function showList(page: Page, open: boolean): Promise<void> {
  const list = page.getByTestId('action-list');
  if ((await list.evaluate((d) => (d as HTMLDetailsElement).open)) === open) return;
  await list.locator('summary').click();
  // Drawn (or taken away) before the bot's turn is measured: two frames after the toggle.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Ann ends her turn from the list of legal actions (its first action where no end is offered). With
 * `--list folded` (the default) she opens the list for her turn and folds it again after, so the
 * bot's turn is drawn as a player first sees the table (issue 45 folded the list away).
 */
async function annsTurn(page: Page, listOpen: boolean): Promise<void> {
  await showList(page, true);
  while (await page.locator(LEGAL).count()) {
    const v = await page.getByTestId('match').getAttribute('data-version');
    const end = page.locator(`${LEGAL}[data-action*='"endTurn"']`);
    await ((await end.count()) ? end.first() : page.locator(LEGAL).first()).click();
    const yes = page.getByTestId('confirm-yes');
    if (await yes.count()) await yes.click();
    await page.waitForFunction(
      (x) => document.querySelector('[data-testid=match]')?.getAttribute('data-version') !== x,
      v,
      { timeout: 60_000 },
    );
  }
  await showList(page, listOpen);
}

/** Waits until the bot has played and Ann may act again, or the game is over. */
async function botsTurn(page: Page): Promise<void> {
  // The prompt is Ann's (`.mine`) once she has legal actions; a folded list draws none of them.
  await page.waitForFunction(
    () => document.querySelector('[data-testid=final-score]') || document.querySelector('[data-testid=prompt].mine'),
    undefined,
    { timeout: 180_000, polling: 100 },
  );
}

async function main(): Promise<void> {
  const o = options();
  const server = await serve(o.web);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const r = await fetch(`${server.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'hansa', players: 2, seats: [{ name: 'Ann' }, { bot: o.bot }], seed: o.seed }),
    });
    if (!r.ok) throw new Error(`creating the match: HTTP ${r.status} ${await r.text()}`);
    const m = (await r.json()) as { id: string; tokens: Array<{ token: string }> };
    const seat = { matchId: m.id, seat: 0, token: m.tokens[0]!.token, name: 'Ann', game: 'hansa', savedAt: '' };
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, serviceWorkers: 'block' });
    await context.addInitScript((s) => {
      localStorage.setItem('tabula.seats', s);
      localStorage.setItem('tabula.actionListOpen', '1');
    }, JSON.stringify([seat]));
    const page = await context.newPage();
    await page.goto(`${server.url}/m/${m.id}`);
    await page.getByTestId('hansa-board').waitFor({ timeout: 60_000 });
    await botsTurn(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: o.rate });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    for (let t = 0; t < o.turns; t++) {
      await annsTurn(page, o.listOpen);
      await page.evaluate((m) => performance.mark(m), OPEN);
      await botsTurn(page);
      await page.waitForTimeout(1000);
      await page.evaluate((m) => performance.mark(m), CLOSE);
    }
    const complete = new Promise((ok) => cdp.once('Tracing.tracingComplete', ok));
    await cdp.send('Tracing.end');
    await complete;
    if (o.save) writeFileSync(o.save, JSON.stringify({ traceEvents: events }));
    console.log(
      `Hansa, Ann against a ${o.bot} bot, ${o.seed === undefined ? 'a drawn seed' : `seed "${o.seed}"`}, ${o.turns} rounds, CPU throttled ${o.rate}×, 1920×1080, the list of legal actions ${o.listOpen ? "open" : "folded"} while the bot plays`,
    );
    console.log(`\nthe bots' turns (from Ann's turn passing to a second after hers came back):`);
    const turns = windows(events);
    console.log(formatLongTasks(longTasks(events, server.url, turns)));
    console.log(`\nthe same tasks by their CPU time (what the machine's load does not inflate):`);
    console.log(formatLongTasks(longTasks(events, server.url, turns, 'cpu')));
    console.log(formatRenderTime(renderTime(events, server.url, turns)));
    console.log(`\nwhat the bots' turns' long tasks (wall time) spent their time on:`);
    console.log(formatAttribution(attribute(events, server.url, turns)));
    console.log(`\nthe whole trace (Ann's clicks too):`);
    console.log(formatLongTasks(longTasks(events, server.url)));
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
});
