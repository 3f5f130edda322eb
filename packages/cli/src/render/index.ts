/** Terminal renderers by game id; each game adds one line. */
import { genericRenderer } from './generic';
import { nimRenderer } from './nim';
import type { Renderer } from './types';

export type { Renderer } from './types';
export { genericEvent } from './generic';

const renderers: Record<string, Renderer> = {
  nim: nimRenderer,
};

export function rendererFor(gameId: string): Renderer {
  return renderers[gameId] ?? genericRenderer;
}
