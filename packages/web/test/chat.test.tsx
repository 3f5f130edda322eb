// @vitest-environment jsdom
/**
 * Table talk (issue 23): the chat panel renders text as text and quick messages in the viewer's
 * language, sends with Enter and the quick row, shows the server's refusals; the connection merges
 * lines by index and routes a chat refusal to the panel; a resigned seat offers nothing to take back.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CreateMatch } from '../src/lobby/CreateMatch';
import { api } from '../src/net/api';
import { ChatPanel, QUICK } from '../src/table/ChatPanel';
import { SeatControls } from '../src/table/SeatControls';
import { I18nProvider } from '../src/i18n/i18n';
import { LANGS, MESSAGES, type Lang } from '../src/i18n/messages';
import { type ChatLine, mergeChat } from '../src/net/chatLines';
import { MatchConnection } from '../src/net/connection';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const names = ['Ann', 'Bob'];
const lines: ChatLine[] = [
  { idx: 0, at: '2025-01-01T12:00:00Z', seat: 0, text: '<b>x</b> & <img src=x onerror=alert(1)>' },
  { idx: 1, at: '2025-01-01T12:00:05Z', seat: 1, quick: 'well-played' },
  { idx: 2, at: '2025-01-01T12:00:09Z', seat: null, text: 'hello from the rail' },
];

function panel(lang: Lang, extra: Partial<Parameters<typeof ChatPanel>[0]> = {}) {
  const onSay = vi.fn(() => true);
  const onQuick = vi.fn();
  render(
    <I18nProvider lang={lang}>
      <ChatPanel lines={lines} names={names} seat={0} error={null} onSay={onSay} onQuick={onQuick} {...extra} />
    </I18nProvider>,
  );
  return { onSay, onQuick };
}

describe('chat panel', () => {
  it('renders text as text, never as HTML', () => {
    panel('en');
    const first = screen.getAllByTestId('chat-line')[0]!;
    expect(first.textContent).toContain('<b>x</b> & <img src=x onerror=alert(1)>');
    expect(first.querySelector('b')).toBeNull();
    expect(first.querySelector('img')).toBeNull();
    expect(first.textContent).toContain('Ann (you):');
  });

  it('words quick messages in the viewer’s language and names spectators', () => {
    for (const [lang, word, spectator] of [
      ['en', 'Well played!', 'spectator'],
      ['de', 'Gut gespielt!', 'Zuschauer'],
      ['it', 'Ben giocato!', 'spettatore'],
    ] as const) {
      panel(lang);
      const [, second, third] = screen.getAllByTestId('chat-line');
      expect(second!.textContent).toContain(`Bob:`);
      expect(second!.textContent).toContain(word);
      expect(second!.textContent).not.toContain('well-played');
      expect(third!.textContent).toContain(spectator);
      cleanup();
    }
  });

  it('has a live log, sends with Enter, offers every quick message as a button', () => {
    const { onSay, onQuick } = panel('en');
    expect(screen.getByRole('log').getAttribute('aria-live')).toBe('polite');
    const input = screen.getByLabelText('Message');
    fireEvent.change(input, { target: { value: '  gl hf ' } });
    fireEvent.submit(input.closest('form')!);
    expect(onSay).toHaveBeenCalledWith('  gl hf ');
    expect((input as HTMLInputElement).value).toBe('');
    const row = screen.getByRole('group', { name: 'Quick messages' });
    expect(within(row).getAllByRole('button')).toHaveLength(QUICK.length);
    fireEvent.click(within(row).getByText('Hurry up, please!'));
    expect(onQuick).toHaveBeenCalledWith('hurry-up');
  });

  it('refuses a line over 500 characters before sending and shows the server’s refusals', () => {
    const { onSay } = panel('en');
    const input = screen.getByLabelText('Message');
    fireEvent.change(input, { target: { value: 'a'.repeat(501) } });
    expect(screen.getByTestId('chat-too-long').textContent).toContain('at most 500');
    expect((screen.getByTestId('chat-send') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(input.closest('form')!);
    expect(onSay).not.toHaveBeenCalled();
    cleanup();
    panel('de', { error: { code: 'spectator', message: 'muted' } });
    expect(screen.getByTestId('chat-error').textContent).toBe('Zuschauer dürfen in dieser Partie nicht schreiben.');
    cleanup();
    panel('it', { error: { code: 'rate-limited', message: 'slow down' } });
    expect(screen.getByTestId('chat-error').textContent).toContain('aspetta');
  });

  it('every chat, replay-chat and resigned key exists in all three languages', () => {
    const keys = Object.keys(MESSAGES.en).filter((k) =>
      /^(chat\.|replay\.chat|seat\.resigned|lobby\.spectatorChat)/.test(k),
    );
    expect(keys.length).toBeGreaterThan(20);
    for (const lang of LANGS)
      for (const k of keys) expect(MESSAGES[lang][k as keyof typeof MESSAGES.en], `${lang} ${k}`).toBeTruthy();
  });
});

describe('chat on the connection', () => {
  class FakeSocket {
    static OPEN = 1;
    readyState = 0;
    sent: unknown[] = [];
    onopen: (() => void) | null = null;
    onmessage: ((e: { data: string }) => void) | null = null;
    onclose: (() => void) | null = null;
    send(s: string) {
      this.sent.push(JSON.parse(s));
    }
    close() {
      this.readyState = 3;
    }
    open() {
      this.readyState = 1;
      this.onopen?.();
    }
    push(msg: unknown) {
      this.onmessage?.({ data: JSON.stringify(msg) });
    }
  }

  it('merges lines by index, sends text and quick, and keeps a chat refusal apart from a move’s', () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const s = new FakeSocket();
    const c = new MatchConnection('m1', 'tok', () => s as unknown as WebSocket, 'ws://x/ws');
    c.open();
    s.open();
    s.push({ t: 'welcome', matchId: 'm1', game: 'nim', players: 2, seat: 1, options: {} });
    s.push({ t: 'chat', entries: lines.slice(0, 2) });
    s.push({ t: 'chat', entries: lines.slice(1) }); // a greeting resends recent lines
    expect(c.current.chat.map((l) => l.idx)).toEqual([0, 1, 2]);
    expect(c.say('  hi  ')).toBe(true);
    expect(s.sent.at(-1)).toEqual({ t: 'chat', text: 'hi' });
    c.quick('oops');
    expect(s.sent.at(-1)).toEqual({ t: 'chat', quick: 'oops' });
    s.push({ t: 'error', code: 'rate-limited', message: 'slow down' });
    expect(c.current.chatError?.code).toBe('rate-limited');
    expect(c.current.refusal).toBeNull();
    expect(c.say('a'.repeat(501))).toBe(false);
    expect(c.current.chatError?.message).toBe('too-long');
    expect(mergeChat([], [])).toEqual([]);
  });

  it('shows a line refused after the end of the match in the chat panel, with the server’s reason', () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const s = new FakeSocket();
    const c = new MatchConnection('m1', 'tok', () => s as unknown as WebSocket, 'ws://x/ws');
    c.open();
    s.open();
    s.push({ t: 'welcome', matchId: 'm1', game: 'nim', players: 2, seat: 1, options: {} });
    c.say('gg');
    const message = 'the match has ended and its table talk is closed (players may talk for 2 minutes after the end)';
    s.push({ t: 'error', code: 'chat-closed', message });
    expect(c.current.chatError).toMatchObject({ code: 'chat-closed', message });
    expect(c.current.refusal).toBeNull();
  });
});

describe('a resigned seat', () => {
  it('says it resigned and offers no way back', () => {
    render(
      <I18nProvider lang="en">
        <SeatControls players={3} away resigned onResign={() => {}} onLeave={() => {}} onReclaim={() => {}} />
      </I18nProvider>,
    );
    expect(screen.queryByTestId('reclaim')).toBeNull();
    expect(screen.queryByTestId('resign')).toBeNull();
    expect(screen.getByTestId('resigned-mine').textContent).toContain('You resigned');
  });
});

describe('the lobby’s spectator chat choice', () => {
  it('is on by default and sends spectatorChat', async () => {
    const create = vi.spyOn(api, 'create').mockResolvedValue({ id: 'm1' } as Awaited<ReturnType<typeof api.create>>);
    vi.spyOn(api, 'join').mockResolvedValue({ matchId: 'm1', seat: 0, token: 't' });
    render(<CreateMatch />);
    await waitFor(() => expect((screen.getByTestId('players') as HTMLSelectElement).disabled).toBe(false), {
      timeout: 20_000,
    });
    const box = screen.getByLabelText('Spectators may chat') as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    fireEvent.click(screen.getByTestId('create'));
    await waitFor(() => expect(create).toHaveBeenCalledOnce());
    expect(create.mock.calls[0]![0].spectatorChat).toBe(false);
    vi.restoreAllMocks();
  }, 30_000);
});
