/**
 * Maid (Helper reference, L-15.3): for the rest of this Action phase every Market-stall trade
 * costs 1 bowl per vegetable (read by `bowls` in rules.ts). May be declared first and used later.
 */
import { activation } from './helper';

export const maid = activation('maid');
