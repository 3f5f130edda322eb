/**
 * "Learn to play" (issue 21) in Debian's Chromium, the production build served by the real
 * server (the lesson itself needs nothing of it: engine and bot run in the page). From the
 * lobby's entry a Loyang lesson is played through its first round by pointing at the move the
 * table marks as suggested, each phase introduced once and in order (L-2.7 planting, the Card
 * phase L-5, the Action phase L-6/L-9, the Path L-11, the next round's Harvest L-4); a rule id
 * opens our text of it. A Hansa lesson goes through the learner's first turns the same way (Place
 * H-7, a displacement answered H-8.4, Move H-9, Establish H-10 and a Kontor). German and Italian
 * lessons speak their language. Screenshots `learn-*` at 390×844 and 1920×1080 in en/de/it.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LEARN_TEXTS } from '../../src/learn/texts';
import type { Lang } from '../../src/i18n/messages';
import { chromiumAvailable, shots, useTabula } from './harness';

const run = chromiumAvailable() ? describe : describe.skip;
/** Screenshots `learn-<name>-*` at both sizes, then back to the big screen the lesson is played on. */
async function learnShots(page: Page, name: string): Promise<void> {
  await shots(page, `learn-${name}`);
  await page.setViewportSize({ width: 1920, height: 1080 });
}

/** The intros on screen now, by moment id. */
async function intros(page: Page): Promise<string[]> {
  return page.$$eval('[data-testid=intro]', (els) => els.map((e) => (e as HTMLElement).dataset.moment ?? ''));
}

/** Waits until the learner owes a decision and a suggestion is shown (the bot has finished). */
async function learnerToMove(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid=match][data-busy="0"] [data-testid=suggestion]', { timeout: 60_000 });
}

/**
 * Plays the suggested move by pointing at what the table marks (a thing, then its chooser's
 * marked button; a move-bar button), as a person following the coach would.
 */
async function followSuggestion(page: Page): Promise<void> {
  await learnerToMove(page);
  const version = await page.getAttribute('[data-testid=match]', 'data-version');
  for (let tries = 0; tries < 4; tries++) {
    const bar = page.locator('.movebar button.suggested').first();
    const thing = page.locator('.table-area .suggested').first();
    if (await bar.count()) await bar.click();
    else await pointAt(page, thing);
    const moved = await page
      .waitForFunction(
        (v) =>
          document.querySelector('[data-testid=match]')?.getAttribute('data-version') !== v ||
          !!document.querySelector('.movebar button.suggested'),
        version,
        { timeout: 10_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (!moved) continue;
    if ((await page.getAttribute('[data-testid=match]', 'data-version')) !== version) return;
  }
  throw new Error(`the suggested move could not be played at version ${version}`);
}

/**
 * Clicks a thing as a person would: a Hansa route on its line, between two of its posts (the
 * middle of a bent route's box may be off the line), anything else in its middle.
 */
async function pointAt(page: Page, thing: ReturnType<Page['locator']>): Promise<void> {
  await thing.scrollIntoViewIfNeeded();
  const at = await thing.evaluate((el) => {
    const line = el.querySelector('polyline.route-line') as SVGPolylineElement | null;
    if (!line || line.points.numberOfItems < 3) return null;
    const i = line.points.numberOfItems > 3 ? 1 : 0;
    const a = line.points.getItem(i);
    const b = line.points.getItem(i + 1);
    const m = new DOMPoint((a.x + b.x) / 2, (a.y + b.y) / 2).matrixTransform(line.getScreenCTM()!);
    return { x: m.x, y: m.y };
  });
  if (at) await page.mouse.click(at.x, at.y);
  else await thing.click();
}

/** Follows the coach until the script is over, noting each intro as it first appears. */
async function playScript(page: Page, atIntro: (id: string) => Promise<void> = async () => {}): Promise<string[]> {
  const seen: string[] = [];
  const note = async () => {
    for (const id of await intros(page))
      if (!seen.includes(id)) {
        seen.push(id);
        await atIntro(id);
      }
  };
  for (let i = 0; i < 40; i++) {
    await learnerToMove(page);
    await note();
    if ((await page.getAttribute('[data-testid=learn-game]', 'data-script')) !== 'script') break;
    await followSuggestion(page);
  }
  return seen;
}

async function openLesson(page: Page, url: string, game: string, lang: Lang): Promise<void> {
  await page.goto(`${url}/`);
  await page.evaluate((l) => localStorage.setItem('tabula.lang', l), lang);
  await page.goto(`${url}/learn/${game}`);
  await page.waitForSelector('[data-testid=intro]', { timeout: 60_000 });
}

run('Learn to play in Chromium', () => {
  const t = useTabula();

  it('Loyang: from the lobby, the first round played by the marked moves, each phase introduced once and in order', async () => {
    const { page, url } = t;
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${url}/`);
    await page.evaluate(() => localStorage.setItem('tabula.lang', 'en'));
    await page.goto(`${url}/`);
    await page.click('[data-learn=loyang]');
    await page.waitForSelector('[data-testid=intro][data-moment=plant]', { timeout: 60_000 });
    await learnShots(page, 'loyang-plant-en');
    // A rule is one tap away.
    await page.click('[data-testid=coach] button[data-rule="L-2.7"]');
    expect(await page.textContent('[data-testid=rules] .rule.focus')).toContain(LEARN_TEXTS.en['rule.L-2.7']);
    await learnShots(page, 'loyang-rules-en');
    await page.click('[data-testid=rules-close]');
    const seen = await playScript(page, async (id) => {
      if (id === 'courtyard' || id === 'deliver' || id === 'path') await learnShots(page, `loyang-${id}-en`);
    });
    expect(seen).toEqual([
      'welcome',
      'plant',
      'startCard',
      'courtyard',
      'take',
      'actions',
      'deliver',
      'trade',
      'sow',
      'path',
      'harvest',
      'freePlay',
    ]);
    expect(await page.textContent('[data-testid=status-line]')).toMatch(/Round 2/);
    await learnShots(page, 'loyang-round2-en');
    // Off the script the bot suggests, and its move is still marked and playable.
    await learnerToMove(page);
    expect(await page.getAttribute('[data-testid=suggestion]', 'data-from')).toBe('bot');
    await followSuggestion(page);
  }, 300_000);

  it('Hansa: the learner’s first three turns by the marked moves, up to a Kontor', async () => {
    const { page, url } = t;
    await page.setViewportSize({ width: 1920, height: 1080 });
    await openLesson(page, url, 'hansa', 'en');
    const seen = await playScript(page, async (id) => {
      if (id === 'turn' || id === 'displaced' || id === 'kontor') await learnShots(page, `hansa-${id}-en`);
    });
    expect(seen).toEqual(['welcome', 'turn', 'place', 'displaced', 'move', 'establish', 'kontor', 'freePlay']);
    const kontors = await page.$$eval('[data-k="city:osnabrueck"]', (els) => els.length);
    expect(kontors).toBe(1);
  }, 300_000);

  for (const lang of ['de', 'it'] as const) {
    it(`speaks ${lang}: the intros, the suggestion and the rules`, async () => {
      const { page, url } = t;
      await page.setViewportSize({ width: 1920, height: 1080 });
      await openLesson(page, url, 'loyang', lang);
      expect(await page.textContent('[data-testid=coach]')).toContain(LEARN_TEXTS[lang]['loyang.plant']);
      await learnShots(page, `loyang-plant-${lang}`);
      await followSuggestion(page);
      await page.waitForSelector('[data-testid=intro][data-moment=courtyard]', { timeout: 60_000 });
      await learnerToMove(page);
      expect(await page.textContent('[data-testid=coach]')).toContain(LEARN_TEXTS[lang]['loyang.courtyard']);
      await learnShots(page, `loyang-courtyard-${lang}`);
      await page.click('[data-testid=coach] button[data-rule="L-5.10"]');
      expect(await page.textContent('[data-testid=rules] .rule.focus')).toContain(LEARN_TEXTS[lang]['rule.L-5.10']);
      await learnShots(page, `loyang-rules-${lang}`);
      await openLesson(page, url, 'hansa', lang);
      await page.waitForSelector('[data-testid=intro][data-moment=turn]', { timeout: 60_000 });
      expect(await page.textContent('[data-testid=coach]')).toContain(LEARN_TEXTS[lang]['hansa.turn']);
      await learnShots(page, `hansa-turn-${lang}`);
    }, 300_000);
  }
});
