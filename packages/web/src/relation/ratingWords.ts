/** A rating as shown everywhere: the number, with "?" while provisional (fewer than 10 rated games). */
import { PROVISIONAL_GAMES, type RatingShown } from '@tabula/wire';
import type { T } from '../i18n/i18n';

export const ratingText = (r: Pick<RatingShown, 'rating' | 'provisional'>) =>
  r.provisional ? `${r.rating}?` : String(r.rating);

/** What the "?" means, for a title and a screen reader. */
export const provisionalNote = (t: T) => t('profile.provisional', { n: PROVISIONAL_GAMES });
