/**
 * Official (Helper reference, L-15.3): the Two-pack costs nothing for the rest of this Action phase
 * (read by `twoPackPrice` in rules.ts).
 */
import { activation } from './helper';

export const official = activation('official');
