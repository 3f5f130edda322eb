/**
 * What the Hansa board draws many times, defined once (issue 45): the light on a shield or a tile,
 * a prestige coin (a gold coin), and each seat's mark for a city's controller. The pieces are
 * pictures of their own (pieceArt.ts). The board renders this once per Hansa table.
 */
import { memo, type ReactNode } from 'react';
import { SEAT_MARKS } from '../../games/hansa/board/colours';
import { LIT_STOPS } from './light';
import { MARK_PATHS } from './marks';

export const COIN = 'hansa-coin';
/** The symbol id of a seat's mark. */
export const markId = (seat: number) => `hansa-mark-${SEAT_MARKS[seat] ?? 'dot'}`;

/** Static: drawn once, never again (memo). */
export const HansaSymbols = memo(function HansaSymbols() {
  return (
    <defs>
      <linearGradient id="hansa-lit" x1="0" y1="0" x2="1" y2="1">
        {LIT_STOPS.map((s) => (
          <stop key={s.offset} offset={s.offset} stopColor="#fff" stopOpacity={s.opacity} />
        ))}
      </linearGradient>
      <radialGradient id="hansa-gold" cx="0.35" cy="0.3" r="0.75">
        <stop offset="0" stopColor="#fff6c8" />
        <stop offset="0.5" stopColor="#e8bb2a" />
        <stop offset="1" stopColor="#a57a12" />
      </radialGradient>
      <Sym id={COIN} size={20}>
        <circle r={9} fill="url(#hansa-gold)" stroke="#6e5010" strokeWidth={1.4} />
        <circle r={6} fill="none" stroke="#8a6512" strokeWidth={1} strokeDasharray="1.6 1.2" />
      </Sym>
      {/* The marks fill a 10-unit box and take the `fill` of their `<use>` (a seat's ink). */}
      {SEAT_MARKS.map((m) => (
        <Sym key={m} id={`hansa-mark-${m}`} size={10}>
          <path d={MARK_PATHS[m]} />
        </Sym>
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
