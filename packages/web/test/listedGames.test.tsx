// @vitest-environment jsdom
/**
 * Issue 45: Bidding Nim, the engine's test game, is not in the public lobby; a development flag
 * (the Vite dev server, or `tabula.testGames` in this browser) lists it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CreateMatch } from '../src/lobby/CreateMatch';
import { I18nProvider } from '../src/i18n/i18n';

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  localStorage.clear();
});

const offered = () => {
  render(
    <I18nProvider lang="en">
      <CreateMatch />
    </I18nProvider>,
  );
  return [...screen.getByTestId('game').querySelectorAll('option')].map((o) => o.textContent);
};

describe('the games the lobby offers', () => {
  it('are the real games in a production build', () => {
    vi.stubEnv('DEV', false);
    expect(offered()).toEqual(['At the Gates of Loyang', 'Hansa Teutonica']);
  });

  it('include the test game under the development flag', () => {
    vi.stubEnv('DEV', false);
    localStorage.setItem('tabula.testGames', '1');
    expect(offered()).toContain('Bidding Nim (test game)');
  });
});
