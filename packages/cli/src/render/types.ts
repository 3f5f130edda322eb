/** A terminal renderer for one game: what a seat sees, as readable text. */
import type { GameEvent, Seat } from '@tabula/engine';

export interface Renderer {
  /** The seat's view as a few lines of text (no colours: it must read the same in a log or tmux). */
  view(view: unknown, seat: Seat, names: string[]): string;
  /** One log line for an event the seat may see, or null to use the generic line. */
  event?(e: GameEvent, names: string[]): string | null;
}
