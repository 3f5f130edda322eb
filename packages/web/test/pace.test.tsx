// @vitest-environment jsdom
/**
 * Issue 45: other seats' moves shown one step at a time. A bot's three-move Hansa turn arriving in
 * one socket frame is shown in three steps in order, "Skip to now" shows the newest state, the
 * speed "At once" shows it as it comes, the seat has nothing to act on while steps wait, and with
 * reduced motion nothing flies.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MotionConfig } from 'motion/react';
import { TableView } from '../src/table/TableView';
import { loadGame } from '../src/games/registry';
import { I18nProvider } from '../src/i18n/i18n';
import type { MatchConnection } from '../src/net/connection';
import { setSpeed } from '../src/table/pace/speed';
import { fakeConnection, type FakeSocket } from './fakeSocket';
import { hansaBotTurn } from './paceScript';

function Live({ c }: { c: MatchConnection }) {
  const [state, setState] = useState(c.current);
  useEffect(() => c.subscribe(setState), [c]);
  const seat = { matchId: 'm1', seat: 0, token: 'tok', name: 'Ann', game: 'hansa' };
  return <TableView conn={{ seat, conn: c, state }} names={['Ann', 'Bot']} onReplay={() => {}} />;
}

const { updates } = hansaBotTurn();
const own = updates.slice(0, 2);
const botTurn = updates.slice(2);
const last = updates[updates.length - 1]!.version;

async function table(reduced: 'always' | 'never' = 'never') {
  await loadGame('hansa');
  const { c, sockets } = fakeConnection();
  const r = render(
    <MotionConfig reducedMotion={reduced}>
      <I18nProvider>
        <Live c={c} />
      </I18nProvider>
    </MotionConfig>,
  );
  c.open();
  const ws = sockets[0] as FakeSocket;
  await act(async () => {
    ws.open();
    ws.push({ t: 'welcome', seat: 0, game: 'hansa', players: 2, options: {}, matchId: 'm1' });
    ws.push(own);
  });
  const version = () => Number(r.getByTestId('match').dataset.version);
  /** The bot's whole turn in one socket frame (the server batches what it sends at once). */
  const botPlays = () => act(() => ws.push(botTurn));
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  /** The step's first frame is painted: its flights start then (their targets are read after that paint). */
  const painted = async () => {
    for (let ms = 0; ms < 100 && !document.querySelector('.flights .flight[data-flying]'); ms++) await wait(1);
  };
  const actionable = () => r.container.querySelectorAll('.pickable, .action-list button').length;
  return { r, c, version, botPlays, wait, painted, actionable };
}

beforeEach(() => {
  localStorage.clear();
  // jsdom lays nothing out: every spot gets a place on screen, so a flight has somewhere to go.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 10,
    y: 10,
    left: 10,
    top: 10,
    width: 20,
    height: 20,
    right: 30,
    bottom: 30,
    toJSON: () => ({}),
  } as DOMRect);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a bot’s turn at the table, step by step (issue 45)', () => {
  it('shows the bot’s three moves one after another, in order, at the chosen pace', async () => {
    const t = await table();
    expect(t.version()).toBe(1);
    await t.botPlays();
    // Ann's own pawn placement stays a step's time before the bot's first move; the versions that
    // begin a move have nothing to watch and go with the move (begin+place, begin+place, begin+pawn).
    const seen: number[] = [];
    expect(t.r.getByTestId('pace-step').textContent).toBe('3 more moves to show');
    for (let i = 0; i < 3; i++) {
      const before = t.version();
      await t.wait(699);
      expect(t.version()).toBe(before);
      await t.wait(1);
      seen.push(t.version());
    }
    expect(seen).toEqual([4, 6, last]);
    expect(t.r.getByTestId('pace-step').textContent).toBe('');
  });

  it('gives the seat nothing to act on until the last step is shown', async () => {
    const t = await table();
    await t.botPlays();
    // Ann's turn comes with the last step: before it, neither the board nor the list offers anything.
    expect(t.actionable()).toBe(0);
    await t.wait(1400);
    expect(t.version()).toBe(6);
    expect(t.actionable()).toBe(0);
    expect(t.r.getByTestId('prompt').textContent).not.toMatch(/your turn/i);
    await t.wait(700);
    expect(t.version()).toBe(last);
    expect(t.actionable()).toBeGreaterThan(0);
  });

  it('jumps to the newest state on "Skip to now", and the seat may act at once', async () => {
    const t = await table();
    await t.botPlays();
    const skip = t.r.getByRole('button', { name: 'Skip to now' });
    expect((skip as HTMLButtonElement).disabled).toBe(false);
    await act(async () => fireEvent.click(skip));
    expect(t.version()).toBe(last);
    expect(t.actionable()).toBeGreaterThan(0);
    expect((skip as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows what waits at once when the speed becomes "At once", and keeps that speed on this device', async () => {
    const t = await table();
    await t.botPlays();
    expect(t.version()).toBe(2);
    const speed = t.r.getByRole('combobox', { name: /Speed/ }) as HTMLSelectElement;
    await act(async () => fireEvent.change(speed, { target: { value: 'instant' } }));
    expect(localStorage.getItem('tabula.paceSpeed')).toBe('instant');
    expect(t.version()).toBe(last);
    expect(t.actionable()).toBeGreaterThan(0);
  });

  it('shows a bot’s turn as it comes at the speed "At once"', async () => {
    setSpeed('instant');
    const t = await table();
    await t.botPlays();
    expect(t.version()).toBe(last);
  });

  it('plays the steps twice as fast at the speed "Fast"', async () => {
    setSpeed('2');
    const t = await table();
    await t.botPlays();
    await t.wait(350);
    expect(t.version()).toBe(4);
    await t.wait(700);
    expect(t.version()).toBe(last);
  });

  it('flies the bot’s trader from its supply to the post it took', async () => {
    const t = await table();
    await t.botPlays();
    await t.wait(700);
    await t.painted();
    const flights = [...document.querySelectorAll<HTMLElement>('.flights .flight')];
    expect(flights.map((f) => f.dataset.flight)).toContainEqual(expect.stringMatching(/^seat1:personal>post:/));
    expect(flights[0]!.className).toContain('flight-trader p1');
  });

  it('keeps the bot’s trader hidden on its post until its flight lands', async () => {
    const t = await table();
    await t.botPlays();
    await t.wait(700);
    await t.painted();
    const flight = document.querySelector<HTMLElement>('.flights .flight[data-flight^="seat1:personal>post:"]')!;
    const post = t.r.container.querySelector(`[data-k="${flight.dataset.flight!.split('>')[1]}"]`)!;
    const piece = post.querySelector('[data-piece]')!;
    // The new state draws the trader on its post at once: it stays hidden while its copy flies there.
    expect(piece.hasAttribute('data-landing')).toBe(true);
    await t.wait(559);
    expect(piece.hasAttribute('data-landing')).toBe(true);
    await t.wait(1);
    expect(piece.hasAttribute('data-landing')).toBe(false);
  });

  it('flies nothing with reduced motion: the last move’s highlight shows the step', async () => {
    const t = await table('always');
    await t.botPlays();
    await t.wait(700);
    expect(document.querySelector('.flights')).toBeNull();
    // Nothing hidden either: every piece shows where it is at once.
    expect(document.querySelector('[data-landing]')).toBeNull();
    expect(t.r.container.querySelectorAll('.last-move').length).toBeGreaterThan(0);
    await t.wait(1400);
    expect(t.version()).toBe(last);
  });
});
