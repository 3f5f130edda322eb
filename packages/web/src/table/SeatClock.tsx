/** A seat's clock on the table: counts down locally while it runs; low time is highlighted. */
import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/i18n';
import { formatClock, isLow, leftAt, type ClockView } from './clock';

/** `Date.now()`, re-read every `ms` while `ticking` (no timer otherwise). */
function useNow(ticking: boolean, ms = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return;
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ticking, ms]);
  return now;
}

/** Every seat's time left now, for a clock received at `at` (re-rendering while one runs). */
export function useClockLeft(clock: ClockView | null, at: number): number[] | null {
  const now = useNow(!!clock?.seats.some((s) => s.running));
  return clock ? leftAt(clock, at, now) : null;
}

export function SeatClock({ seat, leftMs, clock }: { seat: number; leftMs: number; clock: ClockView }) {
  const { t } = useI18n();
  const running = clock.seats[seat]?.running ?? false;
  const low = isLow(leftMs, clock.kind);
  const text = formatClock(leftMs, clock.kind);
  return (
    <span
      className={`clock${running ? ' running' : ''}${low ? ' low' : ''}`}
      role="timer"
      data-testid={`clock-${seat}`}
      data-running={running}
      title={t(clock.kind === 'realtime' ? 'clock.bankTitle' : 'clock.turnTitle')}
      aria-label={t(clock.kind === 'realtime' ? 'clock.bankLeft' : 'clock.turnLeft', { time: text })}
    >
      {text}
    </span>
  );
}
