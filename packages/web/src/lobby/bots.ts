/**
 * Bots as people choose them (issue 21, with the levels of issue 22 in `@tabula/bots` levels.ts):
 * Beginner, Intermediate, Expert, Master — sent to the server as the level's id. The raw specs
 * (`heuristic`, `search:ms=300`) stay a CLI matter; a match created with one still shows a name.
 */
import type { T } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';

export const BOT_LEVELS = ['beginner', 'intermediate', 'expert', 'master'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** Each level's raw spec, as `@tabula/bots` defines it (a test keeps the two equal). */
export const LEVEL_SPECS: Record<BotLevel, string> = {
  beginner: 'heuristic:eps=0.25',
  intermediate: 'heuristic:eps=0.15',
  expert: 'heuristic:eps=0.05',
  master: 'search:iters=16,ms=3000',
};

/** Longest think per decision, in seconds, for the levels that search; the others answer at once. */
const LEVEL_THINK_S: Partial<Record<BotLevel, number>> = { master: 3 };

/** The level a bot spec stands for (`expert`, `level:expert`, or its raw spec), or null. */
function levelOfSpec(spec: string): BotLevel | null {
  const id = spec.replace(/^level:/i, '').toLowerCase();
  if ((BOT_LEVELS as readonly string[]).includes(id)) return id as BotLevel;
  return BOT_LEVELS.find((l) => LEVEL_SPECS[l] === spec) ?? null;
}

/**
 * A bot's name for people: its level, "Random mover", "Planner" for the slip-free heuristic bot
 * (the server's default stand-in for an absent player, no longer a level since the levels step in
 * slips), or just "Bot" for another raw spec.
 */
export function botLabel(spec: string, t: T): string {
  const level = levelOfSpec(spec);
  if (level) return t(`bot.${level}` as MessageKey);
  if (spec === 'heuristic') return t('bot.heuristic');
  return spec === 'random' ? t('bot.random') : t('bot.other');
}

/** The one-line explanation of a level, with its think time and unit. */
export function levelHint(level: BotLevel, t: T): string {
  return t(`bot.hint.${level}` as MessageKey, { s: LEVEL_THINK_S[level] ?? 0 });
}
