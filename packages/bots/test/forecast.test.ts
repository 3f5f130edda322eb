/**
 * The solo forecast (`forecast.ts`, issue 22): from a Loyang solo seat's own view, the expected
 * final Path and the share of sampled games reaching each of the rulebook's levels (L-14.8: 17,
 * 18, 19) — the same whatever the unseen cards (no peeking), the same for the same seed, shares
 * that only fall as the goal rises, and a finished game's own score once nothing is left to play.
 */
import { type AnyGame, canonicalJson, Rng } from '@tabula/engine';
import { loyang } from '@tabula/loyang';
import { describe, expect, it } from 'vitest';
import { forecastFor } from '../src/forecast';
import { randomPosition } from './helpers';

const game = loyang as AnyGame;

describe('the Loyang solo forecast', () => {
  it('reads only the seat’s view: twin deals of the unseen cards give the same forecast; a seed repeats it', () => {
    const s = randomPosition(game, 1, 'forecast', 40);
    const twin = game.determinize!(game.view(s, 0), 0, Rng.seed('forecast:twin'));
    expect(canonicalJson(twin)).not.toBe(canonicalJson(s));
    const f = forecastFor(game, s, 0, { samples: 4, seed: 3 });
    expect(forecastFor(game, twin, 0, { samples: 4, seed: 3 })).toEqual(f);
    expect(f.samples).toBe(4);
    expect(Object.values(f.scores).reduce((a, b) => a + b, 0)).toBe(4);
    expect(f.mean).toBeGreaterThan(0);
    expect(f.atLeast[17]!).toBeGreaterThanOrEqual(f.atLeast[18]!);
    expect(f.atLeast[18]!).toBeGreaterThanOrEqual(f.atLeast[19]!);
  });

  it('at the end of a game it is that game’s own score (L-14.8)', () => {
    const s = randomPosition(game, 1, 'forecast:end', 100_000);
    expect(game.outcome(s)).not.toBeNull();
    const score = game.outcome(s)!.scores[0]!;
    const f = forecastFor(game, s, 0, { samples: 3 });
    expect(f.mean).toBe(score);
    expect(f.atLeast[17]).toBe(score >= 17 ? 1 : 0);
  });
});
