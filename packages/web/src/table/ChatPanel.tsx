/**
 * Table talk (server README "chat"): the lines with who said them, quick messages worded in the
 * viewer's language, text rendered as text (React escapes it; never HTML), an input sent with
 * Enter, a row of quick-message buttons for phones, and the server's refusals. Folds away (a
 * `<details>`) and counts the lines that came in while folded. On a phone it is a drawer of its own
 * (Drawers.tsx, issue 45), so it opens unfolded there too.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { QuickMessage } from '@tabula/wire';
import { useI18n, type T } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import { CHAT_MAX, type ChatLine } from '../net/chatLines';
import type { Refusal } from '../net/connState';

export const QUICK: QuickMessage[] = ['good-luck', 'well-played', 'good-game', 'thanks', 'hurry-up', 'oops'];

function quickText(q: string, t: T): string {
  return (QUICK as string[]).includes(q) ? t(`chat.q.${q}` as MessageKey) : q;
}

/** Who said a line: the seat's name as the table names it, or "spectator". */
function speaker(seat: number | null, names: string[], t: T): string {
  return seat === null ? t('chat.spectator') : (names[seat] ?? t('table.seatOf', { n: seat + 1 }));
}

function chatErrorText(e: Refusal, t: T): string {
  if (e.code === 'spectator') return t('chat.muted');
  if (e.code === 'rate-limited') return t('chat.rateLimited');
  if (e.message === 'too-long' || e.code === 'too-large') return t('chat.tooLong', { max: CHAT_MAX });
  return t('chat.refused', { msg: e.message });
}

function timeOf(at: string): string {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return '';
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** One line: time, who, what — the text as a text node. */
export function ChatLineView({ line, names, me, t }: { line: ChatLine; names: string[]; me?: number | null; t: T }) {
  const who = speaker(line.seat, names, t);
  return (
    <>
      <time className="chat-time muted" dateTime={line.at}>
        {timeOf(line.at)}
      </time>{' '}
      <strong className={`chat-who${line.seat !== null ? ` p${line.seat}` : ' spectator'}`}>
        {who}
        {me !== undefined && me !== null && line.seat === me ? ` (${t('chat.you')})` : ''}:
      </strong>{' '}
      {line.quick ? (
        <em className="chat-quick">{quickText(line.quick, t)}</em>
      ) : (
        <span className="chat-text">{line.text ?? ''}</span>
      )}
    </>
  );
}

export function ChatPanel({
  lines,
  names,
  seat,
  error,
  onSay,
  onQuick,
}: {
  lines: ChatLine[];
  names: string[];
  /** The viewer's seat, null for a spectator. */
  seat: number | null;
  error: Refusal | null;
  onSay(text: string): boolean;
  onQuick(q: QuickMessage): void;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(true);
  const [draft, setDraft] = useState('');
  const [seen, setSeen] = useState(lines.length);
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) setSeen(lines.length);
  }, [open, lines.length]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new line, or the panel unfolding, scrolls to the newest line.
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length, open]);
  const unread = open ? 0 : Math.max(0, lines.length - seen);
  const tooLong = draft.trim().length > CHAT_MAX;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (tooLong || !draft.trim()) return;
    if (onSay(draft)) setDraft('');
  };
  return (
    <details
      className="panel chat"
      data-testid="chat"
      open={open}
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary data-testid="chat-toggle">
        {t('chat.title')}
        {unread > 0 && (
          <span className="chat-unread" data-testid="chat-unread">
            {' '}
            · {t('chat.unread', { n: unread })}
          </span>
        )}
      </summary>
      {/* The log scrolls; the lines inside it are a list (role="log" on the list itself would leave its items without one: axe listitem). */}
      <div
        className="chat-lines"
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label={t('chat.title')}
        data-testid="chat-lines"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must take focus so a keyboard can scroll it (axe: scrollable-region-focusable).
        tabIndex={0}
      >
        <ol>
          {lines.length === 0 && <li className="muted">{t('chat.empty')}</li>}
          {lines.map((l) => (
            <li key={l.idx} data-testid="chat-line" data-seat={l.seat ?? 'spectator'}>
              <ChatLineView line={l} names={names} me={seat} t={t} />
            </li>
          ))}
        </ol>
      </div>
      {error && (
        <p className="error chat-error" role="alert" data-testid="chat-error">
          {chatErrorText(error, t)}
        </p>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons, not form fields; a <fieldset> would bring a legend, border and padding. */}
      <div className="chat-quick-row" role="group" aria-label={t('chat.quickLabel')}>
        {QUICK.map((q) => (
          <button key={q} type="button" onClick={() => onQuick(q)} data-testid={`quick-${q}`}>
            {t(`chat.q.${q}` as MessageKey)}
          </button>
        ))}
      </div>
      <form className="chat-form" onSubmit={submit}>
        <input
          type="text"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          aria-label={t('chat.input')}
          aria-invalid={tooLong}
          aria-describedby={tooLong ? 'chat-too-long' : undefined}
          placeholder={t('chat.placeholder')}
          enterKeyHint="send"
          autoComplete="off"
          data-testid="chat-input"
        />
        <button type="submit" disabled={tooLong || !draft.trim()} data-testid="chat-send">
          {t('chat.send')}
        </button>
      </form>
      {tooLong && (
        <p className="error chat-error" id="chat-too-long" data-testid="chat-too-long">
          {t('chat.tooLong', { max: CHAT_MAX })} {t('chat.count', { n: draft.trim().length, max: CHAT_MAX })}
        </p>
      )}
    </details>
  );
}
