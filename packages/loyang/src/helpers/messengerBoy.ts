/**
 * Messenger-boy (Helper reference, L-15.3): for the rest of this Action phase a Regular customer
 * may take a second delivery this round (read by the turn's deliveries in legal.ts/validate.ts).
 */
import { activation } from './helper';

export const messengerBoy = activation('messenger');
