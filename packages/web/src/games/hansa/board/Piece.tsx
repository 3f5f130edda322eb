/** A seat's piece on the board: a cube = trader, a disc = merchant (H-2), with the seat's mark (issue 45). */
import type { PieceView } from '@tabula/hansa';
import { PieceImage } from '../../../art/hansa/PieceImage';

export function Piece({ p, x, y, size = 12 }: { p: PieceView; x: number; y: number; size?: number }) {
  return (
    // `data-piece`: the piece a flight brings here stays hidden until it lands (table/pace/landing.ts).
    <g data-piece="">
      <PieceImage seat={p.seat} piece={p.piece} x={x} y={y} size={p.piece === 'trader' ? size : size + 2} />
    </g>
  );
}
