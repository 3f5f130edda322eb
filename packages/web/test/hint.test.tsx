// @vitest-environment jsdom
/**
 * Issue 22 in the web client: the Hint panel (the search's top 3 in the game's words, share and
 * expected outcome, the first outlined), when a seat may ask (solo, hot-seat, agreed at creation,
 * replay), and what the hint worker is given in the replay — the asking seat's view and legal
 * list, so the hint is the same whatever the hidden parts of the state.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { canonicalJson, Rng, type AnyGame } from '@tabula/engine';
import { nim, type NimAction, type NimState } from '@tabula/engine/nim';
import { loyang } from '@tabula/loyang';
import type { SeatInfo } from '@tabula/wire';
import { I18nProvider } from '../src/i18n/i18n';
import type { Lang } from '../src/i18n/messages';
import { HintPanel, type HintPanelProps } from '../src/hint/HintPanel';
import { hintPolicy } from '../src/hint/policy';
import { computeHint } from '../src/hint/compute';
import { hintIters, HINT_SEED } from '../src/hint/protocol';
import { replayHintFor } from '../src/hint/replayHint';
import { ui as nimUi } from '../src/games/nim/ui';
import { CreateMatch } from '../src/lobby/CreateMatch';
import { api } from '../src/net/api';

afterEach(cleanup);

const seat = (n: number, bot: string | null, extra: Partial<SeatInfo> = {}): SeatInfo => ({
  seat: n,
  name: bot ?? `P${n}`,
  bot,
  connected: true,
  ...extra,
});

describe('who may ask for a hint', () => {
  it('solo: one person and bots, whatever the options', () => {
    expect(hintPolicy({}, [seat(0, null), seat(1, 'expert'), seat(2, 'master')], [0])).toBe('solo');
  });
  it('hot-seat: every person’s seat on this device', () => {
    expect(hintPolicy({}, [seat(0, null), seat(1, null), seat(2, 'expert')], [0, 1])).toBe('hotSeat');
  });
  it('another person elsewhere: only when the match was created with hints', () => {
    const seats = [seat(0, null), seat(1, null)];
    expect(hintPolicy({}, seats, [0])).toBe('off');
    expect(hintPolicy({ hints: false }, seats, [0])).toBe('off');
    expect(hintPolicy({ hints: true }, seats, [0])).toBe('agreed');
  });
  it('a person away (a bot plays for now) is still a person; a free seat waits for one', () => {
    expect(hintPolicy({}, [seat(0, null), seat(1, 'intermediate', { away: true })], [0])).toBe('off');
    expect(hintPolicy({}, [seat(0, null), { seat: 1, name: null, bot: null, connected: false }], [0])).toBe('off');
  });
});

/** A Nim position where the seat to move can take the last counters and win. */
function winningNim(): { state: NimState; seat: number; win: NimAction } {
  let s = nim.setup({ players: 2, seed: 'web-hint', options: {} });
  for (let i = 0; i < 200 && nim.activeSeats(s).length; i++) {
    const st = nim.activeSeats(s)[0]!;
    const legal = nim.legalActions(s, st);
    const win = legal.find((a) => nim.outcome(nim.apply(s, st, a).state)?.ranking[st] === 1);
    if (win !== undefined && legal.length > 1) return { state: s, seat: st, win };
    s = nim.apply(s, st, legal[Math.floor(legal.length / 2)]!).state;
  }
  throw new Error('no winning position reached');
}

function panel(p: Partial<HintPanelProps> & Pick<HintPanelProps, 'seat' | 'view' | 'legal'>, lang: Lang = 'en') {
  const props: HintPanelProps = {
    game: 'nim',
    players: 2,
    position: 1,
    why: 'solo',
    describe: (a) => nimUi.describe(a as NimAction, p.view as never, lang, ['Ann', 'Bob']),
    compute: (r) => Promise.resolve(computeHint(r)),
    ...p,
  };
  return render(
    <I18nProvider lang={lang}>
      <HintPanel {...props} />
    </I18nProvider>,
  );
}

describe('the Hint panel', () => {
  it('names the winning Nim move first, in the action list’s words, with its share and win chance, and outlines it', async () => {
    const { state, seat: s, win } = winningNim();
    const view = nim.view(state, s);
    const legal = nim.legalActions(state, s);
    panel({ seat: s, view, legal });
    // Players' words, not the search's (issue 45): no play-out counts, no "share of the search".
    expect(screen.getByTestId('hint-panel').textContent).not.toMatch(/play-outs|search/);
    fireEvent.click(screen.getByTestId('hint-ask'));
    const items = await waitFor(() => screen.getByTestId('hint-options').querySelectorAll('li'));
    // The top 3, or every action when there are fewer (taking 1 or 2 counters here).
    expect(items).toHaveLength(Math.min(3, legal.length));
    expect(items[0]!.querySelector('strong')!.textContent).toBe(nimUi.describe(win, view, 'en', ['Ann', 'Bob']));
    expect(items[0]!.textContent).toMatch(/^Strong: /);
    expect(items[0]!.textContent).toMatch(/ — wins [\d,]+ of [\d,]+ simulated futures$/);
    expect(screen.getByTestId('hint-result').textContent).not.toMatch(/search/);
    // The first is outlined wherever the page shows it as a button (`data-action`).
    expect(screen.getByTestId('hint-highlight').textContent).toContain(
      `[data-action="${JSON.stringify(win).replace(/["\\]/g, '\\$&')}"]`,
    );
  });

  it('speaks German', async () => {
    const { state, seat: s } = winningNim();
    panel({ seat: s, view: nim.view(state, s), legal: nim.legalActions(state, s) }, 'de');
    fireEvent.click(screen.getByText('Einen Vorschlag machen'));
    await waitFor(() =>
      expect(screen.getByTestId('hint-options').textContent).toMatch(
        /^Stark: .+ — gewinnt [\d.]+ von [\d.]+ simulierten Zukünften/,
      ),
    );
  });

  it('forgets the hint when the position changes', async () => {
    const { state, seat: s } = winningNim();
    const props = { seat: s, view: nim.view(state, s), legal: nim.legalActions(state, s) };
    const r = panel(props);
    fireEvent.click(screen.getByTestId('hint-ask'));
    await waitFor(() => screen.getByTestId('hint-options'));
    r.rerender(
      <I18nProvider lang="en">
        <HintPanel game="nim" players={2} position={2} why="solo" describe={String} {...props} />
      </I18nProvider>,
    );
    expect(screen.queryByTestId('hint-options')).toBeNull();
    expect(screen.queryByTestId('hint-highlight')).toBeNull();
  });

  it('is off, with the reason and no button, in a match with other people that did not agree', () => {
    const { state, seat: s } = winningNim();
    panel({ seat: s, view: nim.view(state, s), legal: nim.legalActions(state, s), why: 'off' });
    expect(screen.getByTestId('hint-off').textContent).toContain('not created with “Hints allowed”');
    expect(screen.queryByTestId('hint-ask')).toBeNull();
  });

  it('offers nothing to ask when the seat owes no decision', () => {
    panel({ seat: 0, view: null, legal: [] });
    expect(screen.queryByTestId('hint-ask')).toBeNull();
    expect(screen.getByTestId('hint-panel').textContent).toContain('there is none now');
  });
});

describe('no peeking: the replay’s hint worker is given the seat’s knowledge only', () => {
  it('Loyang 2p after 30 random actions: twin states agreeing with the seat’s view give the same request and the same hint', () => {
    const game = loyang as AnyGame;
    let s: unknown = game.setup({ players: 2, seed: 'web-nopeek', options: {} });
    const rng = Rng.seed('web-nopeek-walk');
    for (let i = 0; i < 30; i++) {
      const st = game.activeSeats(s)[0]!;
      const legal = game.legalActions(s, st);
      s = game.apply(s, st, legal[rng.int(legal.length)]).state;
    }
    const viewer = game.activeSeats(s)[0]!;
    // Another state the seat cannot tell apart: the other hand and the Draw pile re-dealt (L-9.H.2).
    const twin = game.determinize!(game.view(s, viewer), viewer, Rng.seed('web-nopeek-twin'));
    expect(canonicalJson(twin)).not.toBe(canonicalJson(s));
    const a = replayHintFor(game, s, viewer)!;
    const b = replayHintFor(game, twin, viewer)!;
    expect(canonicalJson(b)).toBe(canonicalJson(a));
    const req = { game: 'loyang', players: 2, iters: hintIters('loyang'), seed: HINT_SEED };
    const ha = computeHint({ ...req, ...a });
    expect(computeHint({ ...req, ...b })).toEqual(ha);
    expect(ha.options).toHaveLength(Math.min(3, a.legal.length));
  }, 120_000);
});

describe('the lobby’s “Hints allowed”', () => {
  it('is offered only when someone is invited, off by default, and sends the option hints when chosen', async () => {
    const create = vi.spyOn(api, 'create').mockResolvedValue({ id: 'm1' } as Awaited<ReturnType<typeof api.create>>);
    vi.spyOn(api, 'join').mockResolvedValue({ matchId: 'm1', seat: 0, token: 't' });
    render(<CreateMatch />);
    await waitFor(() => expect((screen.getByTestId('players') as HTMLSelectElement).disabled).toBe(false), {
      timeout: 20_000,
    });
    // Seat 2 a bot: solo, hints always on, nothing to ask.
    fireEvent.change(screen.getByLabelText('Seat 2'), { target: { value: 'bot' } });
    expect(screen.queryByTestId('hints-allowed')).toBeNull();
    fireEvent.change(screen.getByLabelText('Seat 2'), { target: { value: 'invite' } });
    const box = screen.getByLabelText('Hints allowed') as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    fireEvent.click(screen.getByTestId('create'));
    await waitFor(() => expect(create).toHaveBeenCalledOnce());
    expect(create.mock.calls[0]![0].options).toMatchObject({ hints: true });
    vi.restoreAllMocks();
  }, 30_000);
});
