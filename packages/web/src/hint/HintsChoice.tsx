/**
 * The lobby's "Hints allowed" (issue 22), offered when someone is invited: the match is created
 * with the option `hints`, which the invited people see on the join page before taking their
 * seat. Solo and hot-seat games have hints anyway, so they are not asked.
 */
import { useI18n } from '../i18n/i18n';

export function HintsChoice({ on, set }: { on: boolean; set(on: boolean): void }) {
  const { t } = useI18n();
  return (
    <div className="option hints-choice">
      <label className="check">
        <input type="checkbox" checked={on} onChange={(e) => set(e.target.checked)} data-testid="hints-allowed" />{' '}
        {t('lobby.hints')}
      </label>
      <span className="muted hint">{t('lobby.hintsHelp')}</span>
    </div>
  );
}
