/** Games saved before the issue-43 refactoring replay to the same trace: states, legal lists, views, events. */
import { readFileSync } from 'node:fs';
import { type SavedGame, traceOf } from '@tabula/engine/testing';
import { describe, expect, it } from 'vitest';
import { hansa } from '../src/index';

const saved: SavedGame[] = JSON.parse(readFileSync(new URL('./fixtures/recorded-games.json', import.meta.url), 'utf8'));

describe('games recorded before the refactoring replay byte for byte', () => {
  it.each(saved.map((g, i) => [i, g.record.players, g.record.actions.length, g] as const))(
    'game %i (%i players, %i actions)',
    (_i, _players, _actions, game) => {
      expect(traceOf(hansa, game.record)).toEqual(game);
    },
  );
});
