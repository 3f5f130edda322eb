/**
 * The evaluation over a game as a small SVG graph (issue 22): each seat's expected outcome (win
 * chance, or the expected final score solo) at each analysed decision, the replay's current step
 * as a dashed line, and the key moments — the moves that lost the most — as points that jump the
 * replay there when clicked (or Enter / Space).
 */
import type { KeyboardEvent } from 'react';
import type { DecisionAnalysis } from '../hint/protocol';

const W = 720;
const H = 200;
const PAD = { l: 46, r: 10, t: 10, b: 10 };

export interface EvalGraphProps {
  unit: 'win chance' | 'score';
  players: number;
  /** Actions in the record: the x axis runs over them, as the replay's slider does. */
  total: number;
  decisions: DecisionAnalysis[];
  moments: DecisionAnalysis[];
  step: number;
  label: string;
  momentLabel(d: DecisionAnalysis): string;
  onJump(index: number): void;
}

/** The y range: 0–1 for win chances; the values' own range, one point of margin, for scores. */
function yRange(unit: EvalGraphProps['unit'], decisions: DecisionAnalysis[]): [number, number] {
  if (unit === 'win chance') return [0, 1];
  const all = decisions.flatMap((d) => d.value).filter((v) => Number.isFinite(v));
  if (!all.length) return [0, 1];
  return [Math.floor(Math.min(...all)) - 1, Math.ceil(Math.max(...all)) + 1];
}

export function EvalGraph({
  unit,
  players,
  total,
  decisions,
  moments,
  step,
  label,
  momentLabel,
  onJump,
}: EvalGraphProps) {
  const [lo, hi] = yRange(unit, decisions);
  const x = (i: number) => PAD.l + (i / Math.max(1, total)) * (W - PAD.l - PAD.r);
  const y = (v: number) => PAD.t + (1 - (v - lo) / (hi - lo || 1)) * (H - PAD.t - PAD.b);
  const tick = (v: number) => (unit === 'win chance' ? `${Math.round(v * 100)}%` : String(Math.round(v)));
  const ticks = unit === 'win chance' ? [0, 0.5, 1] : [lo, Math.round((lo + hi) / 2), hi];
  const key = (i: number) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onJump(i);
    }
  };
  return (
    <svg className="eval-graph" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-testid="eval-graph">
      {ticks.map((v) => (
        <g key={v}>
          <line className="eval-axis" x1={PAD.l} x2={W - PAD.r} y1={y(v)} y2={y(v)} />
          <text x={PAD.l - 6} y={y(v) + 4} textAnchor="end">
            {tick(v)}
          </text>
        </g>
      ))}
      <line className="eval-step" x1={x(step)} x2={x(step)} y1={PAD.t} y2={H - PAD.b} data-testid="eval-step" />
      {Array.from({ length: players }, (_, s) => (
        <polyline
          key={s}
          className={`eval-line p${s}`}
          fill="none"
          strokeWidth={2}
          style={{ stroke: `var(--p${s})` }}
          points={decisions
            .filter((d) => Number.isFinite(d.value[s]))
            .map((d) => `${x(d.index).toFixed(1)},${y(d.value[s]!).toFixed(1)}`)
            .join(' ')}
          data-testid={`eval-line-${s}`}
        />
      ))}
      {moments.map((d) => (
        // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; the circle takes the button role, focus and Enter/Space.
        <circle
          key={d.index}
          className="eval-moment"
          cx={x(d.index)}
          cy={y(d.value[d.seat] ?? lo)}
          r={6}
          role="button"
          tabIndex={0}
          aria-label={momentLabel(d)}
          onClick={() => onJump(d.index)}
          onKeyDown={key(d.index)}
          data-testid="eval-moment"
          data-index={d.index}
        >
          <title>{momentLabel(d)}</title>
        </circle>
      ))}
    </svg>
  );
}
