/**
 * The replay viewer: fetches a finished match's record (or opens a record file), replays it
 * locally with the engine, and steps through it from any seat's point of view.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isUndo, type GameRecord } from '@tabula/engine';
import { api } from '../net/api';
import { useI18n } from '../i18n/i18n';
import { loadGame } from '../games/registry';
import type { GameUi } from '../games/types';
import { GameLog, eventLine } from '../table/GameLog';
import { FinalScore } from '../table/FinalScore';
import { describeSafe } from '../games/describeSafe';
import { seatNames } from '../table/MatchPage';
import { logUpTo, replayAll, type Replayed } from './replayRecord';
import { ChatLineView } from '../table/ChatPanel';
import type { ChatLine } from '../net/chatLines';
import { HintPanel } from '../hint/HintPanel';
import { replayHintFor } from '../hint/replayHint';
import { EvalPanel } from './EvalPanel';

export function ReplayPage({ id }: { id: string | null }) {
  const { t } = useI18n();
  const [raw, setRaw] = useState<GameRecord | null>(null);
  const [names, setNames] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!id) return;
    api.record(id).then(setRaw, (e: Error) => setError(e.message));
    api.get(id).then(
      (m) => setNames(seatNames(m.seats, t)),
      () => {},
    );
  }, [id, t]);
  return (
    <div className="replay">
      <h1>{t('replay.title')}</h1>
      {!id && (
        <label className="panel">
          {t('replay.loadFile')}{' '}
          <input
            type="file"
            accept="application/json,.json"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f)
                f.text()
                  .then((s) => setRaw(JSON.parse(s) as GameRecord))
                  .catch((err: Error) => setError(err.message));
            }}
          />
        </label>
      )}
      {error && (
        <p className="error" role="alert">
          {t('replay.bad', { msg: error })}
        </p>
      )}
      {raw && <Replayer raw={raw} names={names} fileName={`tabula-${raw.game}-${id ?? 'record'}.json`} />}
    </div>
  );
}

function Replayer({ raw, names: given, fileName }: { raw: GameRecord; names: string[]; fileName: string }) {
  const { t, lang } = useI18n();
  const [ui, setUi] = useState<GameUi | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [viewer, setViewer] = useState<number | 'spectator'>('spectator');
  useEffect(() => {
    loadGame(raw.game).then(setUi, (e: Error) => setError(e.message));
  }, [raw.game]);
  const replayed = useMemo<Replayed | null>(() => {
    if (!ui) return null;
    try {
      return replayAll(ui.game, raw);
    } catch (e) {
      setError((e as Error).message);
      return null;
    }
  }, [ui, raw]);
  const last = replayed ? replayed.states.length - 1 : 0;
  useEffect(() => setStep(last), [last]);
  const go = useCallback((s: number) => setStep(Math.max(0, Math.min(last, s))), [last]);
  useEffect(() => {
    const on = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement | null)?.closest('input,select,textarea')) return;
      if (e.key === 'ArrowRight') go(step + 1);
      if (e.key === 'ArrowLeft') go(step - 1);
      if (e.key === 'Home') go(0);
      if (e.key === 'End') go(last);
    };
    window.addEventListener('keydown', on);
    return () => window.removeEventListener('keydown', on);
  }, [go, step, last]);

  if (error) return <p className="error">{t('replay.bad', { msg: error })}</p>;
  if (!ui || !replayed) return <p className="loading">{t('game.loading')}</p>;
  const names = Array.from({ length: raw.players }, (_, i) => given[i] ?? t('table.seatOf', { n: i + 1 }));
  const state = replayed.states[step];
  const view = ui.game.view(state, viewer);
  const outcome = step === last ? ui.game.outcome(state) : null;
  const lastAction = step > 0 ? replayed.record.actions[step - 1]! : null;
  const Table = ui.Table;
  // The hint (issue 22) is always on in the replay, for a seat on the move, from its own view.
  const asker = replayHintFor(ui.game, state, viewer);
  const describeAt = (i: number, a: unknown) =>
    describeSafe(ui, a, ui.game.view(replayed.states[i], replayed.record.actions[i]!.seat), lang, names);
  const download = () => {
    const url = URL.createObjectURL(new Blob([JSON.stringify(raw, null, 1)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className={`match game-${raw.game}`} data-testid="replay">
      <div className="replay-controls panel">
        <button type="button" onClick={() => go(0)} aria-label={t('replay.start')}>
          «
        </button>
        <button type="button" onClick={() => go(step - 1)} aria-label={t('replay.back')}>
          ◀
        </button>
        <input
          type="range"
          min={0}
          max={last}
          value={step}
          onChange={(e) => go(Number(e.target.value))}
          aria-label={t('replay.step', { i: step, n: last })}
        />
        <button type="button" onClick={() => go(step + 1)} aria-label={t('replay.forward')}>
          ▶
        </button>
        <button type="button" onClick={() => go(last)} aria-label={t('replay.end')}>
          »
        </button>
        <span data-testid="replay-step">{t('replay.step', { i: step, n: last })}</span>
        <label>
          {t('replay.perspective')}{' '}
          <select
            value={String(viewer)}
            onChange={(e) => setViewer(e.target.value === 'spectator' ? 'spectator' : Number(e.target.value))}
          >
            <option value="spectator">{t('replay.everyone')}</option>
            {names.map((n, i) => (
              <option key={i} value={i}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={download}>
          {t('replay.download')}
        </button>
      </div>
      <p className="prompt">
        {lastAction
          ? isUndo(lastAction.action)
            ? t('table.undone', { name: names[lastAction.seat] ?? '' })
            : `${names[lastAction.seat]}: ${describeSafe(ui, lastAction.action, ui.game.view(replayed.states[step - 1], lastAction.seat), lang, names)}`
          : t('replay.setup')}
        {ui.status && <span className="status-line"> · {ui.status(view, lang)}</span>}
      </p>
      {outcome && (
        <FinalScore
          outcome={outcome}
          names={names}
          label={(k) => ui.breakdownLabel?.(k, lang) ?? k}
          note={ui.scoreNote?.(lang)}
        />
      )}
      <EvalPanel record={replayed.record} names={names} step={step} onJump={go} describeAt={describeAt} />
      <div className="match-body">
        <div className="table-area">
          <Table
            view={view}
            seat={viewer === 'spectator' ? null : viewer}
            legal={[]}
            act={() => {}}
            names={names}
            lang={lang}
            busy
          />
        </div>
        <aside className="side">
          <HintPanel
            game={raw.game}
            players={raw.players}
            seat={asker?.seat ?? null}
            view={asker?.view ?? null}
            legal={asker?.legal ?? []}
            position={`${step}:${String(viewer)}`}
            why="replay"
            describe={(a) => describeSafe(ui, a, asker?.view, lang, names)}
          />
          <GameLog log={logUpTo(replayed, step, viewer)} text={eventLine(ui, t, lang, names)} />
          <ReplayChat lines={(raw as GameRecord & { chat?: ChatLine[] }).chat ?? []} names={names} />
        </aside>
      </div>
    </div>
  );
}

/** The record's table talk, listed beside the replay in the order said (moves carry no times). */
function ReplayChat({ lines, names }: { lines: ChatLine[]; names: string[] }) {
  const { t } = useI18n();
  return (
    <section className="panel chat replay-chat" data-testid="replay-chat" aria-labelledby="replay-chat-h">
      <h2 id="replay-chat-h">{t('replay.chat')}</h2>
      {lines.length === 0 ? (
        <p className="muted">{t('replay.chatNone')}</p>
      ) : (
        <>
          <p className="muted hint">{t('replay.chatNote')}</p>
          <ol className="chat-lines">
            {lines.map((l) => (
              <li key={l.idx} data-testid="chat-line">
                <ChatLineView line={l} names={names} t={t} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
