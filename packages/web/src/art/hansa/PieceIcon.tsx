/** A seat's piece as a small inline picture beside text (a desk's supply, its name), from the Hansa symbols. */
import { PieceUse } from './PieceUse';

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
      <PieceUse seat={seat} piece={piece} x={0} y={0} size={piece === 'trader' ? 14 : 16.8} />
    </svg>
  );
}
