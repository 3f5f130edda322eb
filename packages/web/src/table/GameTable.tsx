/**
 * The game's own table (`ui.Table`), drawn again only when what it is given changed (issue 45).
 * Every state from the server renders the table view (TableView.tsx), also while the pace holds the
 * state back, and every render made a new `act`, `undo` and `names`: the whole board and desks were
 * rendered again each time. At 4× CPU throttling one such render, at a bot's first step, was a task
 * of 50–70 ms (docs/measurements/web-trace.md, session 40). Here `act` and `undo.act` are read
 * through refs (always the newest); the names come kept while their words stay (keptNames.ts).
 */
import { memo, useCallback, useMemo, useRef } from 'react';
import type { GameUi, TableProps } from '../games/types';

export function GameTable({ ui, act, undo, ...rest }: TableProps & { ui: GameUi }) {
  const Table = useMemo(() => memo(ui.Table), [ui.Table]);
  const acts = useRef({ act, undo: undo?.act });
  acts.current = { act, undo: undo?.act };
  const stableAct = useCallback((a: unknown) => acts.current.act(a), []);
  const has = undo !== undefined;
  const can = undo?.can === true;
  const stableUndo = useMemo(() => (has ? { can, act: () => acts.current.undo?.() } : undefined), [has, can]);
  return <Table {...rest} act={stableAct} undo={stableUndo} />;
}
