/**
 * A server table's connection played at the table's pace (issue 45): the game's part of the state
 * (view, legal actions, log, whose turn, outcome) is the step on screen; the rest (seats, chat,
 * clock, refusals, the connection's status) is live. While steps wait, the seat has no legal
 * actions and no undo: it never acts on a table that is behind (the server would take its action
 * against the newest version).
 */
import { useMemo } from 'react';
import type { ConnState } from '../../net/connState';
import type { Conn } from '../useConnections';
import { useGameUi } from '../useGameUi';
import { actedBetween, nothingToWatch, type Pace, usePaced } from './usePaced';

/** No legal actions while steps wait: one array, so that the game's table is not drawn again for a new one (GameTable.tsx). */
const NOTHING: ConnState['legal'] = [];

export function usePacedConn(conn: Conn): { conn: Conn; pace: Pace } {
  const seat = conn.seat?.seat ?? conn.state.seat;
  const live = conn.conn as Partial<Conn['conn']> | null;
  const { ui } = useGameUi(conn.state.game);
  const { shown, pace } = usePaced<ConnState>(conn.state, live, {
    version: (s) => s.version,
    // Its own action, or the answer to one it sent (busy until the update comes).
    own: (a, b) => a.busy || actedBetween(b.log, seat, a.version, b.version),
    quiet: (a, b) => nothingToWatch(b.log, a.version, b.version, ui),
    listen: typeof live?.subscribe === 'function' ? (fn) => live.subscribe!(fn) : undefined,
  });
  const behind = pace.waiting > 0;
  const paced = useMemo(() => {
    if (shown === conn.state && !behind) return conn;
    const state: ConnState = {
      ...conn.state,
      version: shown.version,
      view: shown.view,
      legal: behind ? NOTHING : shown.legal,
      undo: behind ? false : shown.undo,
      undoWhy: shown.undoWhy,
      active: shown.active,
      outcome: shown.outcome,
      log: shown.log,
    };
    return { ...conn, state };
  }, [conn, shown, behind]);
  return { conn: paced, pace };
}
