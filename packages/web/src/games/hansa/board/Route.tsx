/** A route between two cities: its road, trading posts with their pieces, tavern and bonus token. */
import { type BoardId, HANSA_MAP, type RouteView } from '@tabula/hansa';
import { memo } from 'react';
import type { Lang } from '../../../i18n/messages';
import { cityName, TOKEN_SHORT, term, tokenName } from '../words';
import { Piece } from './Piece';
import { HIT, SvgPick } from './SvgPick';

const TILE = '-11,0 -5.5,-9.5 5.5,-9.5 11,0 5.5,9.5 -5.5,9.5';

/**
 * Drawn again only when its route changed (issue 45: a bot's step re-rendered every route, a long
 * task at 4× CPU throttling); a patched view keeps an unchanged route's object (applyPatch).
 */
export const RouteG = memo(function RouteG({ r, board, lang }: { r: RouteView; board: BoardId; lang: Lang }) {
  const data = HANSA_MAP[board];
  const route = data.routes.find((x) => x.id === r.id)!;
  const [a, b] = route.cities.map((id) => data.cities.find((c) => c.id === id)!.position);
  const pts = [a!, ...route.postPositions, b!];
  const line = pts.map((p) => `${p.x},${p.y}`).join(' ');
  const label = `${cityName(board, route.cities[0])}–${cityName(board, route.cities[1])}`;
  return (
    <g className="route">
      <SvgPick k={`route:${r.id}`} label={`${term(lang, 'route')} ${label}`}>
        {/* A road (issue 45): a dark edge under a sandy surface; pointed at, the surface takes the highlight. */}
        <polyline
          points={line}
          fill="none"
          stroke="var(--hansa-road-edge)"
          strokeWidth={8.5}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <polyline
          points={line}
          fill="none"
          stroke="var(--hansa-road)"
          strokeWidth={5}
          strokeLinecap="round"
          strokeLinejoin="round"
          className="route-line"
        />
        {/* A finger-wide band along the line: the 5-px line alone, mostly under its posts, is hard to point at.
            Hidden, yet hit (`pointer-events: stroke` or `fill` ignore `visibility`): no frame paints it (issue 45). */}
        <polyline
          points={line}
          fill="none"
          stroke="#000"
          strokeWidth={22}
          visibility="hidden"
          pointerEvents="stroke"
          className="route-hit"
        />
      </SvgPick>
      {(r.bonusToken || route.tavern) && (
        // The token's spot is a place too (issue 45): it says what the token is and how it is won.
        <SvgPick
          k={`bonus:${r.id}`}
          label={r.bonusToken ? tokenName(r.bonusToken, lang) : `${term(lang, 'tavern')} ${label}`}
        >
          <g transform={`translate(${route.bonusTokenPosition.x},${route.bonusTokenPosition.y})`}>
            {r.bonusToken ? (
              // A bonus marker as a tile (issue 45): its thickness below, a lit face, its letters.
              <g className="bonus">
                <polygon points={TILE} transform="translate(0.8,2)" fill="#7a5b12" />
                <polygon points={TILE} fill="var(--hansa-tile)" stroke="#7a5b12" className="bonus-face" />
                <polygon points={TILE} fill="url(#hansa-lit)" />
                <text textAnchor="middle" dy="4" fontSize="10" fontWeight="700" fill="var(--hansa-ink)">
                  {TOKEN_SHORT[r.bonusToken]}
                </text>
              </g>
            ) : (
              <>
                <circle r={12} visibility="hidden" pointerEvents="fill" className="hit" />
                {/* A tavern: a small inn sign beside the road. */}
                <circle r={5} fill="var(--hansa-road-edge)" opacity={0.75} className="tavern pick-edge" />
                <rect x={-1.6} y={-2.4} width={3.2} height={4.2} rx={0.6} fill="var(--hansa-tile)" />
              </>
            )}
          </g>
        </SvgPick>
      )}
      {/* The trading posts' shadows, one path for the route: each post a plot raised beside the road. */}
      <path
        d={route.postPositions.map((p) => `M${p.x - 8} ${p.y - 8.5}h19v19.5h-19z`).join('')}
        fill="#000"
        opacity={0.22}
        pointerEvents="none"
      />
      {route.postPositions.map((p, i) => (
        <SvgPick key={i} k={`post:${r.id}:${i}`} label={`${label} · ${term(lang, 'post')} ${i + 1}`}>
          {/* The post's target, larger than its square: at the phone's zoom it is 40 px (Viewport.tsx). Hidden
              and hit, as the route's band. */}
          <rect
            x={p.x - HIT / 2}
            y={p.y - HIT / 2}
            width={HIT}
            height={HIT}
            visibility="hidden"
            pointerEvents="fill"
            className="hit"
          />
          <rect
            x={p.x - 10}
            y={p.y - 10}
            width={20}
            height={20}
            rx={4}
            fill="var(--hansa-post)"
            stroke="var(--hansa-post-edge)"
            strokeWidth={1.5}
            className="post"
          />
          {/* The pickable look, drawn over the edge and shown or hidden (hansa.css): a wider stroke
              on the post itself made hundreds of shapes lay out anew as a turn came (issue 45). */}
          <rect x={p.x - 10} y={p.y - 10} width={20} height={20} rx={4} fill="none" className="post-ring" />
          {r.posts[i] && <Piece p={r.posts[i]!} x={p.x} y={p.y} />}
        </SvgPick>
      ))}
    </g>
  );
});
