/**
 * The data of a "your move" push message (`TurnPush` in @tabula/wire): the game, the match, who
 * sits across the table and where the match's page is. Data only — the browser's service worker
 * words it in the language the page last used (the server does not know it).
 */
import { createHash } from 'node:crypto';
import type { PushOpponent, TurnPush } from '@tabula/wire';
import type { LiveMatch } from '../match/liveMatch';

export function turnPush(m: LiveMatch, seat: number, version: number): TurnPush {
  const opponents = m.seats
    .filter((s) => s.seat !== seat)
    // A person's seat keeps its name while a bot plays it for them.
    .map((s): PushOpponent => (s.tokenHash !== null && s.name ? { name: s.name } : { bot: true }));
  return {
    kind: 'turn',
    game: m.game.id,
    matchId: m.id,
    seat,
    version,
    opponents,
    path: `/m/${encodeURIComponent(m.id)}`,
  };
}

/**
 * The push topic of a seat's turns in a match: a newer "your move" replaces an older one the push
 * service still holds for an offline browser (RFC 8030 §5.4: at most 32 base64url characters).
 */
export const turnTopic = (matchId: string, seat: number): string =>
  createHash('sha256').update(`${matchId}:${seat}`).digest('base64url').slice(0, 32);
