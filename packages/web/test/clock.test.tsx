// @vitest-environment jsdom
/** Match clocks on the table: formats, the local countdown between updates, low time, the lobby's choice. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CreateMatch } from '../src/lobby/CreateMatch';
import { api } from '../src/net/api';
import { clockConfig, DEFAULT_CLOCK, formatClock, isLow, leftAt, type ClockView } from '../src/table/clock';
import { SeatClock, useClockLeft } from '../src/table/SeatClock';
import { SeatControls } from '../src/table/SeatControls';
import { I18nProvider } from '../src/i18n/i18n';
import { MESSAGES } from '../src/i18n/messages';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('clock formats', () => {
  it('shows real-time banks as m:ss, h:mm:ss from an hour, rounding up', () => {
    expect(formatClock(600_000, 'realtime')).toBe('10:00');
    expect(formatClock(59_001, 'realtime')).toBe('1:00');
    expect(formatClock(59_000, 'realtime')).toBe('0:59');
    expect(formatClock(1, 'realtime')).toBe('0:01');
    expect(formatClock(0, 'realtime')).toBe('0:00');
    expect(formatClock(-5, 'realtime')).toBe('0:00');
    expect(formatClock(3 * 3600_000, 'realtime')).toBe('3:00:00');
  });
  it('shows turn deadlines in hours and days', () => {
    expect(formatClock(24 * 3600_000, 'turn')).toBe('24h 00m');
    expect(formatClock(5 * 3600_000 + 7 * 60_000 + 30_000, 'turn')).toBe('5h 07m');
    expect(formatClock(3 * 86_400_000 + 4 * 3600_000, 'turn')).toBe('3d 04h');
    expect(formatClock(59 * 60_000, 'turn')).toBe('59:00');
  });
  it('calls under 30 s of a bank and under an hour of a deadline low', () => {
    expect(isLow(29_999, 'realtime')).toBe(true);
    expect(isLow(30_000, 'realtime')).toBe(false);
    expect(isLow(3599_999, 'turn')).toBe(true);
    expect(isLow(3600_000, 'turn')).toBe(false);
  });
  it('counts only the running seats down from when the update arrived, never below 0', () => {
    const c: ClockView = {
      kind: 'realtime',
      seats: [
        { leftMs: 10_000, running: true },
        { leftMs: 5_000, running: false },
      ],
    };
    expect(leftAt(c, 1000, 4000)).toEqual([7000, 5000]);
    expect(leftAt(c, 1000, 60_000)).toEqual([0, 5000]);
    expect(leftAt(c, 1000, 500)).toEqual([10_000, 5000]);
  });
  it('makes the CreateMatch clock within the server bounds', () => {
    expect(clockConfig(DEFAULT_CLOCK)).toBeUndefined();
    expect(clockConfig({ ...DEFAULT_CLOCK, kind: 'realtime' })).toEqual({
      kind: 'realtime',
      baseMs: 600_000,
      incrementMs: 20_000,
    });
    expect(clockConfig({ ...DEFAULT_CLOCK, kind: 'realtime', baseMin: 0, incSec: 9999 })).toEqual({
      kind: 'realtime',
      baseMs: 60_000,
      incrementMs: 600_000,
    });
    expect(clockConfig({ ...DEFAULT_CLOCK, kind: 'turn', turn: 3, turnUnit: 'd' })).toEqual({
      kind: 'turn',
      turnMs: 3 * 86_400_000,
    });
    expect(clockConfig({ ...DEFAULT_CLOCK, kind: 'turn', turn: 30, turnUnit: 'd' })).toEqual({
      kind: 'turn',
      turnMs: 14 * 86_400_000,
    });
    expect(clockConfig({ ...DEFAULT_CLOCK, kind: 'turn', turn: 0, turnUnit: 'h' })).toEqual({
      kind: 'turn',
      turnMs: 3600_000,
    });
  });
});

function Clocks({ clock, at }: { clock: ClockView; at: number }) {
  const left = useClockLeft(clock, at)!;
  return (
    <>
      {clock.seats.map((_, i) => (
        <SeatClock key={i} seat={i} leftMs={left[i]!} clock={clock} />
      ))}
    </>
  );
}

describe('SeatClock countdown', () => {
  it('ticks the running seat down locally, holds the other, and highlights low time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    const clock: ClockView = {
      kind: 'realtime',
      seats: [
        { leftMs: 32_000, running: true },
        { leftMs: 90_000, running: false },
      ],
    };
    render(
      <I18nProvider lang="en">
        <Clocks clock={clock} at={Date.now()} />
      </I18nProvider>,
    );
    const a = screen.getByTestId('clock-0');
    const b = screen.getByTestId('clock-1');
    expect(a.textContent).toContain('0:32');
    expect(a.className).toContain('running');
    expect(a.className).not.toContain('low');
    expect(b.textContent).toContain('1:30');
    act(() => vi.advanceTimersByTime(3000));
    expect(a.textContent).toContain('0:29');
    expect(a.className).toContain('low');
    expect(b.textContent).toContain('1:30');
    expect(a.getAttribute('aria-label')).toBe('0:29 left on the clock');
    act(() => vi.advanceTimersByTime(60_000));
    expect(a.textContent).toContain('0:00');
  });

  it('sets no timer when no clock runs', () => {
    vi.useFakeTimers();
    const clock: ClockView = { kind: 'turn', seats: [{ leftMs: 86_400_000, running: false }] };
    render(<Clocks clock={clock} at={Date.now()} />);
    expect(vi.getTimerCount()).toBe(0);
    expect(screen.getByTestId('clock-0').textContent).toContain('24h 00m');
  });
});

describe('Resign and Leave', () => {
  it('confirm with what they cost (2 players: the match ends; more: ranked last), cancel with Escape', () => {
    const resign = vi.fn();
    const leave = vi.fn();
    const { rerender } = render(
      <SeatControls players={2} away={false} onResign={resign} onLeave={leave} onReclaim={() => {}} />,
    );
    fireEvent.click(screen.getByTestId('resign'));
    expect(screen.getByRole('alertdialog').textContent).toContain('The match ends now');
    expect(document.activeElement).toBe(screen.getByTestId('confirm-yes'));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('resign'));
    expect(resign).not.toHaveBeenCalled();
    rerender(<SeatControls players={3} away={false} onResign={resign} onLeave={leave} onReclaim={() => {}} />);
    fireEvent.click(screen.getByTestId('resign'));
    expect(screen.getByRole('alertdialog').textContent).toContain('ranked last');
    fireEvent.click(screen.getByTestId('confirm-yes'));
    expect(resign).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByTestId('leave'));
    expect(screen.getByRole('alertdialog').textContent).toContain('until you come back');
    fireEvent.click(screen.getByTestId('confirm-yes'));
    expect(leave).toHaveBeenCalledOnce();
  });

  it('says that leaving concedes a 2-player match whose other person is away too (issue 41)', () => {
    render(
      <SeatControls
        players={2}
        away={false}
        opponentAway
        onResign={() => {}}
        onLeave={() => {}}
        onReclaim={() => {}}
      />,
    );
    fireEvent.click(screen.getByTestId('leave'));
    expect(screen.getByRole('alertdialog').textContent).toContain('the other player wins');
    expect(screen.getByRole('alertdialog').textContent).not.toContain('until you come back');
  });

  it('offers the seat back while a bot plays it', () => {
    const reclaim = vi.fn();
    render(<SeatControls players={2} away onResign={() => {}} onLeave={() => {}} onReclaim={reclaim} />);
    expect(screen.queryByTestId('resign')).toBeNull();
    fireEvent.click(screen.getByTestId('reclaim'));
    expect(reclaim).toHaveBeenCalledOnce();
  });
});

describe('the lobby’s clock choice', () => {
  it('is offered only with an invited seat and sends the chosen clock and absent-seat bot', async () => {
    const create = vi.spyOn(api, 'create').mockResolvedValue({ id: 'm1' } as Awaited<ReturnType<typeof api.create>>);
    vi.spyOn(api, 'join').mockResolvedValue({ matchId: 'm1', seat: 0, token: 't' });
    render(<CreateMatch />);
    await waitFor(() => expect((screen.getByTestId('players') as HTMLSelectElement).disabled).toBe(false), {
      timeout: 20_000,
    });
    fireEvent.change(screen.getByTestId('players'), { target: { value: '2' } });
    const seat1 = () => screen.getByTestId('seat-1').querySelector('select')!;
    expect(screen.queryByTestId('clock-fields')).toBeNull(); // against a bot
    fireEvent.change(seat1(), { target: { value: 'here' } });
    expect(screen.queryByTestId('clock-fields')).toBeNull(); // hot-seat
    fireEvent.change(seat1(), { target: { value: 'invite' } });
    // Issue 44: an invited game gets 3 days per move unless the creator chooses otherwise.
    expect((screen.getByTestId('clock-kind') as HTMLSelectElement).value).toBe('turn');
    expect((screen.getByTestId('clock-turn') as HTMLInputElement).value).toBe('3');
    expect((screen.getByTestId('clock-unit') as HTMLSelectElement).value).toBe('d');
    fireEvent.change(screen.getByTestId('clock-kind'), { target: { value: 'none' } });
    expect(screen.queryByTestId('clock-turn')).toBeNull();
    fireEvent.change(screen.getByTestId('clock-kind'), { target: { value: 'turn' } });
    expect((screen.getByTestId('absent-bot') as HTMLSelectElement).value).toBe('intermediate');
    fireEvent.change(screen.getByTestId('absent-bot'), { target: { value: 'expert' } });
    fireEvent.click(screen.getByTestId('create'));
    await waitFor(() => expect(create).toHaveBeenCalledOnce());
    expect(create.mock.calls[0]![0].clock).toEqual({ kind: 'turn', turnMs: 3 * 86_400_000 });
    // The bot that plays for an absent player is the creator's choice (a budget the server takes).
    expect(create.mock.calls[0]![0].absentBot).toBe('expert');
    vi.restoreAllMocks();
  }, 30_000);
});

describe('messages', () => {
  it('has every clock, seat and alert text in en, de and it', () => {
    const keys = Object.keys(MESSAGES.en).filter((k) => /^(clock|seat|alerts|join\.clock)/.test(k));
    expect(keys.length).toBeGreaterThan(30);
    for (const lang of ['de', 'it'] as const)
      for (const k of keys) expect(MESSAGES[lang][k as keyof typeof MESSAGES.en], `${lang} ${k}`).toBeTruthy();
  });
});
