// @vitest-environment jsdom
/**
 * Issue 45, player language: a prompt shows no rule ids ("… (H-5)", "(L-5.4, L-5.10)"); the
 * first id is the "§" link to the rule, the one place an id stays beside why-not.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { RuledText, splitRuleIds } from '../src/games/RuledText';
import { decisionPrompt } from '../src/games/loyang/prompts';
import { LANGS } from '../src/i18n/messages';

afterEach(cleanup);

describe('a prompt in players’ words', () => {
  it('takes the rule ids out of the sentence and keeps them in order', () => {
    expect(splitRuleIds('Card phase: put a hand card into it (L-5.4, L-5.10).')).toEqual({
      text: 'Card phase: put a hand card into it.',
      ids: ['L-5.4', 'L-5.10'],
    });
    expect(splitRuleIds('Your turn — Income or Place (H-5).').text).toBe('Your turn — Income or Place.');
    expect(splitRuleIds('Move the pawn to any province (1 action, H-14.5).')).toEqual({
      text: 'Move the pawn to any province (1 action).',
      ids: ['H-14.5'],
    });
    // A parenthesis that is not rule ids stays.
    expect(splitRuleIds('Hand in 1 more (2 steps so far).').text).toBe('Hand in 1 more (2 steps so far).');
  });

  it.each(LANGS)('in %s, shows the sentence with one "§" link to the first rule', (lang) => {
    const text = decisionPrompt({ kind: 'take', seat: 0, extra: 1 } as never, lang);
    const r = render(
      <p>
        <RuledText text={text} game="loyang" />
      </p>,
    );
    const link = r.container.querySelector('a.rule-link')!;
    expect(link.textContent).toBe('§');
    expect(link.getAttribute('data-rule')).toBe('L-5.5');
    expect(r.container.textContent).not.toMatch(/L-\d/);
  });
});
