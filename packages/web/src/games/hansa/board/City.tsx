/** A city with its Kontor spaces (privilege colour, shape, prestige coin), extra Kontors and controller. */
import { type CityView, HANSA_MAP, type HansaView } from '@tabula/hansa';
import type { Lang } from '../../../i18n/messages';
import { K } from '../provinceLabels';
import { term } from '../words';
import { PRIV, SEAT_COLOURS } from './colours';
import { Piece } from './Piece';
import { SvgPick } from './SvgPick';

export function CityG({ c, v, lang }: { c: CityView; v: HansaView; lang: Lang }) {
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
