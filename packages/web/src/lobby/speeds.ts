/**
 * The speeds "Play now" offers (issue 44), a few presets as Lichess does: real-time 10+5 and 20+10,
 * and turn-based 1, 3 or 7 days per move. Seeks pair only with the same speed, so few presets
 * make full pools.
 */
import type { SeekSpeed } from '@tabula/wire';
import type { T } from '../i18n/i18n';

export const SPEEDS: ReadonlyArray<{ id: string; speed: SeekSpeed }> = [
  { id: 'rt10+5', speed: { kind: 'realtime', baseMs: 600_000, incrementMs: 5_000 } },
  { id: 'rt20+10', speed: { kind: 'realtime', baseMs: 1_200_000, incrementMs: 10_000 } },
  { id: 'd1', speed: { kind: 'turn', days: 1 } },
  { id: 'd3', speed: { kind: 'turn', days: 3 } },
  { id: 'd7', speed: { kind: 'turn', days: 7 } },
];

/** A speed in words: "10+5 real-time", "3 days per move". */
export function speedWords(s: SeekSpeed, t: T): string {
  return s.kind === 'realtime'
    ? t('seek.realtime', { base: s.baseMs / 60_000, inc: s.incrementMs / 1000 })
    : t('seek.turn', { days: s.days });
}
