/** A place on the Hansa board an action can concern: a focusable, clickable SVG group. */
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useLastMove } from '../../lastMove';
import { usePickable } from '../../pointing/Pick';
import { POST_TARGET_UNITS } from '../Viewport';

/** A trading post's or province's target in board units (Viewport.tsx zooms it to 40 px on a phone). */
export const HIT = POST_TARGET_UNITS;

export function SvgPick({ k, children, label }: { k: string; children: ReactNode; label: string }) {
  const p = usePickable(k);
  const last = useLastMove(k);
  const common = {
    'data-k': k,
    className: `svg-thing${p.enabled ? ' pickable' : ''}${p.picked ? ' picked' : ''}${p.suggested ? ' suggested' : ''}${last ? ' last-move' : ''}`,
  };
  if (!p.enabled)
    return (
      <g {...common} onClick={p.onWhyNot as (e: MouseEvent) => void}>
        <title>{label}</title>
        {children}
      </g>
    );
  return (
    // tabIndex -1: the board is one tab stop, `useRoving` makes one thing 0 (issue 24).
    <g
      {...common}
      role="button"
      tabIndex={-1}
      aria-label={`${label}: ${p.title}`}
      onClick={p.onClick as (e: MouseEvent) => void}
      onKeyDown={p.onKeyDown as (e: KeyboardEvent) => void}
      onFocus={p.onFocus}
    >
      <title>{`${label}: ${p.title}`}</title>
      {children}
    </g>
  );
}
