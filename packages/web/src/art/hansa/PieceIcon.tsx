/** A seat's piece as a small inline picture beside text (a desk's supply, its name): one `<image>` of its picture (pieceArt.ts). */
import { PieceImage } from './PieceImage';

export function PieceIcon({
  seat,
  piece,
  className,
}: {
  seat: number;
  piece: 'trader' | 'merchant';
  className?: string;
}) {
  return (
    <svg className={`piece-icon${className ? ` ${className}` : ''}`} viewBox="-11 -11 22 22" aria-hidden="true">
      <PieceImage seat={seat} piece={piece} x={0} y={0} size={piece === 'trader' ? 14 : 16.8} />
    </svg>
  );
}
