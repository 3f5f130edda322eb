/**
 * Saves random games of Loyang and Hansa with their traces (`@tabula/engine/testing`'s
 * `traceOf`) to each game's `test/fixtures/recorded-games.json`. Run once before a refactoring
 * (issue 43: on ef05866, formatting aside); the games' `recorded.test.ts` replays them after.
 *   npx tsx scripts/save-recorded-games.ts
 */
import { writeFileSync } from 'node:fs';
import { playRandomGame, type AnyGame, type GameOptions, type RandomGameOptions } from '@tabula/engine';
import { traceOf } from '@tabula/engine/testing';
import { hansa } from '@tabula/hansa';
import { loyang } from '@tabula/loyang';

type Config = [players: number, options: GameOptions, prefer?: RandomGameOptions['prefer']];

/** Random Hansa games last ~50,000 actions; their first 1,500 are kept (a game's end is `end.test.ts`'s). */
const HANSA_CUT = 1500;

const helperFirst = {
  chance: 0.8,
  test: (a: unknown) => {
    const x = a as { type: string; card?: unknown };
    if (x.type === 'helper' || x.type === 'foreman') return true;
    return typeof x.card === 'string' && x.card.startsWith('H-') && x.type !== 'discardHelper';
  },
};

function save(game: AnyGame, file: string, configs: Config[], perConfig: number, maxActions?: number): void {
  const games = configs.flatMap(([players, options, prefer], c) =>
    Array.from({ length: perConfig }, (_, g) => {
      const r = playRandomGame(game, { players, seed: `recorded:${c}:${g}`, options, prefer, maxActions });
      if (r.error && !r.error.startsWith('no end after')) throw new Error(`${game.id} ${players}p: ${r.error}`);
      return traceOf(game, r.record);
    }),
  );
  writeFileSync(file, `${JSON.stringify(games)}\n`);
  console.log(`${file}: ${games.length} games, ${games.reduce((n, g) => n + g.record.actions.length, 0)} actions`);
}

save(
  loyang,
  'packages/loyang/test/fixtures/recorded-games.json',
  [
    [1, {}],
    [2, {}],
    [3, {}],
    [4, {}],
    [2, { intro: true }],
    [1, {}, helperFirst],
    [2, {}, helperFirst],
    [4, {}, helperFirst],
  ],
  2,
);
save(
  hansa,
  'packages/hansa/test/fixtures/recorded-games.json',
  [
    [2, {}],
    [3, {}],
    [4, {}],
    [5, {}],
  ],
  2,
  HANSA_CUT,
);
