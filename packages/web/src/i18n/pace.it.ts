/** Issue 45 pace controls (other seats' moves played step by step at the table), Italian. */
import type { paceEn } from './pace.en';

export const paceIt: Record<keyof typeof paceEn, string> = {
  'pace.label': 'Mosse degli altri giocatori',
  'pace.skip': 'Vai al presente',
  'pace.speed': 'Velocità',
  'pace.speed1': 'Normale',
  'pace.speed2': 'Veloce',
  'pace.speedInstant': 'Subito',
  'pace.waiting': '{n, plural, one {Ancora # mossa} other {Ancora # mosse}} da mostrare',
};
