// @vitest-environment jsdom
/**
 * Issue 45: a Loyang solo refusal quoted the multi-player rule "At most two players may choose the
 * same vegetable" (L-2.7); alone, the words about other players are left out, in each language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { RefusalNote } from '../src/rules/RefusalNote';
import { I18nProvider } from '../src/i18n/i18n';
import { LANGS, type Lang } from '../src/i18n/messages';

afterEach(cleanup);

const refusal = {
  code: 'illegal',
  ruleId: 'L-2.7',
  message: 'illegal (L-2.7): only wheat, pumpkin or turnip from your Shop, at most 2 players per kind',
};

function note(lang: Lang, solo: boolean) {
  render(
    <I18nProvider lang={lang}>
      <RefusalNote refusal={refusal} fallback={() => 'fallback'} solo={solo} />
    </I18nProvider>,
  );
}

const OTHERS = /players|Spieler|giocatori/;

describe('a Loyang refusal in a solo game', () => {
  it.each(LANGS)('in %s: says the rule without the words about other players', async (lang) => {
    note(lang, true);
    await waitFor(() => expect(screen.getByTestId('refusal').textContent).toMatch(/L-2\.7/));
    await waitFor(() => expect(screen.getByTestId('refusal').textContent).toMatch(/(Home field|Stammfeld|campo)/i));
    expect(screen.getByTestId('refusal').textContent).not.toMatch(OTHERS);
  });

  it('keeps them with several players', async () => {
    note('en', false);
    await waitFor(() =>
      expect(screen.getByTestId('refusal').textContent).toContain('At most two players may choose the same vegetable'),
    );
  });
});
