/**
 * Issue 45: the six vegetable colours of palette.css stay apart for a player with protanopia,
 * deuteranopia or tritanopia, not only for normal vision (the shapes differ too; colour is a
 * second cue that must not mislead).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VEG_KEYS } from '../src/games/loyang/words';
import { DEFICIENCIES, closestPair2000, deltaE2000Lab } from './colourVision';

/** The smallest CIEDE2000 difference we accept between two vegetables, in any vision. */
const MIN_DE = 15;

/** The closest pair of vegetables, named, in CIEDE2000 as seen with the deficiency `m`. */
function closestPair(colours: Record<string, string>, m?: (typeof DEFICIENCIES)['protanopia']) {
  const name = Object.fromEntries(Object.entries(colours).map(([k, c]) => [c, k]));
  const { a, b, dE } = closestPair2000(Object.values(colours), m);
  return { pair: `${name[a]}/${name[b]}`, dE };
}

function vegetableColours(): Record<string, string> {
  const css = readFileSync(join(import.meta.dirname, '../src/styles/palette.css'), 'utf8');
  return Object.fromEntries(
    VEG_KEYS.map((k) => {
      const m = new RegExp(`--veg-${k}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(css);
      if (!m) throw new Error(`palette.css has no --veg-${k}`);
      return [k, m[1]!];
    }),
  );
}

describe('vegetable colours under colour-vision deficiencies', () => {
  it('computes CIEDE2000 as published (Sharma et al. 2005, pairs 1 and 7)', () => {
    expect(deltaE2000Lab([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 4);
    expect(deltaE2000Lab([50, 0, 0], [50, -1, 2])).toBeCloseTo(2.3669, 4);
  });

  it('keeps every pair of vegetables apart for normal vision', () => {
    const { pair, dE } = closestPair(vegetableColours());
    expect(dE, pair).toBeGreaterThanOrEqual(MIN_DE);
  });

  for (const [name, m] of Object.entries(DEFICIENCIES))
    it(`keeps every pair of vegetables apart under ${name}`, () => {
      const { pair, dE } = closestPair(vegetableColours(), m);
      expect(dE, pair).toBeGreaterThanOrEqual(MIN_DE);
    });

  it('catches colours that collapse: the old wheat and bean are apart for normal vision, not under protanopia', () => {
    const old = { wheat: '#e4c04b', bean: '#9ccc65' };
    expect(closestPair(old).dE).toBeGreaterThanOrEqual(MIN_DE);
    expect(closestPair(old, DEFICIENCIES.protanopia).dE).toBeLessThan(MIN_DE);
  });
});
