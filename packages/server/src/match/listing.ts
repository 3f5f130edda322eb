/**
 * What the lobby lists of a running match besides its info: whose turn it is (issue 21). Issue 41
 * item 1: a listing of 500 matches opened — replayed — every running match not in memory, ~45 ms a
 * request. Now it is read from what the listing already has: the copy in memory when there is one,
 * else the seats to move stored with the match's last action (read with its row). A running match
 * with no action stored yet, or whose last action was stored before the column existed, lists none.
 *
 * Pages: newest first; `next` names the last match of a page when more follow, and
 * `before=<next>` asks for the page after it (created earlier, or at the same time with a lower
 * id). A lobby's pages hold only public tables (issue 44, queries.ts LISTED).
 */
import { LiveMatch } from './liveMatch';
import type { StoredMatch } from '../store/store';

/** The seats to move in a running match, when known without a read or a replay. */
export function toMoveOf(m: StoredMatch | LiveMatch): number[] | undefined {
  if (m.status !== 'running') return undefined;
  if (m instanceof LiveMatch) return [...m.active];
  return m.toMove ? [...m.toMove] : undefined;
}

/** A page's cursor: the creation time and id of its last match. */
export function cursorOf(m: { createdAt: string; id: string }): string {
  return `${m.createdAt}~${m.id}`;
}

/** The cursor's parts (the wire checked its form). */
export function parseCursor(cursor: string): { createdAt: string; id: string } {
  const at = cursor.lastIndexOf('~');
  return { createdAt: cursor.slice(0, at), id: cursor.slice(at + 1) };
}
