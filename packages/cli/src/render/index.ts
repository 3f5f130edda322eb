/** Terminal renderers by game id; each game adds one line. */
import { genericRenderer } from './generic';
import { hansaRenderer } from './hansa';
import { loyangRenderer } from './loyang';
import { nimRenderer } from './nim';
import type { Renderer } from './types';

export type { Renderer } from './types';
export { genericEvent } from './generic';

const renderers: Record<string, Renderer> = {
  nim: nimRenderer,
  loyang: loyangRenderer,
  hansa: hansaRenderer,
};

export function rendererFor(gameId: string): Renderer {
  return renderers[gameId] ?? genericRenderer;
}
