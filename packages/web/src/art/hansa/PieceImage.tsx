/**
 * A seat's piece as one `<image>` of its picture (pieceArt.ts): the cube or disc in the seat's
 * colour with the seat's mark on its face, centred on (x, y) with a face `size` units wide.
 */
import { ART_BOX, type PieceKind, pieceUrl } from './pieceArt';

export function PieceImage({
  seat,
  piece,
  x,
  y,
  size,
}: {
  seat: number;
  piece: PieceKind;
  x: number;
  y: number;
  size: number;
}) {
  // The cube's top face is 14 picture units wide and sits 1.5 units up and left of the picture's
  // centre; the disc's face is 16.8 units across, centred.
  const trader = piece === 'trader';
  const s = trader ? size / 14 : size / 16.8;
  const shift = trader ? 1.5 * s : 0;
  const h = (ART_BOX / 2) * s;
  return (
    <image
      href={pieceUrl(seat, piece)}
      className={`piece ${piece}`}
      data-seat={seat}
      x={x - h + shift}
      y={y - h + shift}
      width={ART_BOX * s}
      height={ART_BOX * s}
    />
  );
}
