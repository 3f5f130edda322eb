/**
 * The body of a table, the same at a server's match (TableView.tsx) and a local one
 * (LocalTable.tsx): board first (issue 45) — above the game's own table only what the seat must
 * read to act: whose turn with Undo beside it, the pace of the others' moves, a refusal, the
 * result; beside it (in drawers on a phone) the list of legal actions and the log with what the
 * others did since the seat's last move. The last move is marked on the table and in the log
 * (issue 24). What differs between the two tables is passed in.
 */
import { type KeyboardEvent, type ReactNode, useMemo } from 'react';
import { type T, useI18n } from '../i18n/i18n';
import type { GameUi } from '../games/types';
import { describeSafe } from '../games/describeSafe';
import { LastMoveProvider } from '../games/lastMove';
import './lastMove.css';
import type { LogEntry } from '../net/connState';
import { RefusalNote, type RefusalLike } from '../rules/RefusalNote';
import { ActionList } from './ActionList';
import { type Drawer, Drawers } from './Drawers';
import { GameLog, eventLine } from './GameLog';
import { GameTable } from './GameTable';
import { useKeptNames } from './keptNames';
import { SinceLast } from './SinceLast';
import { UndoButton } from './UndoButton';
import { useRecent } from './useRecent';
import { PaceBar } from './pace/PaceBar';
import type { Pace } from './pace/usePaced';

export function refusalText(r: RefusalLike, t: T): string {
  if (r.code === 'stale') return t('table.stale');
  return t('table.refused', { rule: r.ruleId ?? r.code, msg: r.message });
}

export interface TableFrameProps {
  ui: GameUi;
  /** The seat's view: its actions are described and costed from it. */
  view: unknown;
  /** What the game's table shows, when not `view` (the ended view of a resigned match). */
  shown?: unknown;
  version: number;
  seat: number | null;
  names: string[];
  legal: unknown[];
  busy: boolean;
  log: LogEntry[];
  act(action: unknown): void;
  undo: { can: boolean; why: { ruleId: string; message: string } | null; act(): void };
  pace: Pace;
  /** Other seats play at this table (not a solo game): the pace bar's controls are shown. */
  others: boolean;
  /** The lead row: whose turn, and whether Undo stands beside it; null: no lead row. */
  lead: { prompt: ReactNode; undo: boolean } | null;
  /** The refusal to show, or null. */
  refusal: RefusalLike | null;
  /** One player: the rule's words about other players are left out of a refusal. */
  solo: boolean;
  /** The seat has played and still plays here: the log says what the others did since its last move. */
  sinceLast: boolean;
  /** Above the lead row (the learning game's coach, "reconnecting"). */
  above?: ReactNode;
  /** Between the pace bar and the refusal (a bot's failure). */
  notice?: ReactNode;
  /** The result once the match is over: the final score, or the Game over panel. */
  result?: ReactNode;
  /** At the head of the side column (the seat's own controls). */
  tools?: ReactNode;
  /** The drawers before and after the log's (a hint; the chat). */
  hint?: Drawer;
  chat?: Drawer;
  /** A click or key anywhere in the body (a shown refusal answers one click only). */
  onClickCapture?(): void;
  onKeyDownCapture?(e: KeyboardEvent): void;
}

export function TableFrame(p: TableFrameProps) {
  const { t, lang } = useI18n();
  const { ui, view, seat, legal, busy, undo } = p;
  const names = useKeptNames(p.names);
  const recent = useRecent(p.log, seat, ui, p.version);
  const logText = useMemo(() => eventLine(ui, t, lang, names), [ui, t, lang, names]);
  const myTurn = legal.length > 0;
  const log: Drawer = {
    id: 'log',
    label: t('table.log'),
    content: (
      <>
        {p.sinceLast && <SinceLast entries={recent.since} first={recent.first} text={logText} routine={ui.routine} />}
        <GameLog log={p.log} text={logText} links={recent} />
      </>
    ),
  };
  return (
    <div className="match-body" onClickCapture={p.onClickCapture} onKeyDownCapture={p.onKeyDownCapture}>
      <div className="match-main">
        {p.above}
        {p.lead && (
          <div className="lead-row">
            <p
              className={`prompt${myTurn ? ' mine' : ''}`}
              role="status"
              data-testid="prompt"
              tabIndex={-1}
              data-focus-park=""
            >
              {p.lead.prompt}
            </p>
            {p.lead.undo && <UndoButton can={undo.can} why={undo.why} busy={busy} onUndo={undo.act} />}
          </div>
        )}
        <PaceBar pace={p.pace} ui={ui} log={p.log} seat={seat} others={p.others} />
        {p.notice}
        {p.refusal && <RefusalNote refusal={p.refusal} fallback={refusalText} solo={p.solo} />}
        {p.result}
        <div className="table-area">
          <LastMoveProvider keys={recent.keys}>
            <GameTable
              ui={ui}
              view={p.shown === undefined ? view : p.shown}
              seat={seat}
              legal={legal}
              act={p.act}
              names={names}
              lang={lang}
              busy={busy}
              undo={undo}
            />
          </LastMoveProvider>
        </div>
      </div>
      <aside className="side">
        {p.tools}
        <ActionList
          legal={legal}
          describe={(a) => describeSafe(ui, a, view, lang, names)}
          act={p.act}
          busy={busy}
          costOf={ui.costOf ? (a) => ui.costOf!(a, view, legal, t) : undefined}
        />
        <Drawers drawers={[...(p.hint ? [p.hint] : []), log, ...(p.chat ? [p.chat] : [])]} />
      </aside>
    </div>
  );
}
