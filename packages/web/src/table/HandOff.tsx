/** Hot-seat: the table is hidden until the next player confirms they hold the device. */
import { useEffect, useRef } from 'react';
import { useI18n } from '../i18n/i18n';

export function HandOff({ name, onReady }: { name: string; onReady(): void }) {
  const { t } = useI18n();
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section className="handoff" role="dialog" aria-modal="true" aria-labelledby="handoff-h" data-testid="handoff">
      <h2 id="handoff-h">{t('handoff.title', { name })}</h2>
      <p>{t('handoff.body')}</p>
      <button ref={ref} type="button" className="primary big" onClick={onReady}>
        {t('handoff.ready', { name })}
      </button>
    </section>
  );
}
