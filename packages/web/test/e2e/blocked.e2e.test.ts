/**
 * Issue 44, "a blocked player is never paired", in Chromium: Ann blocks Bob from his profile;
 * both ask Play now with the same settings (Hansa, 2 players, 10+5, rated), and no table forms
 * between them however long they wait — while Cy, asking the same, is seated with Ann at once,
 * Bob still waiting.
 */
import { describe, expect, it } from 'vitest';
import { playNow, signUp } from './accountSteps';
import { chromiumAvailable, openBrowser, useTabula } from './harness';

const run = chromiumAvailable() ? describe : describe.skip;

run('blocking and Play now', () => {
  const tabula = useTabula();

  it('never pairs a blocked player, while a third compatible account pairs', async () => {
    const { page: ann, url } = tabula;
    const bobs = await openBrowser(1280, 800);
    const cys = await openBrowser(1280, 800);
    try {
      const [bob, cy] = [bobs.page, cys.page];
      await signUp(ann, url, 'ann_blk');
      await signUp(bob, url, 'bob_blk');
      await signUp(cy, url, 'cy_blk');
      await ann.goto(`${url}/u/bob_blk`);
      await ann.getByTestId('profile-block').click();
      await ann.getByTestId('relation-buttons').getByRole('button', { name: 'Unblock' }).waitFor();

      await playNow(ann, url);
      await playNow(bob, url);
      // Each waiting page polls its seek (each poll a pairing) and the server sweeps every 5 s:
      // past two sweeps, both still wait, and neither holds a match.
      await ann.waitForTimeout(12_000);
      for (const p of [ann, bob]) {
        expect(await p.getByTestId('seek-waiting').count()).toBe(1);
        expect(new URL(p.url()).pathname).toBe('/');
        const held = (await (await p.request.get(`${url}/api/account/matches`)).json()) as { matches: unknown[] };
        expect(held.matches).toEqual([]);
      }

      await playNow(cy, url, false);
      await cy.getByTestId('hansa-table').waitFor({ timeout: 60_000 });
      await ann.getByTestId('hansa-table').waitFor({ timeout: 60_000 });
      expect(new URL(ann.url()).pathname).toBe(new URL(cy.url()).pathname);
      expect(await bob.getByTestId('seek-waiting').count()).toBe(1);
      const bobHeld = (await (await bob.request.get(`${url}/api/account/matches`)).json()) as { matches: unknown[] };
      expect(bobHeld.matches).toEqual([]);
    } finally {
      await bobs.close();
      await cys.close();
    }
  }, 300_000);
});
