/**
 * The game log in words, newest at the bottom, scrolled into view as it grows. The lines of the
 * last move are marked as such (issue 24); a line whose move changed something on the table shows
 * it there when clicked, and "Show the last move" brings the last move's things into view. A
 * taken-back action leaves the log with its "took back" line (issue 45: every undo stayed as a line
 * of its own): the log tells the game as it stands.
 */
import { useEffect, useRef } from 'react';
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

export function GameLog({
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
  const lines = liveEntries(log).flatMap((entry) => {
    const linked = !!links && links.touches(entry);
    return entry.events.flatMap((e, i) => {
      let s: string | null;
      try {
        s = text(e);
      } catch {
        s = plainText(e);
      }
      return s === null ? [] : [{ key: `${entry.version}.${i}`, version: entry.version, text: s, linked }];
    });
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new line is the trigger: the log scrolls to it.
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
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
}
