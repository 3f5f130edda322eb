/**
 * Each level's measured strength at the chosen table (issue 44: bot levels on the record): its
 * share against the level below — pairs of one upper and one lower seat at tables of both, the
 * upper one finishing ahead (½ for a shared place) — with its 95% interval, as `@tabula/bots`'
 * `ladder.json` holds it (generated from the arena files by `studies/bots/ladder.ts`).
 */
import ladder from '@tabula/bots/ladder';
import type { T } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import { BOT_LEVELS, type BotLevel } from './bots';

export interface LadderRung {
  game: string;
  players: number;
  upper: string;
  lower: string;
  games: number;
  score: number;
  ci95: number[];
}

/** The measured rung of `level` over the level below at this game and table size, if any. */
function rungFor(game: string, players: number, level: BotLevel, rungs: readonly LadderRung[] = ladder.rungs) {
  return rungs.find((r) => r.game === game && r.players === players && r.upper === level) ?? null;
}

/** "Wins 78% (70–85%) against Expert at a table of 3", or that it is not measured there; nothing for the lowest level. */
export function levelStrength(
  level: BotLevel,
  game: string,
  players: number,
  t: T,
  rungs: readonly LadderRung[] = ladder.rungs,
): string | null {
  const below = BOT_LEVELS[BOT_LEVELS.indexOf(level) - 1];
  if (!below || players < 2) return null;
  const lower = t(`bot.${below}` as MessageKey);
  const r = rungFor(game, players, level, rungs);
  if (!r) return t('ladder.notMeasured', { lower, players });
  const pct = (x: number) => Math.round(x * 100);
  return t('ladder.wins', {
    share: pct(r.score),
    lo: pct(r.ci95[0]!),
    hi: pct(r.ci95[1]!),
    lower,
    players,
    games: r.games,
  });
}
