/**
 * A game on this device without a server (issue 21): solo or hot-seat, the bots thinking in a Web
 * Worker from their seat's view alone. The game is read from IndexedDB, replayed from its record
 * through the engine's `step` (undo entries included), and saved again after every action, so a
 * reload — with or without a network — resumes it where it stood. With more than one person on
 * the device, the table is hidden between them as in a server's hot-seat match.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Seat } from '@tabula/engine';
import { loadGame } from '../games/registry';
import type { GameUi } from '../games/types';
import { useI18n } from '../i18n/i18n';
import { onLinkClick } from '../router';
import { HandOff } from '../table/HandOff';
import { seatOnScreen } from '../table/seatOnScreen';
import { workerBotMove } from '../hint/client';
import { botLabel } from '../lobby/bots';
import { LocalMatch, type LocalBot } from './localMatch';
import { LocalTable } from './LocalTable';
import { useLocalMatch } from './useLocalMatch';
import { downloadRecord, loadSaved, saveGame, type SavedGame } from './saved';

/** Time to see each bot move before the next. */
const BOT_PAUSE_MS = 300;

export function LocalPlayPage({ id }: { id: string }) {
  const { t } = useI18n();
  const [saved, setSaved] = useState<SavedGame | null | undefined>(undefined);
  const [ui, setUi] = useState<GameUi | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    loadSaved(id).then(
      (g) => {
        setSaved(g);
        if (g) loadGame(g.game).then(setUi, (e: Error) => setError(e.message));
      },
      (e: Error) => setError(e.message),
    );
  }, [id]);
  if (error)
    return (
      <p className="error" role="alert">
        {t('table.error', { msg: error })}
      </p>
    );
  if (saved === null)
    return (
      <p className="error" role="alert" data-testid="local-missing">
        {t('local.missing')}{' '}
        <a href="/" onClick={onLinkClick('/')}>
          {t('nav.lobby')}
        </a>
      </p>
    );
  if (!saved || !ui) return <p className="loading">{t('game.loading')}</p>;
  return <LocalGame saved={saved} ui={ui} />;
}

function LocalGame({ saved, ui }: { saved: SavedGame; ui: GameUi }) {
  const { t } = useI18n();
  const [storeError, setStoreError] = useState<string | null>(null);
  const match = useMemo(() => {
    const bots: Record<number, LocalBot> = {};
    saved.bots.forEach((spec, seat) => {
      if (spec === null) return;
      bots[seat] = {
        choose: (view, s, legal) =>
          workerBotMove({
            game: saved.game,
            bot: `${saved.id}:${s}`,
            spec,
            seed: `${saved.setup.seed}:bot:${s}`,
            seat: s,
            view,
            legal: [...legal],
          }),
      };
    });
    const pause = { pause: () => new Promise<void>((r) => setTimeout(r, BOT_PAUSE_MS)) };
    return saved.record
      ? LocalMatch.fromRecord(ui.game, saved.record, bots, pause)
      : new LocalMatch(ui.game, saved.setup, bots, pause);
  }, [saved, ui]);

  // Saved after every action, one write at a time in order; the first write is the new game itself.
  useEffect(() => {
    let chain = Promise.resolve();
    let stored = -1;
    const store = () => {
      if (match.version === stored) return;
      stored = match.version;
      const entry: SavedGame = {
        ...saved,
        record: match.record,
        updated: Date.now(),
        toMove: match.active(),
        outcome: match.outcome(),
      };
      chain = chain
        .then(() => saveGame(entry))
        .then(
          () => setStoreError(null),
          (e: Error) => setStoreError(e.message),
        );
    };
    if (!saved.record) store();
    else stored = match.version;
    const off = match.subscribe(store);
    void match.resume();
    return () => {
      off();
      match.stop();
    };
  }, [match, saved]);

  const people = saved.bots.flatMap((b, s) => (b === null ? [s] : []));
  const names = saved.names.map((n, s) =>
    saved.bots[s] ? t('bot.named', { name: botLabel(saved.bots[s]!, t) }) : n || t('seat.player', { n: s + 1 }),
  );
  // Whose table is on screen, as at a server's hot-seat table (the device handed over between people).
  const [shown, setShown] = useState<Seat>(() => match.active().find((s) => people.includes(s)) ?? people[0] ?? 0);
  useLocalMatch(match, shown); // re-renders on every change of the match
  const acting = match.busy ? [] : match.active().filter((s) => people.includes(s));
  const target = seatOnScreen(acting, shown, shown)!;
  return (
    <div className="local-game" data-testid="local-game" data-id={saved.id}>
      <p className="local-bar muted">
        {t('local.savedNote')}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => downloadRecord({ ...saved, record: match.record })}
          data-testid="local-export"
        >
          {t('local.export')}
        </button>{' '}
        <a href="/" onClick={onLinkClick('/')}>
          {t('nav.lobby')}
        </a>
      </p>
      {storeError && (
        <p className="error" role="alert">
          {t('local.storeFailed', { msg: storeError })}
        </p>
      )}
      {target !== shown ? (
        <HandOff name={names[target] ?? ''} onReady={() => setShown(target)} />
      ) : (
        <LocalTable match={match} ui={ui} seat={shown} names={names} />
      )}
    </div>
  );
}
