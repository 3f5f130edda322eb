/**
 * "Since your last move": what the other seats did while this one waited (issue 24), in the log's
 * words, latest last, a few lines at most (the log has the rest). Only moves: the game's routine
 * events (a harvest, a reshuffle, a deal) stay in the log, else they push the moves out of sight
 * (issue 45).
 */
import type { GameEventWire } from '@tabula/wire';
import { useI18n } from '../i18n/i18n';
import type { LogEntry } from '../net/connState';

const MAX_LINES = 6;
/** Markers of the course of play, not moves. */
const SKIP = new Set(['turn', 'round', 'begin']);

export function SinceLast({
  entries,
  first,
  text,
  routine,
}: {
  entries: LogEntry[];
  first: boolean;
  text(e: GameEventWire): string | null;
  routine?: ReadonlySet<string>;
}) {
  const { t } = useI18n();
  const lines = entries.flatMap((entry) =>
    entry.events.flatMap((e, i) => {
      if (SKIP.has(e.type) || routine?.has(e.type)) return [];
      let s: string | null = null;
      try {
        s = text(e);
      } catch {
        /* a line the game cannot word is left to the log */
      }
      return s ? [{ key: `${entry.version}.${i}`, text: s }] : [];
    }),
  );
  if (!lines.length) return null;
  const shown = lines.slice(-MAX_LINES);
  const more = lines.length - shown.length;
  return (
    <section
      className="since-last"
      data-testid="since-last"
      aria-label={t('since.title', { first: first ? 'yes' : 'no' })}
    >
      <strong>{t('since.title', { first: first ? 'yes' : 'no' })}:</strong>
      {more > 0 && <span className="muted"> {t('since.more', { n: more })}</span>}
      <ul>
        {shown.map((l) => (
          <li key={l.key}>{l.text}</li>
        ))}
      </ul>
    </section>
  );
}
