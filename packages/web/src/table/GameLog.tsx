/**
 * The game log in words, newest at the bottom, scrolled into view as it grows. The lines of the
 * last move are marked as such (issue 24); a line whose move changed something on the table shows
 * it there when clicked, and "Show the last move" brings the last move's things into view. A
 * taken-back action leaves the log with its "took back" line (issue 45: every undo stayed as a line
 * of its own): the log tells the game as it stands.
 */
import { memo, type RefObject, useEffect, useMemo, useRef } from 'react';
import type { GameEventWire } from '@tabula/wire';
import { useI18n, type T } from '../i18n/i18n';
import type { Lang } from '../i18n/messages';
import type { LogEntry } from '../net/connState';
import { plainText, type GameUi } from '../games/types';
import { liveEntries } from './recent';

/**
 * A log entry's event in words: a taken-back action said by the table ("Ann took back an
 * action."), every other event by the game.
 */
export function eventLine(ui: GameUi, t: T, lang: Lang, names: string[]): (e: GameEventWire) => string | null {
  return (e) =>
    e.type === 'undo' ? t('table.undone', { name: names[e.seat as number] ?? '' }) : ui.eventText(e, lang, names);
}

export interface LogLinks {
  /** Versions of the entries marked on the table. */
  marked: ReadonlySet<number>;
  touches(entry: LogEntry): boolean;
  pick(version: number | null): void;
}

interface Line {
  key: string;
  version: number;
  text: string;
}

/**
 * An entry's lines in words, each entry said once per wording (issue 45: a bot's step formatted
 * the whole log again, a cost growing with the game): the log keeps its entries' objects as it
 * grows, so an entry seen before is looked up, not said again.
 */
function useLineWords(text: (e: GameEventWire) => string | null): (entry: LogEntry) => Line[] {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new wording (language, names) is the trigger: every entry is said again.
  const said = useMemo(() => new WeakMap<LogEntry, Line[]>(), [text]);
  return (entry) => {
    let lines = said.get(entry);
    if (!lines) {
      lines = entry.events.flatMap((e, i) => {
        let s: string | null;
        try {
          s = text(e);
        } catch {
          s = plainText(e);
        }
        return s === null ? [] : [{ key: `${entry.version}.${i}`, version: entry.version, text: s }];
      });
      said.set(entry, lines);
    }
    return lines;
  };
}

/**
 * Keeps the newest line in view when lines were added or removed, a frame later (issue 45): set in
 * React's commit, reading `scrollHeight` forced a layout of the whole table inside a bot's step;
 * in the frame's callback the layout is the one the frame makes anyway.
 */
function useScrolledToNewest(ref: RefObject<HTMLOListElement | null>, count: number): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a changed number of lines is the trigger: the log scrolls to the newest.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const el = ref.current;
      if (el) el.scrollTop = el.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [count]);
}

/** Drawn again only when its log, wording or links change (issue 45: not on every bot step). */
export const GameLog = memo(function GameLog({
  log,
  text,
  links,
}: {
  log: LogEntry[];
  text(e: GameEventWire): string | null;
  links?: LogLinks;
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLOListElement>(null);
  const words = useLineWords(text);
  const lines = liveEntries(log).flatMap((entry) => {
    const linked = !!links && links.touches(entry);
    return words(entry).map((l) => ({ ...l, linked }));
  });
  useScrolledToNewest(ref, lines.length);
  const anyMarked = !!links && lines.some((l) => l.linked && links.marked.has(l.version));
  return (
    <section className="panel log" aria-labelledby="log-h">
      <h2 id="log-h">{t('table.log')}</h2>
      {anyMarked && (
        <button type="button" className="link-button" onClick={() => links!.pick(null)} data-testid="show-last-move">
          {t('log.showLast')}
        </button>
      )}
      {/* Focusable: a keyboard can scroll the log (axe: scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: see above — a scrollable region a keyboard must reach. */}
      <ol ref={ref} aria-live="polite" aria-labelledby="log-h" tabIndex={0} data-testid="log">
        {lines.map((l) => {
          const marked = !!links && links.marked.has(l.version);
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut to show an earlier move on the table; making every line a tab stop would change the table's tab order (keyboard.e2e). The keyboard shows the last move with the button above.
            <li
              key={l.key}
              className={`${marked ? 'last-move' : ''}${l.linked ? ' linked' : ''}`}
              data-version={l.version}
              title={l.linked ? t('log.show') : undefined}
              onClick={l.linked ? () => links!.pick(l.version) : undefined}
            >
              <span className="v">{l.version}</span> {l.text}
            </li>
          );
        })}
      </ol>
    </section>
  );
});
