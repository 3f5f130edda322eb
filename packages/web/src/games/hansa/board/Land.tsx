/**
 * The map under the Hansa board (issue 45: land, water, no publisher art): the sea with its waves
 * along the north, the land south of a coast through the harbour cities, islands, rivers, a
 * compass, and a frame. Shapes from art/hansa/mapShapes.ts; nothing here can be pointed at.
 */
import { type BoardId, HANSA_MAP } from '@tabula/hansa';
import { memo, useMemo } from 'react';
import { islands, landPath, riverPaths } from '../../../art/hansa/mapShapes';

/** Drawn once per board side: it never changes with the game (memo). */
export const Land = memo(function Land({ board }: { board: BoardId }) {
  const b = HANSA_MAP[board];
  const { width, height } = b.frame;
  const shapes = useMemo(() => ({ land: landPath(b), isles: islands(b), rivers: riverPaths(b) }), [b]);
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <g> without tabindex is not focusable; the drawn map (the compass's "N" included) is decoration, the board's places say everything.
    <g className="hansa-land" aria-hidden="true" pointerEvents="none">
      <defs>
        <pattern id="hansa-waves" width="36" height="18" patternUnits="userSpaceOnUse">
          <path d="M2 12 q5 -5 10 0 t10 0" fill="none" stroke="var(--hansa-wave)" strokeWidth="1.3" />
        </pattern>
        <radialGradient id="hansa-settled">
          <stop offset="0.55" stopColor="var(--hansa-field)" />
          <stop offset="1" stopColor="var(--hansa-field)" stopOpacity={0} />
        </radialGradient>
        <clipPath id="hansa-land-clip">
          <path d={shapes.land} />
        </clipPath>
      </defs>
      <rect width={width} height={height} fill="var(--hansa-sea)" />
      <rect width={width} height={height} fill="url(#hansa-waves)" />
      {/* The shallows: a pale band along the shore, under the land. */}
      <path d={shapes.land} fill="none" stroke="var(--hansa-shallows)" strokeWidth={16} strokeLinejoin="round" />
      {shapes.isles.map((i, n) => (
        <ellipse
          key={n}
          cx={i.cx}
          cy={i.cy}
          rx={i.rx}
          ry={5}
          fill="var(--hansa-land)"
          stroke="var(--hansa-coast)"
          strokeWidth={1.2}
        />
      ))}
      <path d={shapes.land} fill="var(--hansa-land)" stroke="var(--hansa-coast)" strokeWidth={1.6} />
      {/* Lighter country around each city: settled land. */}
      <g fill="url(#hansa-settled)">
        {b.cities.map((c) => (
          <circle key={c.id} cx={c.position.x} cy={c.position.y} r={60} />
        ))}
      </g>
      <g clipPath="url(#hansa-land-clip)" fill="none" strokeLinecap="round" strokeLinejoin="round">
        {shapes.rivers.map((d, i) => (
          <g key={i}>
            <path d={d} stroke="var(--hansa-river-bank)" strokeWidth={7} />
            <path d={d} stroke="var(--hansa-river)" strokeWidth={4.5} />
          </g>
        ))}
      </g>
      <Compass x={width - 34} y={height - 36} />
      <rect
        x={2}
        y={2}
        width={width - 4}
        height={height - 4}
        rx={11}
        fill="none"
        stroke="var(--hansa-frame)"
        strokeWidth={4}
      />
    </g>
  );
});

/** A small compass rose in the south-east corner, clear of cities, posts and the provinces' markers. */
function Compass({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x},${y})`} stroke="var(--hansa-frame)" strokeWidth={0.8}>
      <circle r={13} fill="none" />
      <path d="M0 -17 L3.5 0 L0 17 L-3.5 0 Z" fill="var(--hansa-frame)" />
      <path d="M-17 0 L0 3.5 L17 0 L0 -3.5 Z" fill="var(--hansa-land)" />
      <text y={-19} textAnchor="middle" fontSize={9} fontWeight={700} fill="var(--hansa-frame)" stroke="none">
        N
      </text>
    </g>
  );
}
