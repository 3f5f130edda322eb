/** Issue 45 pace controls (other seats' moves played step by step at the table), German. */
import type { paceEn } from './pace.en';

export const paceDe: Record<keyof typeof paceEn, string> = {
  'pace.label': 'Aktionen der anderen',
  'pace.skip': 'Zum aktuellen Stand',
  'pace.speed': 'Tempo',
  'pace.speed1': 'Normaltempo',
  'pace.speed2': 'Schnell',
  'pace.speedInstant': 'Sofort',
  'pace.waiting': 'Noch {n, plural, one {# Aktion} other {# Aktionen}} zu zeigen',
};
