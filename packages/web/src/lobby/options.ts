/**
 * Where a game option applies and what it does, in one line (issue 21): the lobby offers an option
 * only for the player counts it changes anything for.
 */
import type { T } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';

/** Player counts an option changes the game for; absent means every count. */
const APPLIES: Record<string, Record<string, (players: number) => boolean>> = {
  // H-14: provinces, soldiers and the pawn are the 2-player board's rules only.
  hansa: { provinces: (players) => players === 2 },
};

export function optionApplies(game: string, option: string, players: number): boolean {
  return APPLIES[game]?.[option]?.(players) ?? true;
}

export function optionHintKey(game: string, option: string): MessageKey {
  return `option.${game}.${option}.hint` as MessageKey;
}

export function optionHint(game: string, option: string, t: T): string | null {
  const key = optionHintKey(game, option);
  const text = t(key);
  return text === key ? null : text;
}
