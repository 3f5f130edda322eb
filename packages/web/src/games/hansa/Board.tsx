/**
 * The Hansa board in SVG from the map data (H-2): routes with their trading posts and pieces,
 * cities with their Kontor spaces (privilege colour, square = trader, round = merchant, coin),
 * taverns and bonus tokens, the Coellen table, and on the 2-player side the provinces, soldiers
 * and the pawn (H-14). Every place an action concerns is a focusable, clickable SVG element.
 */
import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { HANSA_MAP, type CityView, type HansaView, type PieceView, type RouteView } from '@tabula/hansa';
import type { Lang } from '../../i18n/messages';
import { usePickable } from '../pointing/Pick';
import { useLastMove } from '../lastMove';
import { useRoving } from '../focus';
import { POST_TARGET_UNITS } from './Viewport';
import { K, provinceLabels } from './provinceLabels';
import { TOKEN_SHORT, cityName, provinceName, term, tokenName } from './words';

const PRIV: Record<string, string> = { white: '#f4f1ea', orange: '#f0a040', pink: '#e58fb8', black: '#333' };
export const SEAT_COLOURS = ['#c0392b', '#2471a3', '#d4ac0d', '#239b56', '#7d3c98'];
/** A trading post's or province's target in board units (Viewport.tsx zooms it to 40 px on a phone). */
const HIT = POST_TARGET_UNITS;

function SvgPick({ k, children, label }: { k: string; children: ReactNode; label: string }) {
  const p = usePickable(k);
  const last = useLastMove(k);
  const common = {
    'data-k': k,
    className: `svg-thing${p.enabled ? ' pickable' : ''}${p.picked ? ' picked' : ''}${p.suggested ? ' suggested' : ''}${last ? ' last-move' : ''}`,
  };
  if (!p.enabled)
    return (
      <g {...common} onClick={p.onWhyNot as (e: MouseEvent) => void}>
        <title>{label}</title>
        {children}
      </g>
    );
  return (
    // tabIndex -1: the board is one tab stop, `useRoving` makes one thing 0 (issue 24).
    <g
      {...common}
      role="button"
      tabIndex={-1}
      aria-label={`${label}: ${p.title}`}
      onClick={p.onClick as (e: MouseEvent) => void}
      onKeyDown={p.onKeyDown as (e: KeyboardEvent) => void}
      onFocus={p.onFocus}
    >
      <title>{`${label}: ${p.title}`}</title>
      {children}
    </g>
  );
}

export function Piece({ p, x, y, size = 12 }: { p: PieceView; x: number; y: number; size?: number }) {
  const fill = SEAT_COLOURS[p.seat]!;
  return p.piece === 'trader' ? (
    <rect
      x={x - size / 2}
      y={y - size / 2}
      width={size}
      height={size}
      rx={2}
      fill={fill}
      stroke="#111"
      strokeWidth={1.2}
    />
  ) : (
    <circle cx={x} cy={y} r={size / 2 + 1} fill={fill} stroke="#111" strokeWidth={1.2} />
  );
}

function RouteG({ r, v, lang }: { r: RouteView; v: HansaView; lang: Lang }) {
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
      {r.bonusToken && (
        <g className="bonus" transform={`translate(${route.bonusTokenPosition.x},${route.bonusTokenPosition.y})`}>
          <title>{tokenName(r.bonusToken, lang)}</title>
          <polygon points="-11,0 -5.5,-9.5 5.5,-9.5 11,0 5.5,9.5 -5.5,9.5" fill="#f5d76e" stroke="#7a5b12" />
          <text textAnchor="middle" dy="4" fontSize="10" fontWeight="700">
            {TOKEN_SHORT[r.bonusToken]}
          </text>
        </g>
      )}
      {route.tavern && !r.bonusToken && (
        <circle cx={route.bonusTokenPosition.x} cy={route.bonusTokenPosition.y} r={4} fill="#7a5b12" opacity={0.5}>
          <title>tavern</title>
        </circle>
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

function CityG({ c, v, lang }: { c: CityView; v: HansaView; lang: Lang }) {
  const data = HANSA_MAP[v.board].cities.find((x) => x.id === c.id)!;
  const n = data.kontors.length + c.extraKontors.length;
  const x0 = data.position.x - (n * K) / 2 + K / 2;
  const extras = c.extraKontors.length;
  return (
    <SvgPick k={`city:${c.id}`} label={data.name}>
      <rect
        x={x0 - K / 2 - 3}
        y={data.position.y - K / 2 - 3}
        width={n * K + 6}
        height={K + 6}
        rx={6}
        fill={c.controller !== null ? SEAT_COLOURS[c.controller] : '#d8c7a5'}
        stroke="#5b4636"
        className="city-box"
      />
      <text
        x={data.position.x}
        y={data.position.y - K / 2 - 6}
        textAnchor="middle"
        fontSize="12"
        fontWeight="700"
        className="city-name"
        paintOrder="stroke"
        stroke="#f6f1e7"
        strokeWidth={3}
      >
        {data.name}
        {data.upgradesAbility ? ' ★' : ''}
      </text>
      {c.extraKontors.map((p, i) => (
        <g key={`x${i}`}>
          <rect
            x={x0 + i * K - 8}
            y={data.position.y - 8}
            width={16}
            height={16}
            fill="#eee"
            stroke="#888"
            strokeDasharray="2 2"
          />
          <Piece p={p} x={x0 + i * K} y={data.position.y} size={11} />
        </g>
      ))}
      {data.kontors.map((k, i) => {
        const x = x0 + (extras + i) * K;
        const y = data.position.y;
        const fill = PRIV[k.privilege]!;
        return (
          <g key={i}>
            {k.shape === 'square' ? (
              <rect x={x - 8} y={y - 8} width={16} height={16} fill={fill} stroke="#222" />
            ) : (
              <circle cx={x} cy={y} r={8.5} fill={fill} stroke="#222" />
            )}
            {k.prestigeCoin && <circle cx={x + 7} cy={y - 7} r={3.5} fill="#e6b800" stroke="#7a5b12" />}
            {c.kontors[i] && <Piece p={c.kontors[i]!} x={x} y={y} size={11} />}
          </g>
        );
      })}
      {data.eastWestEndpoint && (
        <text x={data.position.x} y={data.position.y + K} textAnchor="middle" fontSize="9" fill="#5b4636">
          {term(lang, 'eastWest')}
        </text>
      )}
    </SvgPick>
  );
}

function Coellen({ v, lang }: { v: HansaView; lang: Lang }) {
  const city = HANSA_MAP[v.board].cities.find((c) => c.id === 'coellen')!;
  const x0 = Math.max(24, city.position.x - 40);
  const y = city.position.y + 58;
  return (
    <g className="coellen" aria-label={term(lang, 'coellen')}>
      <rect x={x0 - 14} y={y - 14} width={108} height={28} rx={5} fill="#efe2c6" stroke="#5b4636" />
      {v.coellenTable.map((s, i) => (
        <SvgPick key={i} k={`coellen:${i}`} label={`${term(lang, 'coellen')} ${s.value}`}>
          <circle cx={x0 + i * 26} cy={y} r={10} fill={PRIV[s.privilege]} stroke="#222" />
          <text
            x={x0 + i * 26}
            y={y + 4}
            textAnchor="middle"
            fontSize="10"
            fontWeight="700"
            fill={s.privilege === 'black' ? '#fff' : '#111'}
          >
            {s.value}
          </text>
          {s.seat !== null && <Piece p={{ seat: s.seat, piece: 'merchant' }} x={x0 + i * 26} y={y} size={12} />}
        </SvgPick>
      ))}
    </g>
  );
}

function Provinces({ v, lang }: { v: HansaView; lang: Lang }) {
  const two = HANSA_MAP[v.board].twoPlayer;
  if (!two) return null;
  // Markers moved clear of cities, posts and tokens (issue 24).
  const labels = provinceLabels(v.board);
  return (
    <g className="provinces">
      {two.soldiers.map((s, i) => (
        <g key={i} transform={`translate(${s.position.x},${s.position.y})`}>
          <title>soldier</title>
          <polygon points="0,-9 8,6 -8,6" fill="#555" stroke="#111" />
        </g>
      ))}
      {two.provinces.map((p) => {
        const pos = labels[p.id]!;
        const here = v.pawn === p.id;
        return (
          <SvgPick key={p.id} k={`province:${p.id}`} label={`${term(lang, 'province')} ${provinceName(p.id)}`}>
            <circle cx={pos.x} cy={pos.y} r={HIT / 2} fill="transparent" className="hit" />
            <circle
              cx={pos.x}
              cy={pos.y}
              r={here ? 13 : 10}
              fill={here ? '#3b2a1e' : 'rgba(255,255,255,0.6)'}
              stroke="#3b2a1e"
              strokeDasharray={here ? undefined : '3 2'}
            />
            <text
              x={pos.x}
              y={pos.y + 4}
              textAnchor="middle"
              fontSize="9"
              fill={here ? '#fff' : '#3b2a1e'}
              fontWeight="700"
            >
              {provinceName(p.id)}
            </text>
          </SvgPick>
        );
      })}
    </g>
  );
}

export function Board({ v, lang }: { v: HansaView; lang: Lang }) {
  const data = HANSA_MAP[v.board];
  const svg = useRef<SVGSVGElement>(null);
  // One tab stop for the board; the arrow keys go from thing to thing (issue 24).
  const roving = useRoving(svg);
  return (
    <svg
      ref={svg}
      className="hansa-board"
      viewBox={`0 0 ${data.frame.width} ${data.frame.height}`}
      role="group"
      aria-label="Hansa Teutonica"
      data-testid="hansa-board"
      data-roving=""
      onKeyDown={roving}
    >
      <rect width={data.frame.width} height={data.frame.height} fill="#e9dfc4" rx={12} />
      {v.routes.map((r) => (
        <RouteG key={r.id} r={r} v={v} lang={lang} />
      ))}
      {v.cities.map((c) => (
        <CityG key={c.id} c={c} v={v} lang={lang} />
      ))}
      <Coellen v={v} lang={lang} />
      {v.provinces && <Provinces v={v} lang={lang} />}
    </svg>
  );
}
