/** The account page's switch for "your move" push notifications (usePush.ts). */
import { useI18n } from '../i18n/i18n';
import { usePush } from './usePush';

export function PushToggle() {
  const { t } = useI18n();
  const push = usePush();
  if (push.state === null) return null;
  return (
    <section className="panel push-toggle" data-testid="push-toggle">
      {push.state === 'unsupported' ? (
        <p className="muted">{t('push.unsupported')}</p>
      ) : (
        <label>
          <input
            type="checkbox"
            checked={push.state === 'on'}
            disabled={push.busy || push.state === 'denied'}
            onChange={(e) => void (e.target.checked ? push.enable() : push.disable())}
            data-testid="push-switch"
          />{' '}
          {t('push.toggle')}
        </label>
      )}
      {push.state !== 'unsupported' && <p className="muted">{t('push.hint')}</p>}
      {push.state === 'denied' && <p className="muted">{t('push.denied')}</p>}
      {push.error && (
        <p className="error" role="alert">
          {push.error}
        </p>
      )}
    </section>
  );
}
