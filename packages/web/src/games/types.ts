/** What the client needs of each game: its engine definition and its renderers. */
import type { ComponentType } from 'react';
import type { AnyGame } from '@tabula/engine';
import type { GameEventWire } from '@tabula/wire';
import type { Lang } from '../i18n/messages';
import type { T } from '../i18n/i18n';

export interface TableProps<V = unknown, A = unknown> {
  view: V;
  /** The seat this table is shown to, or null for a spectator. */
  seat: number | null;
  /** Legal actions of `seat` now (empty when it is not to act). */
  legal: A[];
  act(action: A): void;
  names: string[];
  lang: Lang;
  /** Actions are disabled while one is on its way. */
  busy: boolean;
  /** Taking back this seat's last action (engine undo.ts): whether it may now, and doing it. */
  undo?: { can: boolean; act(): void };
}

export interface GameUi<V = unknown, A = unknown> {
  game: AnyGame;
  /** The table drawn as on a real table, with pointing where the game supports it. */
  Table: ComponentType<TableProps<V, A>>;
  /** An action in words, from the acting seat's view. */
  describe(action: A, view: V, lang: Lang, names: string[]): string;
  /**
   * What an action costs that cannot be taken back, in words, or null (issue 24: no one-click
   * loss): the table and the action list then ask before sending it.
   */
  costOf?(action: A, view: V, legal: A[], t: T): string | null;
  /** The things (pick keys) a log entry's events changed, as `seat` sees the table: the last move's highlight. */
  lastMove?(events: GameEventWire[], seat: number | null): string[];
  /** Where each piece of a log entry's events came from and went to, for the table's flights (issue 45). */
  flights?(events: GameEventWire[], seat: number | null): Flight[];
  /** An event in words for the log, or null to leave it out. */
  eventText(event: GameEventWire, lang: Lang, names: string[]): string | null;
  /**
   * Event types that are the course of play, not anyone's move (a harvest, a reshuffle, a deal):
   * left out of "Since your last move", where they buried the moves (issue 45); the log keeps them.
   */
  routine?: ReadonlySet<string>;
  /** One line: round, phase and such. */
  status?(view: V, lang: Lang): string;
  /** The game's name in each language. */
  title: Record<Lang, string>;
  /** Labels for options in the lobby, by option name. */
  optionLabel?(name: string, lang: Lang): string;
  /** Labels for breakdown keys in the final score. */
  breakdownLabel?(key: string, lang: Lang): string;
  /** What the final score should add in words: how the game breaks ties. */
  scoreNote?(lang: Lang): string;
  /**
   * The view as the table should show it once the match has ended outside the rules (a player
   * resigned): no turn, nobody playing, no actions left (issue 45).
   */
  ended?(view: V): V;
}

/**
 * One piece moving on the table (issue 45): from one spot to another, each a `data-spot` or a
 * pick key (`data-k`) on the table. `jump`: a piece leaving the board (displaced, removed).
 * `from` is read on the table before the step, `to` after it; `from` = `to` moves a piece along
 * its own track (the pawn, a marker).
 */
export interface Flight {
  from: string;
  /** Where it comes from when `from` is not on the table (a Two-pack card not shown to others). */
  or?: string;
  to: string;
  /** `to` is (or holds, as `[data-piece]`) the very piece that flies: hidden there until it lands. */
  lands?: boolean;
  piece: 'trader' | 'merchant' | 'veg' | 'coin' | 'card' | 'token' | 'marker' | 'pawn';
  seat?: number;
  /** A vegetable's name (`wheat`, …), drawn in its colour. */
  veg?: string;
  jump?: boolean;
}

/** A generic fallback for describing anything: the action's fields in order. */
export function plainText(x: { type?: unknown } & Record<string, unknown>): string {
  const rest = Object.entries(x)
    .filter(([k]) => k !== 'type' && k !== 'to')
    .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  return [String(x.type ?? '?'), ...rest].join(' ');
}
