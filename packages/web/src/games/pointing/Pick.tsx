/** A thing on the table that can be pointed at, and the hook that gives any element that behaviour. */
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useLastMove } from '../lastMove';
import { usePickContext } from './PickProvider';
import { canonical } from './canonical';

/** The actions a thing on the table offers now. */
export function usePickable(key: string) {
  const ctx = usePickContext();
  const actions = ctx?.byKey.get(key) ?? [];
  const enabled = !!ctx && actions.length > 0 && !ctx.busy;
  const trigger = () => {
    if (!ctx || !enabled) return;
    ctx.note(key);
    if (actions.length === 1) ctx.act(actions[0]);
    else ctx.choose(ctx.chosen === key ? null : key);
  };
  return {
    enabled,
    picked: ctx?.chosen === key,
    suggested: enabled && ctx.suggestedKeys.has(key),
    title: enabled ? actions.map((a) => ctx!.describe(a)).join(' · ') : undefined,
    onClick: (e: MouseEvent) => {
      e.stopPropagation();
      if (ctx) ctx.keyed.current = null;
      trigger();
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      if (!ctx || !enabled) return;
      // Focus stays on the thing after a move, and what it offers may have changed under it (a Loyang
      // Shop column: the first Enter plants, the next would sell). A repeated key then opens the
      // chooser, which says what it does now, instead of doing something else (issue 45).
      const offer = actions.map(canonical).join('|');
      const last = ctx.keyed.current;
      ctx.keyed.current = { key, offer };
      if (last?.key === key && last.offer !== offer) {
        ctx.note(key);
        ctx.choose(key);
        return;
      }
      trigger();
    },
    onFocus: () => ctx?.note(key),
    /** A pointer on a thing that offers nothing: the game says why, if it can tell what was meant. */
    onWhyNot: (e: MouseEvent) => {
      // Inside a thing that does offer something (a stall's offer on a card that can be used), that thing answers.
      if ((e.currentTarget as Element).parentElement?.closest('.pickable')) return;
      e.stopPropagation();
      ctx?.whyNot(key);
    },
  };
}

/** An HTML thing that can be pointed at: focusable and acting on Enter/Space when it offers something (things nest, so not a <button>). */
export function Pick({
  k,
  className,
  children,
  label,
}: {
  k: string;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  const p = usePickable(k);
  const last = useLastMove(k);
  const cls = `${className ?? ''}${p.enabled ? ' pickable' : ''}${p.picked ? ' picked' : ''}${p.suggested ? ' suggested' : ''}${last ? ' last-move' : ''}`;
  if (!p.enabled)
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: a thing that offers nothing now is no control; a pointer on it only asks the rules why (issue 24), and making each one a tab stop would bury the legal moves among dead stops (keyboard.e2e's tab order).
      // biome-ignore lint/a11y/useKeyWithClickEvents: not focusable (see above), so no key can reach it; the keyboard's moves are the pickable things, the move bar and the action list.
      <div className={cls} data-k={k} onClick={p.onWhyNot}>
        {children}
      </div>
    );
  return (
    // biome-ignore lint/a11y/useSemanticElements: things nest (a card holds its stall's offers, each pickable) and a <button> may hold no interactive content.
    <div
      role="button"
      tabIndex={0}
      className={`thing ${cls}`}
      onClick={p.onClick}
      onKeyDown={p.onKeyDown}
      onFocus={p.onFocus}
      title={p.title}
      data-k={k}
    >
      {children}
      {/* The name a screen reader says starts with what is shown (axe: label-content-name-mismatch), then what it does. */}
      <span className="sr-only">{label ? `${label}: ${p.title}` : p.title}</span>
    </div>
  );
}
