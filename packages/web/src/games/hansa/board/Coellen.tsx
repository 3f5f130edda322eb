/** The Coellen table beside its city: four spaces of victory points by privilege. */
import { type BoardId, HANSA_MAP, type HansaView } from '@tabula/hansa';
import { memo } from 'react';
import type { Lang } from '../../../i18n/messages';
import { term } from '../words';
import { PRIV } from './colours';
import { Piece } from './Piece';
import { SvgPick } from './SvgPick';

/** Drawn again only when its spaces changed (issue 45, as RouteG). */
export const Coellen = memo(function Coellen({
  board,
  table,
  lang,
}: {
  board: BoardId;
  table: HansaView['coellenTable'];
  lang: Lang;
}) {
  const city = HANSA_MAP[board].cities.find((c) => c.id === 'coellen')!;
  const x0 = Math.max(24, city.position.x - 40);
  const y = city.position.y + 58;
  return (
    <g className="coellen" aria-label={term(lang, 'coellen')}>
      <rect
        x={x0 - 14}
        y={y - 14}
        width={108}
        height={28}
        rx={5}
        fill="var(--hansa-shield)"
        stroke="var(--hansa-frame)"
      />
      {table.map((s, i) => (
        <SvgPick key={i} k={`coellen:${i}`} label={`${term(lang, 'coellen')} ${s.value}`}>
          <circle cx={x0 + i * 26} cy={y} r={10} fill={PRIV[s.privilege]} stroke="#222" className="pick-edge" />
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
});
