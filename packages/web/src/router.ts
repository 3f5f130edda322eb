/** A tiny history router: three kinds of page need no routing library. */
import { useEffect, useState } from 'react';

export type Route =
  | { page: 'lobby' }
  | { page: 'match'; id: string; join: number | null }
  | { page: 'replay'; id: string | null };

export function parseRoute(pathname: string, search: string): Route {
  const m = /^\/m\/([^/]+)\/?$/.exec(pathname);
  if (m) {
    const join = new URLSearchParams(search).get('join');
    return { page: 'match', id: decodeURIComponent(m[1]!), join: join !== null && /^\d$/.test(join) ? Number(join) : null };
  }
  const r = /^\/replay(?:\/([^/]+))?\/?$/.exec(pathname);
  if (r) return { page: 'replay', id: r[1] ? decodeURIComponent(r[1]) : null };
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

export function matchPath(id: string, join?: number): string {
  return `/m/${encodeURIComponent(id)}${join !== undefined ? `?join=${join}` : ''}`;
}

export function inviteLink(id: string, seat: number): string {
  return `${location.origin}${matchPath(id, seat)}`;
}

/** A link that navigates without reloading the page. */
export function onLinkClick(path: string) {
  return (e: { preventDefault(): void; metaKey?: boolean; ctrlKey?: boolean }) => {
    if (e.metaKey || e.ctrlKey) return;
    e.preventDefault();
    navigate(path);
  };
}
