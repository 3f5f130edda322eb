/**
 * A player's rating in one game after each rated match, as a small line (issue 44). The numbers
 * are said in its label, so a screen reader hears the first and the last; the line is for the eye.
 */
import type { RatingPoint } from '@tabula/wire';

const W = 240;
const H = 60;
const PAD = 4;

export function RatingGraph({ points, label }: { points: readonly RatingPoint[]; label: string }) {
  if (points.length === 0) return null;
  const ratings = points.map((p) => p.rating);
  const lo = Math.min(...ratings);
  const hi = Math.max(...ratings);
  // A flat history sits in the middle rather than dividing by zero.
  const y = (r: number) => (hi === lo ? H / 2 : PAD + ((hi - r) / (hi - lo)) * (H - 2 * PAD));
  const x = (i: number) => (points.length === 1 ? W / 2 : PAD + (i / (points.length - 1)) * (W - 2 * PAD));
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.rating).toFixed(1)}`).join(' ');
  return (
    <svg
      className="rating-graph"
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      role="img"
      aria-label={label}
      data-testid="rating-graph"
    >
      <title>{label}</title>
      {/* The frame's bottom edge, so a one-match history's single point does not float in nothing. */}
      <line x1={PAD} y1={H - 1} x2={W - PAD} y2={H - 1} stroke="currentColor" strokeOpacity="0.25" />
      <polyline points={line} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <circle cx={x(points.length - 1)} cy={y(points.at(-1)!.rating)} r="3" fill="currentColor" />
    </svg>
  );
}
