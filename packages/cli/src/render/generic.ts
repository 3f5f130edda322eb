/** The fallback renderer: a game without its own module still shows its view and events. */
import type { GameEvent } from '@tabula/engine';
import type { Renderer } from './types';

function short(v: unknown): string {
  const s = JSON.stringify(v);
  return s.length > 120 ? `${s.slice(0, 117)}...` : s;
}

export function genericEvent(e: GameEvent, names: string[]): string {
  const { type, to, ...rest } = e;
  const parts = Object.entries(rest).map(([k, v]) =>
    (k === 'seat' || k === 'winner' || k === 'first') && typeof v === 'number' && names[v]
      ? `${k}=${names[v]}`
      : `${k}=${short(v)}`,
  );
  return `${type}${parts.length ? ` ${parts.join(' ')}` : ''}${to ? ' (private)' : ''}`;
}

export const genericRenderer: Renderer = {
  view(view) {
    if (view === null || typeof view !== 'object') return String(view);
    return Object.entries(view as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${short(v)}`)
      .join('\n');
  },
};
