/** A route between two cities: its line, trading posts with their pieces, tavern and bonus token. */
import { HANSA_MAP, type HansaView, type RouteView } from '@tabula/hansa';
import type { Lang } from '../../../i18n/messages';
import { cityName, TOKEN_SHORT, term, tokenName } from '../words';
import { Piece } from './Piece';
import { HIT, SvgPick } from './SvgPick';

export function RouteG({ r, v, lang }: { r: RouteView; v: HansaView; lang: Lang }) {
  const data = HANSA_MAP[v.board];
  const route = data.routes.find((x) => x.id === r.id)!;
  const [a, b] = route.cities.map((id) => data.cities.find((c) => c.id === id)!.position);
  const pts = [a!, ...route.postPositions, b!];
  const label = `${cityName(v.board, route.cities[0])}–${cityName(v.board, route.cities[1])}`;
  return (
    <g className="route">
      <SvgPick k={`route:${r.id}`} label={`${term(lang, 'route')} ${label}`}>
        <polyline
          points={pts.map((p) => `${p.x},${p.y}`).join(' ')}
          fill="none"
          stroke="#8a7152"
          strokeWidth={5}
          strokeLinecap="round"
          className="route-line"
        />
        {/* A finger-wide band along the line: the 5-px line alone, mostly under its posts, is hard to point at. */}
        <polyline
          points={pts.map((p) => `${p.x},${p.y}`).join(' ')}
          fill="none"
          stroke="transparent"
          strokeWidth={22}
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
              <g className="bonus">
                <polygon points="-11,0 -5.5,-9.5 5.5,-9.5 11,0 5.5,9.5 -5.5,9.5" fill="#f5d76e" stroke="#7a5b12" />
                <text textAnchor="middle" dy="4" fontSize="10" fontWeight="700">
                  {TOKEN_SHORT[r.bonusToken]}
                </text>
              </g>
            ) : (
              <>
                <circle r={12} fill="transparent" className="hit" />
                <circle r={4} fill="#7a5b12" opacity={0.5} />
              </>
            )}
          </g>
        </SvgPick>
      )}
      {route.postPositions.map((p, i) => (
        <SvgPick key={i} k={`post:${r.id}:${i}`} label={`${label} · ${term(lang, 'post')} ${i + 1}`}>
          {/* The post's target, larger than its square: at the phone's zoom it is 40 px (Viewport.tsx). */}
          <rect x={p.x - HIT / 2} y={p.y - HIT / 2} width={HIT} height={HIT} fill="transparent" className="hit" />
          <rect
            x={p.x - 10}
            y={p.y - 10}
            width={20}
            height={20}
            rx={4}
            fill="#fffaf0"
            stroke="#5b4636"
            strokeWidth={1.5}
            className="post"
          />
          {r.posts[i] && <Piece p={r.posts[i]!} x={p.x} y={p.y} />}
        </SvgPick>
      ))}
    </g>
  );
}
