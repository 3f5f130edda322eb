/**
 * The Path of Prosperity drawn as a path (issue 45): twenty stepping stones along a road, the ones
 * behind the player's marker worn, the marker a disc in the player's colour on its step, the step a
 * pending choice reaches ringed. Wide screens get one row; phones two rows joined by a bend, so the
 * numbers stay legible at 390 px. Decorative: the Path's level is written beside it as text.
 */
const TOP = 20;

type Place = { x: number; y: number };

/** One row of twenty, gently waving like a road. */
function wide(i: number): Place {
  return { x: 11 + i * 21, y: 16 + 4 * Math.sin((i * Math.PI) / 5) };
}

/** Two rows of ten, the second coming back under the first. */
function narrow(i: number): Place {
  const row = Math.floor(i / 10);
  const col = row === 0 ? i % 10 : 9 - (i % 10);
  return { x: 12 + col * 22.6, y: 13 + row * 27 };
}

function road(places: Place[]): string {
  return places
    .map((p, i) => {
      if (i === 0) return `M${p.x} ${p.y}`;
      const q = places[i - 1]!;
      // The bend between the rows swings out to the right.
      if (q.y !== p.y && q.x === p.x) return `C${q.x + 16} ${q.y} ${p.x + 16} ${p.y} ${p.x} ${p.y}`;
      return `L${p.x} ${p.y}`;
    })
    .join('');
}

function Track({ at, next, seat, place, w, h }: Props & { place(i: number): Place; w: number; h: number }) {
  const places = Array.from({ length: TOP }, (_, i) => place(i));
  return (
    <svg viewBox={`0 0 ${w} ${h}`} className="ly-path-svg" aria-hidden="true" focusable="false">
      <path d={road(places)} className="ly-path-road" />
      {places.map((p, i) => {
        const step = i + 1;
        if (step === at) return null;
        return (
          <g key={step} className={`ly-stone${step < at ? ' passed' : ''}${step === next ? ' next' : ''}`}>
            <rect x={p.x - 8} y={p.y - 8} width={16} height={16} rx={4.5} />
            <text x={p.x} y={p.y + 3.2}>
              {step}
            </text>
          </g>
        );
      })}
      {at > 0 && at <= TOP && (
        <g className="ly-path-marker" style={{ fill: `var(--p${seat})` }} data-spot={`seat${seat}:marker`}>
          <circle cx={places[at - 1]!.x} cy={places[at - 1]!.y} r={10} />
          <text x={places[at - 1]!.x} y={places[at - 1]!.y + 3.6}>
            {at}
          </text>
        </g>
      )}
    </svg>
  );
}

interface Props {
  /** The step the marker stands on, 0 before the first. */
  at: number;
  /** The step a pending choice would reach, if any. */
  next: number | null;
  seat: number;
}

export function PathTrack(props: Props) {
  return (
    <>
      <span className="ly-path-wide">
        <Track {...props} place={wide} w={422} h={32} />
      </span>
      <span className="ly-path-narrow">
        <Track {...props} place={narrow} w={236} h={54} />
      </span>
    </>
  );
}
