/**
 * The Hint panel (issue 22): a seat that owes a decision asks for a suggestion and gets the
 * search's top 3 actions in the game's own words (the texts of the action list). Each is said in
 * players' words (issue 45), not the search's: how strong it is (from the search's share) and
 * what came of it in the futures the search played through it ("Strong: Place on Hamburg–Lübeck —
 * wins 3 of 5 simulated futures"). The first one is outlined wherever the page shows it as a
 * button (the action list, the move bar, a chooser: `data-action`).
 *
 * The request carries the seat's view and legal list only (`protocol.ts`); the search runs in a
 * Web Worker at a fixed budget (`hintIters(game)`), so the answer is the same on every run.
 */
import { useEffect, useRef, useState } from 'react';
import { useI18n, type T } from '../i18n/i18n';
import { workerHint } from './client';
import type { HintWhy } from './policy';
import { hintIters, HINT_SEED, type Hint, type HintRequest } from './protocol';
import './hint.css';

export interface HintPanelProps {
  game: string;
  players: number;
  /** The seat asking, or null (a spectator: no hint). */
  seat: number | null;
  view: unknown;
  legal: unknown[];
  /** Changes whenever the position does (the match's version, the replay's step and viewer). */
  position: string | number;
  why: HintWhy | 'replay';
  describe(action: unknown): string;
  /** The search; the Web Worker by default (tests pass the same computation run in place). */
  compute?(r: HintRequest): Promise<Hint>;
}

type Answer = { position: string | number; hint?: Hint; error?: string };

function formatValue(h: Pick<Hint, 'unit'>, value: number, t: T): string {
  if (Number.isNaN(value)) return '';
  return h.unit === 'score' ? t('hint.score', { value: value.toFixed(1) }) : t('hint.winChance', { value });
}

/** How strong an option is, from the share of the search it drew. */
function strength(share: number): string {
  return share >= 0.4 ? 'strong' : share >= 0.15 ? 'good' : 'other';
}

/** What came of an option in the play-outs through it: wins out of futures, or the mean final score. */
function futures(h: Hint, o: Hint['options'][number], t: T): string {
  const n = Math.round(o.share * h.iterations);
  if (n === 0 || Number.isNaN(o.value)) return '';
  const value = h.unit === 'score' ? o.value.toFixed(1) : o.value;
  return t('hint.futures', { unit: h.unit, n, k: Math.round(o.value * n), value });
}

/** Outlines the first hinted action wherever it is a button; a stylesheet survives re-renders. */
function Highlight({ action }: { action: unknown }) {
  const json = JSON.stringify(action);
  const esc = typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(json) : json.replace(/["\\]/g, '\\$&');
  return (
    <style data-testid="hint-highlight">{`[data-action="${esc}"] { outline: 3px solid var(--hint, #e5a50a); outline-offset: 2px; }`}</style>
  );
}

export function HintPanel({
  game,
  players,
  seat,
  view,
  legal,
  position,
  why,
  describe,
  compute = workerHint,
}: HintPanelProps) {
  const { t } = useI18n();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busyAt, setBusyAt] = useState<string | number | null>(null);
  const live = useRef(position);
  live.current = position;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new position is the trigger: the pending ask belongs to the old one.
  useEffect(() => setBusyAt(null), [position]);
  const current = answer && answer.position === position ? answer : null;
  const can = why !== 'off' && seat !== null && legal.length > 0;

  const ask = () => {
    if (!can) return;
    const at = position;
    setBusyAt(at);
    compute({ game, players, seat: seat!, view, legal, iters: hintIters(game), seed: HINT_SEED }).then(
      (hint) => {
        if (live.current !== at) return;
        setAnswer({ position: at, hint });
        setBusyAt(null);
      },
      (e: Error) => {
        if (live.current !== at) return;
        setAnswer({ position: at, error: e.message });
        setBusyAt(null);
      },
    );
  };

  const hint = current?.hint;
  return (
    <section className="panel hint-panel" data-testid="hint-panel" aria-labelledby="hint-h">
      <h2 id="hint-h">{t('hint.title')}</h2>
      {why === 'off' ? (
        <p className="muted" data-testid="hint-off">
          {t('hint.off')}
        </p>
      ) : !can ? (
        <p className="muted">{t('hint.notYourTurn')}</p>
      ) : (
        <>
          <button type="button" onClick={ask} disabled={busyAt === position} data-testid="hint-ask">
            {busyAt === position ? t('hint.thinking') : t('hint.ask')}
          </button>
          <p className="muted hint-budget">{t('hint.budget')}</p>
        </>
      )}
      {current?.error && (
        <p className="error" role="alert">
          {t('hint.error', { msg: current.error })}
        </p>
      )}
      {hint && (
        <div role="status" data-testid="hint-result">
          {hint.options.length === 1 && hint.iterations === 0 ? (
            <p>{t('hint.only')}</p>
          ) : (
            !Number.isNaN(hint.value) && (
              <p className="muted">{t('hint.position', { value: formatValue(hint, hint.value, t) })}</p>
            )
          )}
          <ol className="hint-options" data-testid="hint-options">
            {hint.options.map((o, i) => (
              <li key={i} className={i === 0 ? 'hint-first' : undefined} data-action-hint={JSON.stringify(o.action)}>
                {hint.iterations > 0 && (
                  <span className="hint-strength">{t('hint.strength', { level: strength(o.share) })}: </span>
                )}
                <strong>{describe(o.action)}</strong>
                {hint.iterations > 0 && futures(hint, o, t) && <span className="muted"> — {futures(hint, o, t)}</span>}
              </li>
            ))}
          </ol>
          {hint.options[0] && <Highlight action={hint.options[0].action} />}
        </div>
      )}
    </section>
  );
}
