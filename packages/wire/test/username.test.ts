/**
 * Account names (issue 44): one account per name whatever the case or the Unicode form it is
 * typed in, and the table's refusals of invisible and control characters.
 */
import { describe, expect, it } from 'vitest';
import { normalUsername, usernameKey, usernameProblem } from '../src/index';

describe('usernames', () => {
  it('accepts a word of letters and digits in any script, with _ - . between them', () => {
    for (const name of [
      'anna',
      'Anna_K',
      'mei-ling',
      'j.r.r',
      'Zoë',
      'Łukasz',
      'Дмитрий',
      '李小龍',
      'player42',
      '42nd',
    ])
      expect(usernameProblem(name), name).toBeNull();
  });

  it('refuses spaces, symbols, joiners at the ends and lengths out of 3–20', () => {
    expect(usernameProblem('an')).toMatch(/3–20 characters \(this one has 2\)/);
    expect(usernameProblem('a'.repeat(21))).toMatch(/has 21/);
    for (const name of ['anna k', '_anna', 'anna_', 'an..na', 'anna!', 'an@na', '-x-y'])
      expect(usernameProblem(name), name).toMatch(/one word/);
  });

  it('refuses invisible, bidirectional and control characters with the words names at the table get', () => {
    expect(usernameProblem('bob\u200Bby')).toBe('a username may not contain invisible characters (U+200B at index 3)');
    expect(usernameProblem('ab\u202Ecd')).toMatch(/bidirectional formatting characters \(U\+202E at index 2\)/);
    expect(usernameProblem('ab\u0007cd')).toMatch(/control characters/);
  });

  it('shows the NFKC form and clashes by its case fold', () => {
    expect(normalUsername('Ａｎｎａ')).toBe('Anna');
    expect(usernameProblem('Ａｎｎａ')).toBeNull();
    expect(usernameKey('Ａｎｎａ')).toBe(usernameKey('anna'));
    expect(usernameKey('ANNA')).toBe('anna');
    expect(usernameKey('Straße')).toBe(usernameKey('STRASSE'));
    expect(usernameKey('ΟΔΥΣΣΕΥΣ')).toBe(usernameKey('οδυσσευς'));
    expect(usernameKey('anna')).not.toBe(usernameKey('anne'));
    // A composed and a decomposed ë are one name.
    expect(usernameKey('Zo\u00EB')).toBe(usernameKey('Zoe\u0308'));
  });
});
