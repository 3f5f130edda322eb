/**
 * A seat's piece as one `<use>` of its Hansa symbol (HansaSymbols.tsx): the cube or disc in the
 * seat's colour with the seat's mark on its face, centred on (x, y) with a face `size` units wide.
 */
import { pieceId } from './HansaSymbols';

export function PieceUse({
  seat,
  piece,
  x,
  y,
  size,
}: {
  seat: number;
  piece: 'trader' | 'merchant';
  x: number;
  y: number;
  size: number;
}) {
  // The cube's top face is 14 symbol units wide and sits 1.5 units up and left of the symbol's
  // centre; the disc's face is 16.8 units across, centred.
  const trader = piece === 'trader';
  const s = trader ? size / 14 : size / 16.8;
  const shift = trader ? 1.5 * s : 0;
  return (
    <use
      href={`#${pieceId(seat, piece)}`}
      className={`piece ${piece}`}
      data-seat={seat}
      x={x - 10 * s + shift}
      y={y - 10 * s + shift}
      width={20 * s}
      height={20 * s}
    />
  );
}
