/**
 * Resign and Leave for a seated player, each behind a confirmation that says what it costs
 * (server README "Clocks and absent seats"); while a bot plays the seat, a button takes it back —
 * unless the seat resigned (a bot plays it for good), which is said instead.
 */
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n/i18n';

type Ask = 'resign' | 'leave' | null;

export function SeatControls({
  players,
  away,
  resigned = false,
  opponentAway = false,
  onResign,
  onLeave,
  onReclaim,
}: {
  players: number;
  away: boolean;
  /** The seat resigned: a bot plays it for good, so there is nothing to take back. */
  resigned?: boolean;
  /** 2 players and the other person is away too: leaving concedes the match (server README, issue 41). */
  opponentAway?: boolean;
  onResign(): void;
  onLeave(): void;
  onReclaim(): void;
}) {
  const { t } = useI18n();
  const [ask, setAsk] = useState<Ask>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (ask) confirmRef.current?.focus();
  }, [ask]);
  const close = () => {
    setAsk(null);
    openerRef.current?.focus();
  };
  if (resigned) {
    return (
      <div className="seat-controls" data-testid="seat-controls">
        <span className="muted" data-testid="resigned-mine">
          {t('seat.resignedMine')}
        </span>
      </div>
    );
  }
  if (away) {
    return (
      <div className="seat-controls" data-testid="seat-controls">
        <span className="warn">{t('seat.awayMine')}</span>{' '}
        <button type="button" onClick={onReclaim} data-testid="reclaim">
          {t('seat.reclaim')}
        </button>
      </div>
    );
  }
  const cost =
    ask === 'resign'
      ? players <= 2
        ? t('seat.resignCost2')
        : t('seat.resignCostMany')
      : opponentAway && players <= 2
        ? t('seat.leaveCostConcede')
        : t('seat.leaveCost');
  return (
    <div className="seat-controls" data-testid="seat-controls">
      <button
        type="button"
        onClick={(e) => {
          openerRef.current = e.currentTarget;
          setAsk('resign');
        }}
        aria-expanded={ask === 'resign'}
        data-testid="resign"
      >
        {t('seat.resign')}
      </button>
      <button
        type="button"
        onClick={(e) => {
          openerRef.current = e.currentTarget;
          setAsk('leave');
        }}
        aria-expanded={ask === 'leave'}
        data-testid="leave"
      >
        {t('seat.leave')}
      </button>
      {ask && (
        <div
          className="confirm"
          role="alertdialog"
          aria-labelledby="confirm-h"
          aria-describedby="confirm-d"
          data-testid="confirm"
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
        >
          <strong id="confirm-h">{t(ask === 'resign' ? 'seat.resignAsk' : 'seat.leaveAsk')}</strong>
          <p id="confirm-d">{cost}</p>
          <button
            ref={confirmRef}
            type="button"
            className="primary"
            data-testid="confirm-yes"
            onClick={() => {
              setAsk(null);
              (ask === 'resign' ? onResign : onLeave)();
            }}
          >
            {t(ask === 'resign' ? 'seat.resignYes' : 'seat.leaveYes')}
          </button>{' '}
          <button type="button" onClick={close} data-testid="confirm-no">
            {t('table.cancel')}
          </button>
        </div>
      )}
    </div>
  );
}
