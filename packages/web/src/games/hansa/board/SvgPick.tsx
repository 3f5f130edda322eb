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
      // biome-ignore lint/a11y/noStaticElementInteractions: a place that offers nothing is no control; a pointer on it only asks the rules why (issue 24). The board is one tab stop over the places that do offer something.
      <g {...common} onClick={p.onWhyNot as (e: MouseEvent) => void}>
        <title>{label}</title>
        {children}
      </g>
    );
  return (
    // tabIndex -1: the board is one tab stop, `useRoving` makes one thing 0 (issue 24).
    // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; the group takes the button role, focus and Enter/Space.
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
