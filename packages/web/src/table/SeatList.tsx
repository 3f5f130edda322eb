/**
 * The seats at the top of the table: name, colour, whose turn, and each seat's state — away, a bot
 * playing for it, resigned — with its clock. Once the match is over nothing of that is running
 * any more (issue 45): no clocks, no "a bot plays on", no "away" for a player who simply closed
 * the page after the end; only "resigned" stays, as a fact of how the match ended.
 */
import type { SeatInfo } from '@tabula/wire';
import { useI18n } from '../i18n/i18n';
import type { ClockView } from './clock';
import { SeatClock } from './SeatClock';

export function SeatList({
  seats,
  names,
  active,
  seat,
  over,
  clock,
  clockLeft,
}: {
  seats: SeatInfo[];
  names: string[];
  active: number[];
  /** The seat this table is shown to, or null for a spectator. */
  seat: number | null;
  over: boolean;
  clock: ClockView | null;
  clockLeft: number[] | null;
}) {
  const { t } = useI18n();
  return (
    <ul className="players" aria-label={t('table.player')}>
      {seats.map((s) => (
        <li
          key={s.seat}
          className={`p${s.seat}${!over && active.includes(s.seat) ? ' active' : ''}${s.seat === seat ? ' me' : ''}`}
        >
          <span className={`dot p${s.seat}`} aria-hidden />
          {names[s.seat]}
          {s.seat === seat && ` (${t('table.you')})`}
          {!over && !s.bot && s.name && !s.connected && !s.away && (
            <span className="muted" data-testid={`offline-${s.seat}`}>
              {' '}
              · {t('table.offline')}
            </span>
          )}
          {s.resigned && (
            <span className="away-tag" data-testid={`resigned-${s.seat}`}>
              {' '}
              · {over ? t('seat.resignedLabel') : t('seat.resignedTag')}
            </span>
          )}
          {!over && s.away && !s.resigned && (
            <span className="away-tag" data-testid={`away-${s.seat}`} title={t('seat.awayTitle')}>
              {' '}
              · {t('seat.away')}
            </span>
          )}
          {!over && clock && clockLeft && <SeatClock seat={s.seat} leftMs={clockLeft[s.seat] ?? 0} clock={clock} />}
        </li>
      ))}
    </ul>
  );
}
