/**
 * Issue 45: the five Hansa seat colours stay apart for players with protanopia, deuteranopia and
 * tritanopia (simulated as in colourVision.ts), and no seat is told by colour alone. The old
 * palette's blue and purple (#2471a3, #7d3c98) were ΔE 5 apart for a deuteranope: one colour.
 */
import { describe, expect, it } from 'vitest';
import { SEAT_COLOURS, SEAT_INK, SEAT_MARKS } from '../src/games/hansa/board/colours';
import { closestPair, DEFICIENCIES, deltaE } from './colourVision';

/** CIE76 ΔE*ab a closest pair must reach: far beyond a just-noticeable difference (~2.3), clearly two colours at a glance. */
const MIN_DELTA_E = 20;

describe('Hansa seat colours in colour-vision deficiencies (issue 45)', () => {
  it('keeps every pair of the five seat colours apart with normal vision and each deficiency', () => {
    expect(SEAT_COLOURS).toHaveLength(5);
    expect(closestPair(SEAT_COLOURS).dE).toBeGreaterThanOrEqual(MIN_DELTA_E);
    for (const [name, m] of Object.entries(DEFICIENCIES)) {
      const worst = closestPair(SEAT_COLOURS, m);
      expect(worst.dE, `${name}: ${worst.a} vs ${worst.b}`).toBeGreaterThanOrEqual(MIN_DELTA_E);
    }
  });

  it('catches two colours that collapse: the old blue and purple, and a red and an olive green, for a deuteranope', () => {
    expect(deltaE('#2471a3', '#7d3c98')).toBeGreaterThan(MIN_DELTA_E);
    expect(deltaE('#2471a3', '#7d3c98', DEFICIENCIES.deuteranopia)).toBeLessThan(MIN_DELTA_E);
    expect(closestPair(['#2471a3', '#7d3c98', '#d4ac0d'], DEFICIENCIES.deuteranopia).dE).toBeLessThan(MIN_DELTA_E);
    expect(deltaE('#cc3333', '#6a8a1f', DEFICIENCIES.deuteranopia)).toBeLessThan(MIN_DELTA_E);
  });

  it('gives every seat its own mark, drawn in an ink that stands out on its colour', () => {
    expect(new Set(SEAT_MARKS).size).toBe(SEAT_COLOURS.length);
    SEAT_COLOURS.forEach((c, i) => {
      expect(deltaE(c, SEAT_INK[i]!), `seat ${i}`).toBeGreaterThanOrEqual(40);
    });
  });
});
