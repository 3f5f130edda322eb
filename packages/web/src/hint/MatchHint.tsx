/**
 * The Hint panel at a match's table (issue 22): for the seat on screen, under the match's hint
 * policy (`policy.ts`: solo, hot-seat, or agreed at creation), describing actions as the action
 * list does. Spectators and finished matches get no panel.
 */
import { useI18n } from '../i18n/i18n';
import type { Conn } from '../table/useConnections';
import { useGameUi } from '../table/useGameUi';
import { describeSafe } from '../table/TableView';
import { HintPanel } from './HintPanel';
import { hintPolicy } from './policy';

export function MatchHint({ conn, local, names }: { conn: Conn; local: Conn[]; names: string[] }) {
  const { lang } = useI18n();
  const { state } = conn;
  const { ui } = useGameUi(state.game);
  const seat = conn.seat?.seat ?? null;
  if (seat === null || state.outcome || !ui || !state.game) return null;
  const why = hintPolicy(state.options, state.seats, local.map((c) => c.seat!.seat));
  return (
    <HintPanel
      game={state.game}
      players={state.players || state.seats.length}
      seat={seat}
      view={state.view}
      legal={state.legal}
      position={`${state.version}:${seat}`}
      why={why}
      describe={(a) => describeSafe(ui, a, state.view, lang, names)}
    />
  );
}
