/** What a rated match did to each seat's rating (issue 44), on the ending screen: "1523 (+23)". */
import type { RatingChange } from '@tabula/wire';
import { useI18n } from '../i18n/i18n';

/** "+23", "−8", "±0": the sign always shown, a real minus sign. */
function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
}

export function RatingChanges({ changes, names }: { changes: RatingChange[]; names: string[] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="rating-h" data-testid="rating-changes">
      <h3 id="rating-h">{t('end.ratings')}</h3>
      <ul className="rating-changes">
        {changes.map((c) => (
          <li key={c.seat} data-seat={c.seat}>
            {t('end.ratingLine', {
              name: names[c.seat] ?? c.username,
              rating: `${c.after}${c.provisional ? '?' : ''}`,
              change: signed(c.change),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
