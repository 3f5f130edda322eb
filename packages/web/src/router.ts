/** A tiny history router: a handful of kinds of page need no routing library. */
import { useEffect, useState } from 'react';

export type Route =
  | { page: 'lobby' }
  | { page: 'match'; id: string; join: number | null; invite: string | null }
  | { page: 'replay'; id: string | null }
  /** "Learn to play" a game (issue 21): a guided game in the browser. */
  | { page: 'learn'; game: string }
  /** A game on this device without a server (issue 21), saved in IndexedDB. */
  | { page: 'local'; id: string }
  /** The rules reference of a game (issue 24), `#<rule id>` scrolled to. */
  | { page: 'rules'; game: string }
  /** Sign in, or one's account (issue 44). */
  | { page: 'account' }
  /** The matches waiting for the signed-in person's move (issue 44). */
  | { page: 'waiting' }
  /** Friends, requests, challenges and blocks (issue 44, relation/). */
  | { page: 'friends' }
  /** A player's profile: ratings per game and their history (issue 44). */
  | { page: 'profile'; username: string }
  /** A rated game's leaderboard (issue 44). */
  | { page: 'leaderboard'; game: string };

function parseRoute(pathname: string, search: string): Route {
  const m = /^\/m\/([^/]+)\/?$/.exec(pathname);
  if (m) {
    const q = new URLSearchParams(search);
    const join = q.get('join');
    const invite = q.get('invite');
    return {
      page: 'match',
      id: decodeURIComponent(m[1]!),
      join: join !== null && /^\d$/.test(join) ? Number(join) : null,
      invite: invite && /^[\w-]{16,128}$/.test(invite) ? invite : null,
    };
  }
  const local = /^\/local\/([0-9a-f]{8,64})\/?$/.exec(pathname);
  if (local) return { page: 'local', id: local[1]! };
  const l = /^\/learn\/([a-z]+)\/?$/.exec(pathname);
  if (l) return { page: 'learn', game: l[1]! };
  const r = /^\/replay(?:\/([^/]+))?\/?$/.exec(pathname);
  if (r) return { page: 'replay', id: r[1] ? decodeURIComponent(r[1]) : null };
  const rules = /^\/rules\/([^/]+)\/?$/.exec(pathname);
  if (rules) return { page: 'rules', game: decodeURIComponent(rules[1]!) };
  if (/^\/account\/?$/.test(pathname)) return { page: 'account' };
  if (/^\/waiting\/?$/.test(pathname)) return { page: 'waiting' };
  if (/^\/friends\/?$/.test(pathname)) return { page: 'friends' };
  const u = /^\/u\/([^/]+)\/?$/.exec(pathname);
  if (u) return { page: 'profile', username: decodeURIComponent(u[1]!) };
  const board = /^\/leaderboard(?:\/([^/]+))?\/?$/.exec(pathname);
  if (board) return { page: 'leaderboard', game: board[1] ? decodeURIComponent(board[1]) : 'hansa' };
  return { page: 'lobby' };
}

export function navigate(path: string): void {
  history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.pathname, location.search));
  useEffect(() => {
    const on = () => setRoute(parseRoute(location.pathname, location.search));
    window.addEventListener('popstate', on);
    return () => window.removeEventListener('popstate', on);
  }, []);
  return route;
}

export function localPath(id: string): string {
  return `/local/${id}`;
}

export function learnPath(game: string): string {
  return `/learn/${game}`;
}

export function matchPath(id: string, join?: number, invite?: string): string {
  const q = join === undefined ? '' : `?join=${join}${invite ? `&invite=${encodeURIComponent(invite)}` : ''}`;
  return `/m/${encodeURIComponent(id)}${q}`;
}

/** The link an invited person opens: on the server's public URL when it has one (`--public-url`). */
export function inviteLink(id: string, seat: number, invite?: string, publicUrl?: string | null): string {
  const base = publicUrl ? publicUrl.replace(/\/+$/, '') : location.origin;
  return `${base}${matchPath(id, seat, invite)}`;
}

/** A link that navigates without reloading the page. */
export function onLinkClick(path: string) {
  return (e: { preventDefault(): void; metaKey?: boolean; ctrlKey?: boolean }) => {
    if (e.metaKey || e.ctrlKey) return;
    e.preventDefault();
    navigate(path);
  };
}

/** A player's profile page (issue 44). */
export function profilePath(username: string): string {
  return `/u/${encodeURIComponent(username)}`;
}

/** A rated game's leaderboard (issue 44). */
export function leaderboardPath(game: string): string {
  return `/leaderboard/${encodeURIComponent(game)}`;
}
