/** A seat's piece on the board: square = trader, round = merchant (H-2). */
import type { PieceView } from '@tabula/hansa';
import { SEAT_COLOURS } from './colours';

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
