/**
 * An arena's games kept as they finish (`tabula arena --results FILE`): a long measurement — 200
 * games at a second per decision is hours — survives an interrupted run and is finished by the
 * next one. Every arena game is a function of its number (`playArenaGame`), so a run skips the
 * numbers the file already holds and the report covers all of them.
 *
 * The file is JSON lines: a header naming the arena (game, players, bots, seed, options), then one
 * `{ g, run }` per finished game, appended and flushed as it ends. A run with other arena settings
 * is refused rather than mixed in; a last line cut off by a kill is dropped (that game is played
 * again), any other unreadable line is an error.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { ArenaArgs, ArenaGameRun } from './arena';

export interface ArenaHeader {
  arena: {
    game: string;
    players: number;
    bots: string[];
    seed: string | number;
    options: Record<string, unknown>;
    maxActions?: number;
  };
}

export interface ArenaResultsFile {
  /** Games already played, by number. */
  done: Map<number, ArenaGameRun>;
  /** Appends one finished game. */
  add(g: number, run: ArenaGameRun): void;
}

function headerOf(a: Omit<ArenaArgs, 'onGame'>): ArenaHeader {
  const arena: ArenaHeader['arena'] = {
    game: a.game.id,
    players: a.players,
    bots: a.bots,
    seed: a.seed,
    options: a.options ?? {},
  };
  // Only when set, so the files of arenas without a cap keep their header.
  if (a.maxActions !== undefined) arena.maxActions = a.maxActions;
  return { arena };
}

function isRun(x: unknown): x is { g: number; run: ArenaGameRun } {
  if (!x || typeof x !== 'object') return false;
  const o = x as { g?: unknown; run?: { seating?: unknown; decisions?: unknown; thinkMs?: unknown } };
  return (
    Number.isInteger(o.g) &&
    (o.g as number) >= 0 &&
    !!o.run &&
    Array.isArray(o.run.seating) &&
    Array.isArray(o.run.decisions) &&
    Array.isArray(o.run.thinkMs)
  );
}

/** Opens (or starts) the results file of this arena; throws when it belongs to another one. */
export function openArenaResults(path: string, a: Omit<ArenaArgs, 'onGame'>): ArenaResultsFile {
  const header = JSON.stringify(headerOf(a));
  const done = new Map<number, ArenaGameRun>();
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  if (text.trim() === '') {
    writeFileSync(path, `${header}\n`);
  } else {
    const lines = text.split('\n');
    if (lines[lines.length - 1] === '') lines.pop();
    if (lines[0] !== header) {
      throw new Error(`${path} holds the games of another arena (${lines[0]!.slice(0, 200)}); this one is ${header}`);
    }
    const cut = !text.endsWith('\n');
    for (let i = 1; i < lines.length; i++) {
      let x: unknown;
      try {
        x = JSON.parse(lines[i]!);
      } catch {
        x = undefined;
      }
      if (isRun(x)) done.set(x.g, x.run);
      else if (i === lines.length - 1 && cut) {
        // A run killed mid-write: the game is played again; the line is dropped from the file.
        writeFileSync(path, `${lines.slice(0, i).join('\n')}\n`);
      } else throw new Error(`${path} line ${i + 1} is not an arena game`);
    }
  }
  return { done, add: (g, run) => appendFileSync(path, `${JSON.stringify({ g, run })}\n`) };
}
