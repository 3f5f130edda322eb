/** The 2-player side (H-14): soldiers, and the provinces the pawn moves between. */
import { type BoardId, HANSA_MAP, type HansaView } from '@tabula/hansa';
import { memo } from 'react';
import type { Lang } from '../../../i18n/messages';
import { provinceLabels } from '../provinceLabels';
import { provinceName, term } from '../words';
import { HIT, SvgPick } from './SvgPick';

/** Drawn again only when the pawn moved (issue 45, as RouteG). */
export const Provinces = memo(function Provinces({
  board,
  pawn,
  lang,
}: {
  board: BoardId;
  pawn: HansaView['pawn'];
  lang: Lang;
}) {
  const two = HANSA_MAP[board].twoPlayer;
  if (!two) return null;
  // Markers moved clear of cities, posts and tokens (issue 24).
  const labels = provinceLabels(board);
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
        const here = pawn === p.id;
        return (
          <SvgPick key={p.id} k={`province:${p.id}`} label={`${term(lang, 'province')} ${provinceName(p.id)}`}>
            <circle cx={pos.x} cy={pos.y} r={HIT / 2} visibility="hidden" pointerEvents="fill" className="hit" />
            <circle
              // The pawn's flight goes from the province it stood on to this one (flights.ts).
              data-spot={here ? 'pawn' : undefined}
              className="pick-edge"
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
});
