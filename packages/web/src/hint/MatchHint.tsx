/**
 * The Hint panel at a match's table (issue 22): for the seat on screen, under the match's hint
 * policy (`policy.ts`: solo, hot-seat, or agreed at creation), describing actions as the action
 * list does; a Loyang solo game also the forecast panel. Spectators and finished matches get no panel.
 */
import { useI18n } from '../i18n/i18n';
import type { Conn } from '../table/useConnections';
import { useGameUi } from '../table/useGameUi';
import { describeSafe } from '../games/describeSafe';
import { HintPanel } from './HintPanel';
import { ForecastPanel } from './ForecastPanel';
import { hintPolicy } from './policy';

export function MatchHint({ conn, local, names }: { conn: Conn; local: Conn[]; names: string[] }) {
  const { lang } = useI18n();
  const { state } = conn;
  const { ui } = useGameUi(state.game);
  const seat = conn.seat?.seat ?? null;
  if (seat === null || state.outcome || !ui || !state.game) return null;
  const why = hintPolicy(
    state.options,
    state.seats,
    local.map((c) => c.seat!.seat),
  );
  const players = state.players || state.seats.length;
  // A Loyang solo game also offers the forecast of its final Path (L-14.8 levels), round by round.
  const round = (state.view as { round?: number } | null)?.round;
  return (
    <>
      {state.game === 'loyang' && players === 1 && typeof round === 'number' && round > 0 && (
        <ForecastPanel game="loyang" seat={seat} view={state.view} round={round} />
      )}
      <HintPanel
        game={state.game}
        players={players}
        seat={seat}
        view={state.view}
        legal={state.legal}
        position={`${state.version}:${seat}`}
        why={why}
        describe={(a) => describeSafe(ui, a, state.view, lang, names)}
      />
    </>
  );
}
