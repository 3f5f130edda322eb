/**
 * A match in words, the same everywhere (issue 21): named by its game and its players, a seat by
 * its person's name, its bot's level or "Player 2" — never an internal id; a finished match by
 * its result, a running one by whose turn it is.
 */
import { DELETED_PLAYER, type MatchInfo, type SeatInfo } from '@tabula/wire';
import type { T } from '../i18n/i18n';
import type { Lang } from '../i18n/messages';
import { listOf } from '../i18n/format';
import { gameEntry } from '../games/registry';
import { botLabel } from './bots';

/**
 * A seat's name: the person, the bot by level ("Expert (bot)"), "Player 2" while free, or a
 * deleted account's "deleted player" in the reader's language.
 */
export function seatLabel(s: SeatInfo, t: T): string {
  if (s.bot !== null && (s.name === null || s.name === s.bot)) return t('bot.named', { name: botLabel(s.bot, t) });
  if (s.name === DELETED_PLAYER) return t('seat.deleted');
  return s.name ?? t('seat.player', { n: s.seat + 1 });
}

export function gameTitle(game: string, lang: Lang): string {
  return gameEntry(game)?.title[lang] ?? game;
}

/** "Hansa Teutonica: Ann, Expert (bot) and Player 3". */
export function matchTitle(m: Pick<MatchInfo, 'game' | 'seats'>, t: T, lang: Lang): string {
  return t('lobby.matchTitle', {
    game: gameTitle(m.game, lang),
    players: listOf(
      lang,
      m.seats.map((s) => seatLabel(s, t)),
    ),
  });
}

const SOLO_GOALS: Record<number, string> = { 19: 'master', 18: 'veryGood', 17: 'good' };

/** A finished match's result ("Ann won", a shared win, or a solo score); null before the end. */
export function resultLine(m: MatchInfo, t: T, lang: Lang): string | null {
  const o = m.outcome;
  if (!o) return null;
  if (m.players === 1) {
    // L-14.8: a Loyang solo game is rated by the level reached (17 good, 18 very good, 19 master).
    const goal = o.breakdown[0]?.soloGoal;
    if (goal === undefined) return t('lobby.soloResult', { score: o.scores[0] ?? 0 });
    return t('lobby.soloLevel', { score: o.scores[0] ?? 0, goal: SOLO_GOALS[goal] ?? 'below' });
  }
  const winners = o.ranking.flatMap((r, seat) => (r === 1 && m.seats[seat] ? [seatLabel(m.seats[seat], t)] : []));
  return t('lobby.result', { count: winners.length, names: listOf(lang, winners) });
}

/** Whose turn it is in a running match; "Your move" when a seat this device plays is among them. */
export function turnLine(m: MatchInfo, mySeats: readonly number[], t: T, lang: Lang): string | null {
  if (m.status !== 'running' || !m.toMove?.length) return null;
  if (m.toMove.some((s) => mySeats.includes(s))) return t('lobby.yourMove');
  const names = m.toMove.flatMap((s) => (m.seats[s] ? [seatLabel(m.seats[s], t)] : []));
  return t('lobby.toMove', { count: names.length, names: listOf(lang, names) });
}
