/**
 * Whether the screen is a phone's (issue 45): below this width the table is one column, the board
 * first, and the chat, the log and the hints open as drawers from a button bar instead of
 * standing beside the table. Follows the window as it is resized or turned.
 */
import { useEffect, useState } from 'react';

const NARROW = '(max-width: 900px)';

function matches(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;
}

export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const q = window.matchMedia(NARROW);
    const on = () => setNarrow(q.matches);
    on();
    q.addEventListener('change', on);
    return () => q.removeEventListener('change', on);
  }, []);
  return narrow;
}
