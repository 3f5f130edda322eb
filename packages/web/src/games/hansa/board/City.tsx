/**
 * A city: its shield (in its controller's colour and mark, issue 45) with the Kontor spaces as slots
 * on it (privilege colour, square = trader, round = merchant, prestige coin), extra Kontors and its name.
 */
import { type BoardId, type CityView, HANSA_MAP } from '@tabula/hansa';
import { memo } from 'react';
import type { Lang } from '../../../i18n/messages';
import { COIN, markId } from '../../../art/hansa/HansaSymbols';
import { K } from '../provinceLabels';
import { term } from '../words';
import { PRIV, SEAT_COLOURS, SEAT_INK } from './colours';
import { Piece } from './Piece';
import { shieldPath } from './shield';
import { SvgPick } from './SvgPick';

/** Drawn again only when its city changed (issue 45, as RouteG). */
export const CityG = memo(function CityG({ c, board, lang }: { c: CityView; board: BoardId; lang: Lang }) {
  const data = HANSA_MAP[board].cities.find((x) => x.id === c.id)!;
  const n = data.kontors.length + c.extraKontors.length;
  const x0 = data.position.x - (n * K) / 2 + K / 2;
  const extras = c.extraKontors.length;
  const left = x0 - K / 2 - 3;
  const top = data.position.y - K / 2 - 3;
  const w = n * K + 6;
  const owner = c.controller;
  return (
    <SvgPick k={`city:${c.id}`} label={data.name}>
      <path
        d={shieldPath(left, top, w, K + 6)}
        fill={owner !== null ? SEAT_COLOURS[owner] : 'var(--hansa-shield)'}
        stroke="var(--hansa-shield-edge)"
        strokeWidth={1.6}
        className="city-box"
      />
      {/* Light from the upper left: a shield, not a label. */}
      <path d={shieldPath(left, top, w, K + 6)} fill="url(#hansa-lit)" opacity={0.7} />
      {owner !== null && (
        <use
          href={`#${markId(owner)}`}
          x={data.position.x - 2.75}
          y={top + K + 6 - 2.25}
          width={5.5}
          height={5.5}
          fill={SEAT_INK[owner]}
          className="controller-mark"
        />
      )}
      <text
        x={data.position.x}
        y={data.position.y - K / 2 - 6}
        textAnchor="middle"
        fontSize="12"
        fontWeight="700"
        className="city-name"
        paintOrder="stroke"
        stroke="var(--hansa-halo)"
        strokeWidth={3.5}
        strokeLinejoin="round"
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
          <g key={i} className="kontor" data-spot={`kontor:${c.id}:${i}`}>
            {k.shape === 'square' ? (
              <rect x={x - 8} y={y - 8} width={16} height={16} rx={1.5} fill={fill} stroke="#222" />
            ) : (
              <circle cx={x} cy={y} r={8.5} fill={fill} stroke="#222" />
            )}
            {k.prestigeCoin && <use href={`#${COIN}`} x={x + 2.5} y={y - 11.5} width={9} height={9} />}
            {c.kontors[i] && <Piece p={c.kontors[i]!} x={x} y={y} size={11} />}
          </g>
        );
      })}
      {data.eastWestEndpoint && (
        <text
          x={data.position.x}
          y={data.position.y + K + 9}
          textAnchor="middle"
          fontSize="9"
          fontWeight="600"
          fill="var(--hansa-ink)"
          paintOrder="stroke"
          stroke="var(--hansa-halo)"
          strokeWidth={3}
        >
          {term(lang, 'eastWest')}
        </text>
      )}
    </SvgPick>
  );
});
