/**
 * Options of the table rather than of the game, kept with the game's options in the match's
 * `options` (so they are stored and listed with no new column) but never given to the game's
 * `setup`, which refuses any option it does not know, nor written into the record.
 *
 * - `hints` (boolean, default false; issue 22): every seat agreed, at creation, that a player may
 *   ask for a hint — the Master's top 3 actions from the seat's own view. The web client offers
 *   hints in a match with more than one person only when this is true (solo, hot-seat and the
 *   replay always have them); the hint is computed in the player's browser, so this is an
 *   agreement between players the client keeps, not something the server could enforce.
 */
import type { GameOptions } from '@tabula/engine';

export const TABLE_OPTIONS: ReadonlyArray<{ name: string; type: 'boolean' }> = [{ name: 'hints', type: 'boolean' }];

function isTableOption(name: string): boolean {
  return TABLE_OPTIONS.some((o) => o.name === name);
}

/** The options the game itself takes: the match's options without the table's. */
export function gameOptions(options: GameOptions): GameOptions {
  return Object.fromEntries(Object.entries(options).filter(([k]) => !isTableOption(k)));
}
