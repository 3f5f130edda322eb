/** One connection per seat this device plays (hot-seat), or one spectator connection. */
import { startTransition, useEffect, useState } from 'react';
import { MatchConnection } from '../net/connection';
import type { ConnState } from '../net/connState';
import type { TableSeat } from '../net/seats';

export interface Conn {
  seat: TableSeat | null;
  conn: MatchConnection;
  state: ConnState;
}

export function useConnections(matchId: string, seats: TableSeat[]): Conn[] {
  const key = seats.map((s) => `${s.seat}:${s.token}`).join(',');
  const [conns, setConns] = useState<Conn[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the seats (their tokens): a new array of the same seats keeps the connections open.
  useEffect(() => {
    const list = (seats.length ? seats : [null]).map(
      (seat) => new MatchConnection(matchId, seat ? (seat.token ?? { accountSeat: seat.seat }) : undefined),
    );
    const states = list.map((c) => c.current);
    const unsubs = list.map((c, i) =>
      c.subscribe((s) => {
        const step = s.version !== states[i]!.version;
        states[i] = s;
        const set = () =>
          setConns(list.map((conn, j) => ({ seat: seats.length ? seats[j]! : null, conn, state: states[j]! })));
        // A new version is drawn as a transition (issue 45): React cuts its render into slices, so
        // a bot's burst of moves never holds the main thread (one render of the whole table per
        // message took 30–50 ms at 4× CPU throttling); the seat's own action the pacer draws at
        // once (usePaced.ts). The same version changed — busy after a click, a refusal, chat,
        // seats — is drawn at once: the click's controls are disabled before a second click.
        if (step) startTransition(set);
        else set();
      }),
    );
    for (const c of list) c.open();
    return () => {
      for (const u of unsubs) u();
      for (const c of list) c.close();
    };
  }, [matchId, key]);
  return conns;
}
