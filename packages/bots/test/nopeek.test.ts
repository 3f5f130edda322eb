/**
 * No peeking: a bot's choice depends only on its own view. Two states that differ only in what
 * the seat cannot see (another seat's secret bid, the PRNG that orders ties) give the same view and
 * must give the same choice.
 */
import { type AnyGame, applyAction } from '@tabula/engine';
import { nim, type NimState } from '@tabula/engine/nim';
import { describe, expect, it } from 'vitest';
import { createBot } from '../src';
import { hansa } from '@tabula/hansa';
import { loyang } from '@tabula/loyang';
import { choicesOnTwinStates, randomPosition } from './helpers';

function nimWithSecretBid(bid: number, rngWord: number): NimState {
  let s = nim.setup({ players: 2, seed: 7 });
  s = applyAction<NimState>(nim, s, 1, { type: 'bid', n: bid }).state;
  return { ...s, rng: [rngWord, 2, 3, 4] };
}

describe('no peeking (nim: the opponent has bid in secret)', () => {
  for (const spec of ['search:iters=300', 'heuristic', 'random']) {
    it(`${spec} chooses identically whatever the hidden bid and PRNG`, () => {
      const choices = [1, 2, 3].flatMap((bid) =>
        [11, 99].map((w) => {
          const s = nimWithSecretBid(bid, w);
          return createBot(nim as AnyGame, spec, 'seed').choose(nim.view(s, 0), 0, nim.legalActions(s, 0));
        }),
      );
      expect(new Set(nim.view(nimWithSecretBid(1, 11), 0).bids.map(String))).toEqual(new Set(['null', 'hidden']));
      for (const c of choices) expect(c).toEqual(choices[0]);
    });
  }

  it('a twin state re-sampled from the view has the same view and gets the same choice', () => {
    const s = nimWithSecretBid(3, 5);
    const r = choicesOnTwinStates(
      nim as AnyGame,
      s,
      0,
      () => createBot(nim as AnyGame, 'search:iters=200', 3),
      'other',
    );
    expect(r.sameView).toBe(true);
    expect(r.hiddenDiffers).toBe(true);
    expect(r.a).toEqual(r.b);
  });
});

describe('no peeking in the real games: a twin state re-sampled from the view gets the same choice', () => {
  const cases: Array<[string, AnyGame, number, number]> = [
    ['loyang', loyang as AnyGame, 2, 30],
    ['loyang', loyang as AnyGame, 3, 120],
    ['hansa', hansa as AnyGame, 3, 60],
  ];
  for (const [name, game, players, steps] of cases) {
    it(`${name} ${players}p after ${steps} random actions`, () => {
      const s = randomPosition(game, players, `np:${name}:${players}`, steps);
      const seat = game.activeSeats(s)[0]!;
      // Loyang's search plays out whole rounds for every seat: a few play-outs prove the point.
      for (const spec of ['heuristic', name === 'loyang' ? 'search:iters=8' : 'search:iters=40']) {
        const r = choicesOnTwinStates(game, s, seat, () => createBot(game, spec, 'np'), `twin:${spec}`);
        expect(r.sameView).toBe(true);
        expect(r.hiddenDiffers).toBe(true);
        expect(r.b).toEqual(r.a);
      }
    });
  }
});
