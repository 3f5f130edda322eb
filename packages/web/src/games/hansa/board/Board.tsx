/**
 * The Hansa board in SVG from the map data (H-2): the drawn map (land, sea, rivers), roads with their trading posts and pieces,
 * cities with their Kontor spaces (privilege colour, square = trader, round = merchant, coin),
 * taverns and bonus tokens, the Coellen table, and on the 2-player side the provinces, soldiers
 * and the pawn (H-14). Every place an action concerns is a focusable, clickable SVG element.
 */
import { HANSA_MAP, type HansaView } from '@tabula/hansa';
import { useRef } from 'react';
import type { Lang } from '../../../i18n/messages';
import { useRoving } from '../../focus';
import { HansaSymbols } from '../../../art/hansa/HansaSymbols';
import { CityG } from './City';
import { Coellen } from './Coellen';
import { Land } from './Land';
import { Provinces } from './Provinces';
import { RouteG } from './Route';

export function Board({ v, lang }: { v: HansaView; lang: Lang }) {
  const data = HANSA_MAP[v.board];
  const svg = useRef<SVGSVGElement>(null);
  // One tab stop for the board; the arrow keys go from thing to thing (issue 24).
  const roving = useRoving(svg);
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a <fieldset>; the group names the board whose places the arrow keys walk.
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
      {/* The pieces' symbols, once per table: the desks' pieces use them too (issue 45). */}
      <HansaSymbols />
      <Land board={v.board} />
      {v.routes.map((r) => (
        <RouteG key={r.id} r={r} board={v.board} lang={lang} />
      ))}
      {v.cities.map((c) => (
        <CityG key={c.id} c={c} board={v.board} lang={lang} />
      ))}
      <Coellen board={v.board} table={v.coellenTable} lang={lang} />
      {v.provinces && <Provinces board={v.board} pawn={v.pawn} lang={lang} />}
    </svg>
  );
}
