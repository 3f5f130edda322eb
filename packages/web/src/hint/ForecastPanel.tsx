/**
 * The solo forecast (issue 22), an optional panel of a Loyang solo table: the expected final Path
 * and the chance of each of the rulebook's levels (L-14.8: Good 17, Very good 18, Master 19),
 * worked out in the hint worker from the seat's view alone once per round — sampled games played
 * on to the end by the Intermediate bot. Off until the player opens it (remembered); the same
 * round always gets the same figures.
 */
import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/i18n';
import { workerForecast } from './client';
import { FORECAST_SAMPLES, type Forecast } from './protocol';
import './hint.css';

const KEY = 'tabula.forecast';
const LEVELS = [
  [17, 'good'],
  [18, 'veryGood'],
  [19, 'master'],
] as const;

function remembered(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function ForecastPanel({
  game,
  seat,
  view,
  round,
}: {
  game: string;
  seat: number;
  view: unknown;
  round: number;
}) {
  const { t } = useI18n();
  const [on, setOn] = useState(remembered);
  const [result, setResult] = useState<{ round: number; forecast: Forecast } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view of the round's first moment is the one forecast: within a round the figures stand (neither a new view nor the result asks again).
  useEffect(() => {
    if (!on || result?.round === round) return;
    let live = true;
    setError(null);
    workerForecast({ game, seat, view, samples: FORECAST_SAMPLES, seed: 1 }).then(
      (forecast) => live && setResult({ round, forecast }),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [on, round, game, seat]);
  const toggle = () => {
    setOn(!on);
    try {
      localStorage.setItem(KEY, on ? '0' : '1');
    } catch {
      /* not remembered */
    }
  };
  const f = result?.forecast;
  return (
    <section className="panel forecast" aria-labelledby="forecast-h" data-testid="forecast">
      <h2 id="forecast-h">{t('forecast.title')}</h2>
      <button type="button" onClick={toggle} aria-pressed={on} data-testid="forecast-toggle">
        {on ? t('forecast.hide') : t('forecast.show')}
      </button>
      {on && !f && !error && <p className="muted">{t('hint.thinking')}</p>}
      {on && error && <p className="error">{t('hint.error', { msg: error })}</p>}
      {on && f && (
        <div aria-live="polite" data-testid="forecast-figures" data-round={result!.round}>
          <p>
            <strong>
              {t('forecast.expected', { mean: Math.round(f.mean * 10) / 10, median: f.median, round: result!.round })}
            </strong>
          </p>
          <ul className="forecast-levels">
            {LEVELS.map(([goal, level]) => (
              <li key={goal} data-goal={goal}>
                {t('forecast.level', { level, goal, share: f.atLeast[goal] ?? 0 })}
              </li>
            ))}
          </ul>
          <p className="muted small">{t('forecast.how', { n: f.samples })}</p>
        </div>
      )}
    </section>
  );
}
