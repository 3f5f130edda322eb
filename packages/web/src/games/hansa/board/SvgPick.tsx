/** A place on the Hansa board an action can concern: a focusable, clickable SVG group. */
import { type KeyboardEvent, type MouseEvent, memo, type ReactNode, useMemo, useRef } from 'react';
import { useLastMove } from '../../lastMove';
import { usePickable } from '../../pointing/Pick';
import { POST_TARGET_UNITS } from '../Viewport';

/** A trading post's or province's target in board units (Viewport.tsx zooms it to 40 px on a phone). */
export const HIT = POST_TARGET_UNITS;

type Pickable = ReturnType<typeof usePickable>;

export function SvgPick({ k, children, label }: { k: string; children: ReactNode; label: string }) {
  const p = usePickable(k);
  const last = useLastMove(k);
  // The handlers read the newest pick state through a ref, so that the group below is drawn again
  // only when what it shows changed (issue 45: every place of the board re-rendered at each of a
  // bot's steps, a long task at 4× CPU throttling).
  const now = useRef<Pickable>(p);
  now.current = p;
  const on = useMemo(
    () => ({
      click: (e: MouseEvent) => now.current.onClick(e),
      keyDown: (e: KeyboardEvent) => now.current.onKeyDown(e),
      focus: () => now.current.onFocus(),
      whyNot: (e: MouseEvent) => now.current.onWhyNot(e),
    }),
    [],
  );
  return (
    <SvgPlace
      k={k}
      label={label}
      enabled={p.enabled}
      picked={p.picked}
      suggested={p.suggested}
      last={last}
      title={p.title}
      on={on}
    >
      {children}
    </SvgPlace>
  );
}

const SvgPlace = memo(function SvgPlace({
  k,
  children,
  label,
  enabled,
  picked,
  suggested,
  last,
  title,
  on,
}: {
  k: string;
  children: ReactNode;
  label: string;
  enabled: boolean;
  picked: boolean;
  suggested: boolean;
  last: boolean;
  title: string | undefined;
  on: {
    click(e: MouseEvent): void;
    keyDown(e: KeyboardEvent): void;
    focus(): void;
    whyNot(e: MouseEvent): void;
  };
}) {
  const common = {
    'data-k': k,
    className: `svg-thing${enabled ? ' pickable' : ''}${picked ? ' picked' : ''}${suggested ? ' suggested' : ''}${last ? ' last-move' : ''}`,
  };
  if (!enabled)
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: a place that offers nothing is no control; a pointer on it only asks the rules why (issue 24). The board is one tab stop over the places that do offer something.
      <g {...common} onClick={on.whyNot}>
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
      aria-label={`${label}: ${title}`}
      onClick={on.click}
      onKeyDown={on.keyDown}
      onFocus={on.focus}
    >
      <title>{`${label}: ${title}`}</title>
      {children}
    </g>
  );
});
