/** Who sits where in a match being created: a person on this device, an invited person or a bot. */
import type { BotLevel } from './bots';

export type SeatKind = 'here' | 'invite' | 'bot';

export interface SeatChoice {
  kind: SeatKind;
  name: string;
  bot: BotLevel;
}

/** The first seat is this device's person, every other seat an Intermediate bot. */
export function defaultSeats(n: number, me: string): SeatChoice[] {
  return Array.from({ length: n }, (_, i) => ({
    kind: i === 0 ? 'here' : 'bot',
    name: i === 0 ? me : '',
    bot: 'intermediate',
  }));
}
