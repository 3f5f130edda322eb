/**
 * The replay's evaluation panel (issue 22): "Evaluate the game" runs the analysis of
 * `@tabula/bots` (analyze.ts: each decision searched from its seat's own view at that moment) in a
 * Web Worker at a fixed budget (`evalIters(record.game)` play-outs per decision), drawing the graph as the
 * decisions come in; or an analysis file from `tabula analyze --json` is opened. Key moments are
 * listed in words too, each a link to the position before the move.
 */
import { useEffect, useRef, useState } from 'react';
import type { GameRecord } from '@tabula/engine';
import { useI18n } from '../i18n/i18n';
import { workerAnalysis, type Evaluation } from '../hint/client';
import { evalIters, type DecisionAnalysis, type GameAnalysis } from '../hint/protocol';
import { EvalGraph } from './EvalGraph';
import { keyMoments, lossText, parseAnalysis } from './keyMoments';
import '../hint/hint.css';

export interface EvalPanelProps {
  record: GameRecord;
  names: string[];
  step: number;
  onJump(step: number): void;
  /** An action of the record in words, from its seat's view at that moment. */
  describeAt(index: number, action: unknown): string;
  /** The evaluation; the Web Worker by default (tests run it in place). */
  evaluate?(record: GameRecord, iters: number, onDecision: (d: DecisionAnalysis, total: number) => void): Evaluation;
}

type Shown = { unit: GameAnalysis['unit']; decisions: DecisionAnalysis[]; total: number; done: boolean };

export function EvalPanel({ record, names, step, onJump, describeAt, evaluate = workerAnalysis }: EvalPanelProps) {
  const { t } = useI18n();
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<Evaluation | null>(null);
  useEffect(() => () => running.current?.cancel(), []);

  const start = () => {
    running.current?.cancel();
    setError(null);
    const unit: GameAnalysis['unit'] = record.players === 1 ? 'score' : 'win chance';
    const got: DecisionAnalysis[] = [];
    setShown({ unit, decisions: [], total: 0, done: false });
    const ev = evaluate(record, evalIters(record.game), (d, total) => {
      got.push(d);
      setShown({ unit, decisions: [...got], total, done: false });
    });
    running.current = ev;
    ev.done.then(
      (a) => {
        if (running.current !== ev) return;
        running.current = null;
        setShown({ unit: a.unit, decisions: a.decisions, total: a.decisions.length, done: true });
      },
      (e: Error) => {
        if (running.current !== ev) return;
        setError(e.message);
        running.current = null;
      },
    );
  };
  const stop = () => {
    running.current?.cancel();
    running.current = null;
    setShown((s) => (s ? { ...s, done: true } : s));
  };
  const open = (text: string) => {
    try {
      stop();
      const a = parseAnalysis(text, record);
      setError(null);
      setShown({ unit: a.unit, decisions: a.decisions, total: a.decisions.length, done: true });
    } catch (e) {
      setError(t('eval.badFile', { msg: (e as Error).message }));
    }
  };

  const moments = shown ? keyMoments(shown.decisions) : [];
  const momentLabel = (d: DecisionAnalysis) =>
    t('eval.moment', {
      n: d.index + 1,
      name: names[d.seat] ?? `#${d.seat + 1}`,
      chosen: describeAt(d.index, d.chosen),
      best: describeAt(d.index, d.best),
      loss: lossText(shown!.unit, d.loss),
    });
  const isRunning = shown !== null && !shown.done;
  return (
    <section className="panel eval-panel" data-testid="eval-panel" aria-labelledby="eval-h">
      <h2 id="eval-h">{t('eval.title')}</h2>
      {isRunning ? (
        <p role="status" data-testid="eval-progress">
          {shown.total ? t('eval.running', { done: shown.decisions.length, total: shown.total }) : t('hint.thinking')}{' '}
          <button type="button" onClick={stop}>
            {t('eval.stop')}
          </button>
        </p>
      ) : (
        <button type="button" onClick={start} data-testid="eval-run">
          {t('eval.run')}
        </button>
      )}
      <p className="muted eval-budget">{t('eval.budget', { iters: evalIters(record.game) })}</p>
      <label className="eval-file">
        {t('eval.load')}{' '}
        <input
          type="file"
          accept="application/json,.json"
          data-testid="eval-file"
          onChange={(e) => e.target.files?.[0]?.text().then(open)}
        />
      </label>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {shown && shown.decisions.length > 0 && (
        <>
          <div className="eval-legend" aria-hidden>
            {names.map((n, s) => (
              <span key={s}>
                <span className={`dot p${s}`} /> {n}
              </span>
            ))}
          </div>
          <EvalGraph
            unit={shown.unit}
            players={record.players}
            total={record.actions.length}
            decisions={shown.decisions}
            moments={moments}
            step={step}
            label={t('eval.graph', { unit: shown.unit === 'score' ? 'score' : 'win' })}
            momentLabel={momentLabel}
            onJump={onJump}
          />
          {shown.done && (
            <>
              <h3 className="eval-moments-h">{t('eval.moments')}</h3>
              {moments.length === 0 ? (
                <p className="muted">{t('eval.none')}</p>
              ) : (
                <ol className="eval-moments" data-testid="eval-moments">
                  {moments.map((d) => (
                    <li key={d.index}>
                      <button type="button" onClick={() => onJump(d.index)} data-index={d.index}>
                        {momentLabel(d)}
                      </button>
                    </li>
                  ))}
                </ol>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
