/** What every bot is: it decides from the seat's view and legal actions only, never hidden state. */
import type { Seat } from '@tabula/engine';

export interface Bot {
  /** The spec it was built from, e.g. `search:ms=1000`. */
  readonly name: string;
  /** One of `legal`, chosen from what `seat` sees (`view` is `game.view(state, seat)`). */
  choose(view: unknown, seat: Seat, legal: readonly unknown[]): unknown;
}

export interface ParsedBotSpec {
  kind: 'random' | 'heuristic' | 'search';
  ms?: number;
  iters?: number;
}
