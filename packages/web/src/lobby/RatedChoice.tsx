/**
 * The lobby's "Rated" for an invited match (issue 44), offered to a signed-in person only (a
 * rated match counts the accounts holding its seats). Where the table as set up can never be
 * rated the box is disabled and says why, as the server would refuse it (ratedChoice.ts).
 */
import { useI18n } from '../i18n/i18n';
import type { UnratedKey } from './ratedChoice';

export function RatedChoice({ on, set, why }: { on: boolean; set(on: boolean): void; why: UnratedKey | null }) {
  const { t } = useI18n();
  return (
    <div className="option rated-choice">
      <label className="check">
        <input
          type="checkbox"
          checked={on && why === null}
          disabled={why !== null}
          onChange={(e) => set(e.target.checked)}
          aria-describedby="rated-hint"
          data-testid="create-rated"
        />{' '}
        {t('seek.rated')}
      </label>{' '}
      <span className="muted hint" id="rated-hint" data-testid="rated-hint">
        {t(why ?? 'lobby.ratedHelp')}
      </span>
    </div>
  );
}
