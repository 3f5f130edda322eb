/**
 * The Hansa pieces drawn once as SVG symbols (issue 45: art as symbols, loaded once, crisp at any
 * size): a trader is a cube seen from above with a lit top face and two shaded sides, a merchant a
 * disc with its rim below and a highlight, a prestige coin a gold coin, and each seat's mark. Each
 * seat's trader and merchant is a symbol of its own (the body in the seat's colour, the mark on its
 * face in the seat's ink), so that a piece anywhere, on the board or a desk, is one `<use>`. The
 * board renders this once per Hansa table.
 */
import { memo, type ReactNode } from 'react';
import { SEAT_COLOURS, SEAT_INK, SEAT_MARKS } from '../../games/hansa/board/colours';

const TRADER = 'hansa-trader';
const MERCHANT = 'hansa-merchant';
export const COIN = 'hansa-coin';
/** The symbol id of a seat's mark. */
export const markId = (seat: number) => `hansa-mark-${SEAT_MARKS[seat] ?? 'dot'}`;
/** The symbol id of a seat's piece: its cube or disc in its colour with its mark, one `<use>` each. */
export const pieceId = (seat: number, piece: 'trader' | 'merchant') =>
  `${piece === 'trader' ? TRADER : MERCHANT}-${seat}`;

const EDGE = '#1b1208';

/** Static: drawn once, never again (memo). */
export const HansaSymbols = memo(function HansaSymbols() {
  return (
    <defs>
      <linearGradient id="hansa-lit" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#fff" stopOpacity={0.55} />
        <stop offset="0.6" stopColor="#fff" stopOpacity={0.12} />
        <stop offset="1" stopColor="#fff" stopOpacity={0} />
      </linearGradient>
      <radialGradient id="hansa-sheen" cx="0.35" cy="0.3" r="0.7">
        <stop offset="0" stopColor="#fff" stopOpacity={0.6} />
        <stop offset="0.45" stopColor="#fff" stopOpacity={0.12} />
        <stop offset="1" stopColor="#fff" stopOpacity={0} />
      </radialGradient>
      <radialGradient id="hansa-gold" cx="0.35" cy="0.3" r="0.75">
        <stop offset="0" stopColor="#fff6c8" />
        <stop offset="0.5" stopColor="#e8bb2a" />
        <stop offset="1" stopColor="#a57a12" />
      </radialGradient>
      {/* The cube: light from the upper left, so the right and the front sides are in shade. */}
      <Sym id={TRADER} size={20}>
        <path d="M5.5 -8.5 L8.8 -5.2 V8.8 H-5.2 L-8.5 5.5 Z" fill="currentColor" />
        <path d="M5.5 -8.5 L8.8 -5.2 V8.8 L5.5 5.5 Z" fill="#000" opacity={0.38} />
        <path d="M-8.5 5.5 H5.5 L8.8 8.8 H-5.2 Z" fill="#000" opacity={0.52} />
        <rect x={-8.5} y={-8.5} width={14} height={14} rx={1.2} fill="currentColor" />
        <rect x={-8.5} y={-8.5} width={14} height={14} rx={1.2} fill="url(#hansa-lit)" />
        <path
          d="M-8.5 -7.3 V5.5 L-5.2 8.8 H8.8 V-5.2 L5.5 -8.5 H-7.3 Z"
          fill="none"
          stroke={EDGE}
          strokeWidth={1.1}
          strokeLinejoin="round"
        />
        <path d="M5.5 -8.5 V5.5 H-8.5 M5.5 5.5 L8.8 8.8" fill="none" stroke={EDGE} strokeWidth={0.6} />
      </Sym>
      {/* The disc: its thickness shows as a darker rim below the face. */}
      <Sym id={MERCHANT} size={20}>
        <circle cx={0.6} cy={1.8} r={8.4} fill="currentColor" stroke={EDGE} strokeWidth={1.1} />
        <circle cx={0.6} cy={1.8} r={8.4} fill="#000" opacity={0.45} />
        <circle r={8.4} fill="currentColor" stroke={EDGE} strokeWidth={1.1} />
        <circle r={8.4} fill="url(#hansa-sheen)" />
        <circle r={6.6} fill="none" stroke="#000" strokeOpacity={0.22} strokeWidth={0.8} />
      </Sym>
      <Sym id={COIN} size={20}>
        <circle r={9} fill="url(#hansa-gold)" stroke="#6e5010" strokeWidth={1.4} />
        <circle r={6} fill="none" stroke="#8a6512" strokeWidth={1} strokeDasharray="1.6 1.2" />
      </Sym>
      {/* The marks fill a 10-unit box and take the `fill` of their `<use>` (a seat's ink). Every
          symbol here draws within its box (see `Sym`). */}
      <Sym id="hansa-mark-dot" size={10}>
        <circle r={3.2} />
      </Sym>
      <Sym id="hansa-mark-triangle" size={10}>
        <path d="M0 -4.2 L4.4 3.5 H-4.4 Z" />
      </Sym>
      <Sym id="hansa-mark-diamond" size={10}>
        <path d="M0 -4.6 L4 0 L0 4.6 L-4 0 Z" />
      </Sym>
      <Sym id="hansa-mark-cross" size={10}>
        <path d="M-1.5 -4.5 H1.5 V-1.5 H4.5 V1.5 H1.5 V4.5 H-1.5 V1.5 H-4.5 V-1.5 H-1.5 Z" />
      </Sym>
      <Sym id="hansa-mark-bar" size={10}>
        <rect x={-4.6} y={-1.9} width={9.2} height={3.8} rx={0.8} />
      </Sym>
      {SEAT_COLOURS.map((colour, seat) => (
        <g key={seat}>
          <Sym id={pieceId(seat, 'trader')} size={20}>
            <use href={`#${TRADER}`} x={-10} y={-10} width={20} height={20} color={colour} />
            <use href={`#${markId(seat)}`} x={-5.1} y={-5.1} width={7.2} height={7.2} fill={SEAT_INK[seat]} />
          </Sym>
          <Sym id={pieceId(seat, 'merchant')} size={20}>
            <use href={`#${MERCHANT}`} x={-10} y={-10} width={20} height={20} color={colour} />
            <use href={`#${markId(seat)}`} x={-3.9} y={-3.9} width={7.8} height={7.8} fill={SEAT_INK[seat]} />
          </Sym>
        </g>
      ))}
    </defs>
  );
});

/**
 * A symbol centred on its origin, `size` units wide. None clips (`overflow="visible"`; each draws
 * within its box anyway): a clipping symbol gives each of its `<use>`s a clip of its own to lay out
 * and paint (issue 45's trace).
 */
function Sym({ id, size, children }: { id: string; size: number; children: ReactNode }) {
  const h = size / 2;
  return (
    <symbol id={id} viewBox={`${-h} ${-h} ${size} ${size}`} overflow="visible">
      {children}
    </symbol>
  );
}
