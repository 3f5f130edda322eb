/**
 * The pace of other seats' moves at the table (issue 45): which step is on screen, "Skip to now"
 * while steps wait, and the speed (kept on this device). Mounts the step's flights as well.
 */
import { useLayoutEffect, useRef } from 'react';
import { useI18n } from '../../i18n/i18n';
import type { GameUi } from '../../games/types';
import type { LogEntry } from '../../net/connState';
import { Flights } from './Flights';
import { SPEEDS, type Speed, setSpeed, stepMsOf, useSpeed } from './speed';
import type { Pace } from './usePaced';
import './pace.css';

const SPEED_WORD = { '1': 'pace.speed1', '2': 'pace.speed2', instant: 'pace.speedInstant' } as const;
/** A flight at "at once": short, so a burst of moves does not pile up. */
const INSTANT_FLIGHT_MS = 350;

export function PaceBar({
  pace,
  ui,
  log,
  seat,
  others,
}: {
  pace: Pace;
  ui: GameUi | null;
  log: readonly LogEntry[];
  seat: number | null;
  /** Other seats play at this table (not a solo game): the controls are shown. */
  others: boolean;
}) {
  const { t } = useI18n();
  const speed = useSpeed();
  const skip = useRef<HTMLButtonElement>(null);
  const behind = pace.waiting > 0;
  // The steps ran out under a focused "Skip": focus waits on the prompt, as it does between turns
  // (focus.ts then takes it on to the table when the seat has something to do).
  useLayoutEffect(() => {
    if (!behind && skip.current && document.activeElement === skip.current)
      document.querySelector<HTMLElement>('[data-focus-park]')?.focus({ preventScroll: true });
  }, [behind]);
  const ms = stepMsOf(speed);
  return (
    <>
      {others && (
        <fieldset className={`pace-bar${behind ? '' : ' idle'}`} data-testid="pace">
          <legend className="sr-only">{t('pace.label')}</legend>
          <span className="pace-step" data-testid="pace-step">
            {behind ? t('pace.waiting', { n: pace.waiting }) : ''}
          </span>
          <button
            ref={skip}
            type="button"
            className={`pace-skip${behind ? '' : ' idle'}`}
            onClick={() => {
              skip.current?.blur();
              pace.skip();
            }}
            disabled={!behind}
          >
            {t('pace.skip')}
          </button>
          <label className="pace-speed">
            {t('pace.speed')}{' '}
            <select value={speed} onChange={(e) => setSpeed(e.target.value as Speed)}>
              {SPEEDS.map((s) => (
                <option key={s} value={s}>
                  {t(SPEED_WORD[s])}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
      )}
      <Flights pace={pace} ui={ui} log={log} seat={seat} ms={ms ? ms * 0.8 : INSTANT_FLIGHT_MS} />
    </>
  );
}
