/**
 * Issue 45, Hansa by pointing alone, in Chromium against the real server: no click on the board
 * does nothing silently. Against a Beginner bot, at each decision of the seat — the pawn, a
 * turn's start, an action's details, a move, a relocation, an establish, a bonus token — one
 * thing of every kind (empty post, own piece, opponent's piece, city, route, bonus-token spot,
 * province) is clicked, and each click either acts (the table moves on, a chooser or a
 * confirmation opens) or says why; an empty post, an opponent's piece and one's own piece act
 * straight from the board at a turn's start (H-7, H-8, H-9). With a second player in a browser
 * of their own who never moves, every click during their turn says whose turn it is.
 * Screenshots at 390×844 and 1920×1080 in en/de/it of a displacement being chosen and of a
 * reason shown; axe on both. A board narrowed from a desktop's window zooms to tap.
 */
import type { Page } from 'playwright-core';
import type { HansaView } from '@tabula/hansa';
import { describe, expect, it } from 'vitest';
import { chromiumAvailable, openBrowser, serious, shots, useTabula } from './harness';
import { hansaPolicy } from './hansaPolicy';
import { newMatch } from './table';

const run = chromiumAvailable() ? describe : describe.skip;
type A = Record<string, unknown>;
type Outcome = 'acted' | 'chooser' | 'confirm' | 'reason' | 'refusal';

const view = (page: Page) => page.evaluate(() => (window as unknown as { tabulaView: HansaView }).tabulaView);
const version = (page: Page) => page.getByTestId('match').getAttribute('data-version');
const legalNow = (page: Page): Promise<A[]> =>
  page.$$eval('[data-testid=action-list] button[data-action]:not([disabled])', (els) =>
    els.map((e) => JSON.parse((e as HTMLElement).dataset.action!)),
  );

/** Clicks the thing `k` and waits for what answers it; a chooser or a question is closed again. */
async function probe(page: Page, k: string): Promise<Outcome> {
  const before = await version(page);
  // What answered an earlier click is marked, so that only a new answer counts (a new reason is a new line).
  await page.$$eval('[data-testid=reason], [data-testid=refusal]', (els) =>
    els.forEach((e) => e.setAttribute('data-before', '')),
  );
  const thing = page.locator(`[data-k="${k}"]`).first();
  // A route is a line under its posts: its middle may be a post, so the click goes to the line itself.
  if (k.startsWith('route:')) await thing.dispatchEvent('click');
  else await thing.click();
  const answer = await page.waitForFunction(
    (v) => {
      const q = (s: string) => document.querySelector(`[data-testid=${s}]:not([data-before])`);
      if (document.querySelector('[data-testid=match]')?.getAttribute('data-version') !== v) return 'acted';
      for (const s of ['chooser', 'confirm', 'reason', 'refusal']) if (q(s)) return s;
      return false;
    },
    before,
    { timeout: 5000, polling: 50 },
  );
  const got = (await answer.jsonValue()) as Outcome;
  if (got === 'chooser') await page.getByTestId('chooser').getByRole('button').last().click();
  if (got === 'confirm') await page.getByTestId('confirm-no').click();
  return got;
}

/** One thing of each kind on the board now, by the seat's view; a thing that offers nothing first. */
async function things(page: Page, v: HansaView, seat: number): Promise<Record<string, string>> {
  const dead = new Set(
    await page.$$eval('[data-k]:not(.pickable)', (els) => els.map((e) => e.getAttribute('data-k')!)),
  );
  const pick = (keys: string[]) => keys.find((k) => dead.has(k)) ?? keys[0];
  const posts = v.routes.flatMap((r) => r.posts.map((p, i) => ({ k: `post:${r.id}:${i}`, p })));
  const out: Record<string, string | undefined> = {
    empty: pick(posts.filter((x) => !x.p).map((x) => x.k)),
    own: pick(posts.filter((x) => x.p?.seat === seat).map((x) => x.k)),
    opponent: pick(posts.filter((x) => x.p && x.p.seat !== seat).map((x) => x.k)),
    city: pick(v.cities.map((c) => `city:${c.id}`)),
    route: pick(v.routes.map((r) => `route:${r.id}`)),
    bonus: pick(v.routes.filter((r) => r.bonusToken).map((r) => `bonus:${r.id}`)),
    province: v.provinces && v.pawn ? `province:${v.pawn}` : undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, k]) => k)) as Record<string, string>;
}

/** The decision the seat owes, as a phase name. */
const phase = (v: HansaView) => (v.top ? (v.top.kind === 'action' ? `action:${v.top.action}` : v.top.kind) : 'turn');

async function waitMine(page: Page, last: string | null): Promise<boolean> {
  await page.waitForFunction(
    (l) => {
      if (document.querySelector('[data-testid=final-score]')) return true;
      const m = document.querySelector('[data-testid=match]');
      if (!m || m.getAttribute('data-version') === l) return false;
      return document.querySelectorAll('[data-testid=action-list] button[data-action]:not([disabled])').length > 0;
    },
    last,
    { timeout: 90_000, polling: 50 },
  );
  return (await page.getByTestId('final-score').count()) === 0;
}

run('Hansa by pointing alone (issue 45)', () => {
  const tabula = useTabula();

  it('every kind of board thing, clicked at each decision against a bot, acts or says why', async () => {
    const { page, url } = tabula;
    await page.setViewportSize({ width: 1280, height: 800 });
    await newMatch(page, url, 'hansa', 'beginner');
    await page.getByTestId('hansa-table').waitFor();
    const seen = new Map<string, Outcome[]>();
    const direct = new Set<string>();
    const problems: string[] = [];
    const policy = hansaPolicy(0);
    let last: string | null = null;
    for (let moves = 0; moves < 70 && (await waitMine(page, last)); moves++) {
      const v = await view(page);
      const seat = Number(await page.getByTestId('match').getAttribute('data-seat'));
      const at = phase(v);
      let acted = false;
      const live = new Set(await page.$$eval('[data-k].pickable', (els) => els.map((e) => e.getAttribute('data-k')!)));
      for (const [kind, k] of Object.entries(await things(page, v, seat))) {
        // A thing that acts is tried once per decision kind: then the game goes on.
        if (live.has(k) && seen.get(`${at} ${kind}`)?.some((o) => o === 'acted' || o === 'chooser')) continue;
        const out = await probe(page, k);
        (seen.get(`${at} ${kind}`) ?? seen.set(`${at} ${kind}`, []).get(`${at} ${kind}`)!).push(out);
        if (out === 'reason') expect((await page.getByTestId('reason').textContent())!.length).toBeGreaterThan(10);
        if (out === 'acted') {
          // The board acted by itself (one legal action on that thing): H-7, H-8 or H-9 from the board.
          if (at === 'turn') direct.add(kind);
          acted = true;
          break;
        }
      }
      if (acted) {
        last = null;
        continue;
      }
      const legal = await legalNow(page);
      const offered = async (sel: string) => page.locator(sel).count();
      // A turn's start with an opponent's piece in reach: the displacement chosen from the board.
      const theirs = v.routes.flatMap((r) =>
        r.posts.map((p, i) => (p && p.seat !== seat ? `post:${r.id}:${i}` : null)),
      );
      const target = (
        await page.$$eval('[data-k^="post:"].pickable', (els) => els.map((e) => e.getAttribute('data-k')!))
      ).find((x) => theirs.includes(x));
      if (at === 'turn' && !direct.has('displace') && target) {
        await page.locator(`[data-k="${target}"]`).click();
        await page.getByTestId('chooser').waitFor();
        expect(await page.getByTestId('chooser').textContent()).toMatch(/displace on/);
        for (const lang of ['en', 'de', 'it'] as const) {
          await page.getByTestId('lang').selectOption(lang);
          // The piece being displaced in the middle of the window, clear of the sticky move bar.
          await shots(page, `hansa-displace-${lang}`, () =>
            page.locator(`[data-k="${target}"]`).evaluate((el) => el.scrollIntoView({ block: 'center' })),
          );
          problems.push(...(await serious(page, `displacement ${lang}`)));
        }
        await page.getByTestId('lang').selectOption('en');
        await page.setViewportSize({ width: 1280, height: 800 });
        last = await version(page);
        await page.getByTestId('chooser').locator('button[data-action]').first().click();
        await page.waitForFunction(
          (l) => document.querySelector('[data-testid=match]')?.getAttribute('data-version') !== l,
          last,
        );
        direct.add('displace');
        last = null;
        continue;
      }
      // A turn's start with an empty post offered: place from the board (a chooser: trader or merchant).
      if (at === 'turn' && !direct.has('place') && (await offered('[data-k^="post:"].pickable'))) {
        const empty = v.routes.flatMap((r) => r.posts.map((p, i) => (p ? null : `post:${r.id}:${i}`))).filter(Boolean);
        const k = (
          await page.$$eval('[data-k^="post:"].pickable', (els) => els.map((e) => e.getAttribute('data-k')!))
        ).find((x) => empty.includes(x));
        if (k) {
          last = await version(page);
          await page.locator(`[data-k="${k}"]`).click();
          await page.getByTestId('chooser').locator('button[data-action]').first().click();
          // Place, then the post: two moves of the table from one choice.
          await page.waitForFunction(
            ([key, s]) => {
              const tv = (window as unknown as { tabulaView: HansaView }).tabulaView;
              const [, r, i] = key!.split(':');
              return tv.routes.find((x) => x.id === r)?.posts[Number(i)]?.seat === Number(s);
            },
            [k, String(seat)],
            { timeout: 20_000 },
          );
          direct.add('place');
          last = null;
          continue;
        }
      }
      const a = policy(legal, 0, v);
      last = await version(page);
      await page
        .locator(`[data-testid=action-list] button[data-action='${JSON.stringify(a).replace(/'/g, "\\'")}']`)
        .first()
        .click();
      const yes = page.getByTestId('confirm-yes');
      if (await yes.count()) await yes.click();
    }
    const report = [...seen].map(([k, o]) => `${k}: ${o.join(',')}`);
    console.log(report.join('\n'));
    // Every click answered (probe throws on silence); the turn's start and a detail step were met.
    expect([...seen.keys()].some((k) => k.startsWith('turn '))).toBe(true);
    expect([...seen.keys()].some((k) => !k.startsWith('turn ') && !k.startsWith('placePawn'))).toBe(true);
    expect(direct.has('place')).toBe(true);
    expect(direct.has('displace')).toBe(true);
    // The turn's start, an action's details and at least two more kinds of decision were met.
    expect(new Set([...seen.keys()].map((k) => k.split(' ')[0])).size).toBeGreaterThanOrEqual(4);
    expect(problems).toEqual([]);
  }, 600_000);

  it('during the other player’s turn every click says whose turn it is, in en/de/it; shots and axe', async () => {
    const { page, url } = tabula;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(url);
    await page.getByTestId('lang').selectOption('en');
    await page.getByTestId('game').selectOption('hansa');
    await page.getByTestId('players').selectOption('2');
    await page.getByTestId('seat-0').locator('input').fill('Ann');
    await page.getByTestId('seat-1').locator('select').first().selectOption('invite');
    await page.getByTestId('create').click();
    await page.getByTestId('invite-panel').waitFor();
    const link = await page.getByTestId('invite-link').first().inputValue();
    // Bob takes his seat in a browser of his own, and then never moves.
    const bob = await openBrowser();
    try {
      await bob.page.goto(link);
      await bob.page.locator('form.join input').fill('Bob');
      await bob.page.locator('form.join button[type=submit]').click();
      await bob.page.getByTestId('hansa-table').waitFor();
      await page.getByTestId('hansa-table').waitFor();
      const problems: string[] = [];
      // H-14.4: one seat puts the pawn first; if it is Ann, she does, and Bob's decision follows.
      const bobsTurn = () =>
        bob.page.waitForFunction(
          () => document.querySelectorAll('[data-testid=action-list] button[data-action]').length > 0,
          undefined,
          { timeout: 1500 },
        );
      const isBobs = () =>
        bobsTurn().then(
          () => true,
          () => false,
        );
      for (let i = 0; i < 3 && !(await isBobs()); i++) {
        const last = await version(page);
        await page.locator('[data-testid=action-list] button[data-action]').first().click();
        await page.waitForFunction(
          (l) => document.querySelector('[data-testid=match]')?.getAttribute('data-version') !== l,
          last,
        );
      }
      await bobsTurn();
      expect(await legalNow(page)).toEqual([]);
      // A window narrowed from a desktop's zooms the board to tap, and widened fits it again.
      const zoom = async () => Number(await page.getByTestId('board-window').getAttribute('data-zoom'));
      await page.setViewportSize({ width: 1920, height: 1080 });
      await expect.poll(zoom).toBe(1);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(zoom).toBeGreaterThan(2);
      await page.setViewportSize({ width: 1920, height: 1080 });
      await expect.poll(zoom).toBe(1);
      await page.setViewportSize({ width: 1280, height: 800 });
      const v = await view(page);
      for (const [lang, words] of [
        // Whose turn it is — or, when Bob owes the opening pawn (H-14.4: either seat may), that he does.
        ['en', /It is Bob’s turn|Bob puts the pawn/],
        ['de', /Bob ist am Zug|Bob stellt zuerst die Spielfigur/],
        ['it', /È il turno di Bob|Bob piazza prima il Pedone/],
      ] as const) {
        await page.getByTestId('lang').selectOption(lang);
        for (const [kind, k] of Object.entries(await things(page, v, 0))) {
          expect(await probe(page, k), `${lang} ${kind}`).toBe('reason');
          expect(await page.getByTestId('reason').textContent()).toMatch(words);
        }
        await shots(page, `hansa-reason-${lang}`, async () => {
          await page.locator('[data-k^="post:"]').first().click();
          await page.getByTestId('reason').scrollIntoViewIfNeeded();
        });
        problems.push(...(await serious(page, `reason ${lang}`)));
      }
      expect(problems).toEqual([]);
    } finally {
      await bob.close();
    }
  }, 300_000);
});
