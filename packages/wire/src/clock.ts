/**
 * A match clock as the wire carries it (issue 23; moved here from the server's clock.ts for
 * issue 43, so the web client and the CLI read it without importing the server): the setting a
 * match is created with, and what every view shows. How the server runs a clock stays in the
 * server (`packages/server/src/clock.ts`).
 */
import { z } from 'zod';

export const ClockConfig = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('realtime'),
    /** The bank each seat starts with: 1 minute to 3 hours. */
    baseMs: z
      .number()
      .int()
      .min(60_000)
      .max(3 * 3600_000),
    /** Added when the seat's own move ends its turn: up to 10 minutes. */
    incrementMs: z.number().int().min(0).max(600_000),
  }),
  z.object({
    kind: z.literal('turn'),
    /** Time for each decision sequence (a seat's decisions until it stops owing): 1 hour to 14 days. */
    turnMs: z
      .number()
      .int()
      .min(3600_000)
      .max(14 * 24 * 3600_000),
  }),
]);
export type ClockConfig = z.infer<typeof ClockConfig>;

/** What every view shows: each seat's time left now, and whether it is running. */
export interface ClockView {
  kind: ClockConfig['kind'];
  seats: Array<{ leftMs: number; running: boolean }>;
}
