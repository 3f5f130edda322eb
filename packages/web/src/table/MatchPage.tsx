/**
 * A match: connects every seat this device holds (hot-seat) or watches, picks whose table to
 * show, hides it behind a hand-off screen when the device changes hands, and lays out the
 * table, the prompt, the action list, refusals, the log and the final score.
 */
import { useEffect, useMemo, useState } from 'react';
import { seatsOf, type TableSeat } from '../net/seats';
import { useHeldSeats } from '../account/heldSeats';
import type { SeatInfo } from '@tabula/wire';
import { useI18n, type T } from '../i18n/i18n';
import { matchPath, navigate, onLinkClick } from '../router';
import { JoinForm } from './JoinForm';
import { InvitePanel } from './InvitePanel';
import { HandOff } from './HandOff';
import { seatOnScreen } from './seatOnScreen';
import { useConnections, type Conn } from './useConnections';
import { TableView } from './TableView';
import { useAlertPrefs, useTurnSignals } from './turnAlerts';
import { seatLabel } from '../lobby/matchWords';
import { MatchHint } from '../hint/MatchHint';

export function MatchPage({ id, join, invite = null }: { id: string; join: number | null; invite?: string | null }) {
  const [seats, setSeats] = useState(() => seatsOf(id));
  const playing = useHeldSeats(id, seats);
  const { t } = useI18n();
  const needJoin = join !== null && !(playing ?? seats).some((s) => s.seat === join);
  if (needJoin) {
    return (
      <JoinForm
        matchId={id}
        seat={join}
        invite={invite}
        onJoined={() => {
          setSeats(seatsOf(id));
          history.replaceState(null, '', matchPath(id));
        }}
      />
    );
  }
  if (playing === null) return <p className="loading">{t('table.connecting')}</p>;
  return <Match id={id} seats={playing} />;
}

/** Which local seat the device should show now: the shown one while it has something to do. */
export function targetSeat(local: Conn[], shown: number | null): number | null {
  const acting = local.filter((c) => c.state.legal.length > 0).map((c) => c.seat!.seat);
  return seatOnScreen(acting, shown, local[0]?.seat?.seat ?? null);
}

/** Names to show: a bot by its level, a free seat as "Player N"; repeated names get their seat number. */
export function seatNames(seats: SeatInfo[], t: T): string[] {
  const raw = seats.map((s) => seatLabel(s, t));
  return raw.map((n, i) => (raw.filter((m) => m === n).length > 1 ? `${n} #${i + 1}` : n));
}

function Match({ id, seats }: { id: string; seats: TableSeat[] }) {
  const { t } = useI18n();
  const conns = useConnections(id, seats);
  const local = conns.filter((c) => c.seat !== null);
  const hotSeat = seats.length > 1;
  const [shown, setShown] = useState<number | null>(hotSeat ? null : (seats[0]?.seat ?? null));
  const target = targetSeat(local, shown);
  const handOff = hotSeat && target !== shown;
  const conn = useMemo(
    () => (local.length ? local.find((c) => c.seat!.seat === (handOff ? target : shown)) : conns[0]),
    [conns, local, shown, target, handOff],
  );

  useEffect(() => {
    if (!hotSeat && target !== shown) setShown(target);
  }, [hotSeat, target, shown]);

  // Every seat this device plays that owes a decision now, in turn or not, shown or not.
  const owed = local.filter((c) => c.state.legal.length > 0 && !c.state.outcome).map((c) => c.seat!.seat);
  const prefs = useAlertPrefs();
  const allNames = seatNames(local[0]?.state.seats ?? conns[0]?.state.seats ?? [], t);
  useTurnSignals(
    owed,
    {
      title: t('alerts.title'),
      body: t('alerts.body', { names: owed.map((s) => allNames[s] ?? `#${s + 1}`).join(', ') }),
    },
    prefs,
  );

  const fatal = conns.find((c) => c.state.fatal)?.state.fatal;
  if (fatal) {
    return (
      <section className="panel">
        <p className="error" role="alert">
          {t('table.error', { msg: fatal.message })}
        </p>
        <a href="/" onClick={onLinkClick('/')}>
          {t('nav.lobby')}
        </a>
      </section>
    );
  }
  if (!conn) return <p className="loading">{t('table.connecting')}</p>;
  const names = seatNames(conn.state.seats, t);
  if (handOff && target !== null) {
    return <HandOff name={names[target] ?? t('table.seatOf', { n: target + 1 })} onReady={() => setShown(target)} />;
  }
  return (
    <>
      <InvitePanel matchId={id} seats={conn.state.seats} />
      <TableView
        conn={conn}
        names={names}
        prefs={prefs}
        matchId={id}
        onReplay={() => navigate(`/replay/${id}`)}
        aside={<MatchHint conn={conn} local={local} names={names} />}
      />
    </>
  );
}
