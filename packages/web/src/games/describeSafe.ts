import type { Lang } from '../i18n/messages';
import { plainText, type GameUi } from './types';

/**
 * An action in words for any table (server, device, lesson, replay, hint). A record from an older
 * build or a hand-edited file may hold an action the game's wording does not know: it is shown as
 * its plain fields instead of breaking the page.
 */
export function describeSafe(ui: GameUi, a: unknown, view: unknown, lang: Lang, names: string[]): string {
  try {
    return ui.describe(a, view, lang, names);
  } catch {
    return plainText(a as Record<string, unknown>);
  }
}
