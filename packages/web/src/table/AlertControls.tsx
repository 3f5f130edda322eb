/** The turn-alert preferences on the table: a sound toggle and the desktop-notification opt-in. */
import { useI18n } from '../i18n/i18n';
import type { useAlertPrefs } from './turnAlerts';

export type AlertPrefs = ReturnType<typeof useAlertPrefs>;

export function AlertControls({ prefs }: { prefs: AlertPrefs }) {
  const { t } = useI18n();
  return (
    <div className="alert-controls" data-testid="alert-controls">
      <button
        type="button"
        aria-pressed={prefs.sound}
        onClick={() => prefs.setSound(!prefs.sound)}
        data-testid="sound-toggle"
      >
        {t(prefs.sound ? 'alerts.soundOn' : 'alerts.soundOff')}
      </button>
      {prefs.notify === 'off' && (
        <button
          type="button"
          onClick={() => void prefs.enableNotify()}
          data-testid="notify-optin"
          title={t('alerts.notifyHint')}
        >
          {t('alerts.notifyAsk')}
        </button>
      )}
      {prefs.notify === 'on' && (
        <button type="button" aria-pressed onClick={() => prefs.disableNotify()} data-testid="notify-on">
          {t('alerts.notifyOn')}
        </button>
      )}
      {prefs.notify === 'denied' && (
        <span className="muted" data-testid="notify-denied">
          {t('alerts.notifyDenied')}
        </span>
      )}
    </div>
  );
}
