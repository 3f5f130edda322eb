/** The game log in words, newest at the bottom, scrolled into view as it grows. */
import { useEffect, useRef } from 'react';
import type { GameEventWire } from '@tabula/server/wire';
import { useI18n } from '../i18n/i18n';
import type { LogEntry } from '../net/connection';
import { plainText } from '../games/types';

export function GameLog({ log, text }: { log: LogEntry[]; text(e: GameEventWire): string | null }) {
  const { t } = useI18n();
  const ref = useRef<HTMLOListElement>(null);
  const lines = log.flatMap((entry) =>
    entry.events.flatMap((e, i) => {
      let s: string | null;
      try {
        s = text(e);
      } catch {
        s = plainText(e);
      }
      return s === null ? [] : [{ key: `${entry.version}.${i}`, version: entry.version, text: s }];
    }),
  );
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <section className="panel log" aria-labelledby="log-h">
      <h2 id="log-h">{t('table.log')}</h2>
      <ol ref={ref} aria-live="polite" data-testid="log">
        {lines.map((l) => (
          <li key={l.key}>
            <span className="v">{l.version}</span> {l.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
