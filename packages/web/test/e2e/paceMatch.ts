/**
 * The match pace.e2e watches (issue 45): 2-player Hansa against the Intermediate bot, of a fixed
 * seed in which Ann (seat 0) places the pawn and the bot then plays a turn of several moves.
 *
 * Its seed used to be drawn anew each run, and that was the test's flake: the Intermediate bot
 * makes a random legal move in 15% of its decisions, and at its first decision "end the turn" is
 * one of the 5 legal moves, so in about 3 matches in 100 its whole turn was one version — one step
 * for the table to show (the failing runs' versions 0, 1, 2, then Ann's actions). The table paced
 * it right; there was nothing more to pace. paceMatch.test.ts checks that this seed's bot turn has
 * two steps or more to watch, whichever pawn placement Ann clicks.
 */
export const PACE_SEED = 45;
export const PACE_BOT = 'intermediate';
