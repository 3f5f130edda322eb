/**
 * Each seat's trader and merchant as a picture (issue 45): a trader is a cube seen from above with
 * a lit top face and two shaded sides, a merchant a disc with its rim below and a highlight, each in
 * the seat's colour with the seat's mark in its ink. A piece on the board or a desk is one `<image>`
 * of its picture, which the browser draws once and then paints as one bitmap. As a `<use>` of a
 * symbol, each piece was a tree of about ten shapes laid out and painted again at every frame that
 * changed the board: at 4× CPU throttling, pictures cut a bot's turn's rendering time by a sixth
 * and its longest frames by a fifth (docs/measurements/web-trace.md, session 39).
 */
import { SEAT_COLOURS, SEAT_INK } from '../../games/hansa/board/colours';
import { LIT_STOPS } from './light';
import { markPath } from './marks';

export type PieceKind = 'trader' | 'merchant';

/** The pictures' box: 22 units square, centred on the origin (the disc's rim reaches 10.75 down). */
export const ART_BOX = 22;

const EDGE = '#1b1208';

const litStops = LIT_STOPS.map(
  (s) => `<stop offset="${s.offset}" stop-color="#fff" stop-opacity="${s.opacity}"/>`,
).join('');

/** Light from the upper left, so the right and the front sides of a cube are in shade. */
function trader(colour: string): string {
  return [
    `<linearGradient id="l" x1="0" y1="0" x2="1" y2="1">${litStops}</linearGradient>`,
    `<path d="M5.5 -8.5 L8.8 -5.2 V8.8 H-5.2 L-8.5 5.5 Z" fill="${colour}"/>`,
    `<path d="M5.5 -8.5 L8.8 -5.2 V8.8 L5.5 5.5 Z" opacity=".38"/>`,
    `<path d="M-8.5 5.5 H5.5 L8.8 8.8 H-5.2 Z" opacity=".52"/>`,
    `<rect x="-8.5" y="-8.5" width="14" height="14" rx="1.2" fill="${colour}"/>`,
    `<rect x="-8.5" y="-8.5" width="14" height="14" rx="1.2" fill="url(#l)"/>`,
    `<path d="M-8.5 -7.3 V5.5 L-5.2 8.8 H8.8 V-5.2 L5.5 -8.5 H-7.3 Z" fill="none" stroke="${EDGE}" stroke-width="1.1" stroke-linejoin="round"/>`,
    `<path d="M5.5 -8.5 V5.5 H-8.5 M5.5 5.5 L8.8 8.8" fill="none" stroke="${EDGE}" stroke-width=".6"/>`,
  ].join('');
}

/** A disc: its thickness shows as a darker rim below the face. */
function merchant(colour: string): string {
  return [
    `<radialGradient id="s" cx=".35" cy=".3" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".6"/>`,
    `<stop offset=".45" stop-color="#fff" stop-opacity=".12"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    `<circle cx=".6" cy="1.8" r="8.4" fill="${colour}" stroke="${EDGE}" stroke-width="1.1"/>`,
    `<circle cx=".6" cy="1.8" r="8.4" opacity=".45"/>`,
    `<circle r="8.4" fill="${colour}" stroke="${EDGE}" stroke-width="1.1"/>`,
    `<circle r="8.4" fill="url(#s)"/>`,
    `<circle r="6.6" fill="none" stroke="#000" stroke-opacity=".22" stroke-width=".8"/>`,
  ].join('');
}

/** The mark sits on the face: the cube's top face is centred 1.5 units up and left. */
function mark(seat: number, piece: PieceKind): string {
  const at = piece === 'trader' ? 'translate(-1.5 -1.5) scale(.72)' : 'scale(.78)';
  return `<path transform="${at}" d="${markPath(seat)}" fill="${SEAT_INK[seat] ?? EDGE}"/>`;
}

/** The picture's SVG document. */
export function pieceSvg(seat: number, piece: PieceKind): string {
  const colour = SEAT_COLOURS[seat] ?? '#888';
  const h = ART_BOX / 2;
  const body = piece === 'trader' ? trader(colour) : merchant(colour);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-h} ${-h} ${ART_BOX} ${ART_BOX}">${body}${mark(seat, piece)}</svg>`;
}

const urls = new Map<string, string>();

/** The picture as a `data:` URL, built once per seat and kind. */
export function pieceUrl(seat: number, piece: PieceKind): string {
  const key = `${piece}${seat}`;
  let url = urls.get(key);
  if (url === undefined) {
    url = `data:image/svg+xml,${encodeURIComponent(pieceSvg(seat, piece))}`;
    urls.set(key, url);
  }
  return url;
}
