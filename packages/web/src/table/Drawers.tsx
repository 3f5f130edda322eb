/**
 * The table's side panels that open as drawers on a phone (issue 45: the chat sat at the bottom of
 * a ~2,000 px page): a bar of buttons fixed at the screen's foot opens one drawer at a time as a
 * sheet over the lower part of the table, the board still in sight above it. Each button says
 * whether its drawer is open (aria-expanded) and which one it controls; opening moves the focus
 * into the drawer, Escape or Close shuts it and gives the focus back to its button; a drawer with
 * a count (the chat's lines) shows how many came in since it was last open.
 *
 * On a wide screen the bar is not shown (CSS, styles/drawers.css) and every drawer stands open in
 * the side column as a plain panel: the same elements, so nothing in them (a chat draft, a hint
 * asked for) is lost when a phone is turned or a window resized.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';
import { useNarrow } from './useNarrow';

export interface Drawer {
  id: string;
  label: string;
  /** Something that grows (the chat's lines): the button counts what came in while it was shut. */
  count?: number;
  content: ReactNode;
}

export function Drawers({ drawers }: { drawers: Drawer[] }) {
  const { t } = useI18n();
  const narrow = useNarrow();
  const [open, setOpen] = useState<string | null>(null);
  const [seen, setSeen] = useState<Record<string, number>>(() =>
    Object.fromEntries(drawers.map((d) => [d.id, d.count ?? 0])),
  );
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const closers = useRef(new Map<string, HTMLButtonElement>());
  // What an open drawer shows is seen; on a wide screen every drawer stands open.
  const counts = drawers.map((d) => `${d.id}=${d.count ?? 0}`).join(' ');
  useEffect(() => {
    const now = Object.fromEntries(counts.split(' ').map((c) => c.split('=') as [string, string]));
    setSeen((s) => {
      const next = { ...s };
      for (const [id, n] of Object.entries(now)) if (!narrow || id === open) next[id] = Number(n);
      return Object.entries(next).every(([id, n]) => s[id] === n) ? s : next;
    });
  }, [narrow, open, counts]);
  useEffect(() => {
    if (open !== null) closers.current.get(open)?.focus();
  }, [open]);
  const close = () => {
    const was = open;
    setOpen(null);
    if (was !== null) buttons.current.get(was)?.focus();
  };
  const live = drawers.filter((d) => d.content);
  if (!live.length) return null;
  return (
    <>
      <nav className="drawer-bar" aria-label={t('drawer.bar')} data-testid="drawer-bar">
        {live.map((d) => {
          // An open drawer's lines are seen at once, not one effect later (no "1 new" flash).
          const fresh = open === d.id ? 0 : Math.max(0, (d.count ?? 0) - (seen[d.id] ?? 0));
          return (
            <button
              key={d.id}
              type="button"
              ref={(el) => {
                if (el) buttons.current.set(d.id, el);
              }}
              aria-expanded={open === d.id}
              aria-controls={`drawer-${d.id}`}
              onClick={() => (open === d.id ? close() : setOpen(d.id))}
              data-testid={`drawer-${d.id}-button`}
            >
              {d.label}
              {fresh > 0 && (
                <span className="drawer-count" data-testid={`drawer-${d.id}-count`}>
                  {' '}
                  {t('chat.unread', { n: fresh })}
                </span>
              )}
            </button>
          );
        })}
      </nav>
      {live.map((d) => (
        <section
          key={d.id}
          id={`drawer-${d.id}`}
          className={`drawer${open === d.id ? ' open' : ''}`}
          role={narrow ? 'dialog' : undefined}
          aria-label={narrow ? d.label : undefined}
          data-testid={`drawer-${d.id}`}
          onKeyDown={(e) => {
            if (narrow && e.key === 'Escape') {
              e.stopPropagation();
              close();
            }
          }}
        >
          <button
            type="button"
            className="drawer-close"
            ref={(el) => {
              if (el) closers.current.set(d.id, el);
            }}
            onClick={close}
            aria-label={`${t('drawer.close')}: ${d.label}`}
          >
            ✕ {t('drawer.close')}
          </button>
          {d.content}
        </section>
      ))}
    </>
  );
}
