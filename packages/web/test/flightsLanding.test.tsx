// @vitest-environment jsdom
/**
 * Issue 45: a flight starts where its piece stood before the step — a card taken from the Courtyard
 * has left it once the new state is drawn, and flew from nowhere — and the piece it brings stays
 * hidden where it lands until the flight ends; with reduced motion nothing flies and nothing hides.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { MotionConfig } from 'motion/react';
import { Flights } from '../src/table/pace/Flights';
import type { Flight, GameUi } from '../src/games/types';
import type { Pace } from '../src/table/pace/usePaced';

/** A table of two rows, the Courtyard above the hand: the card is in one or the other. */
function Table({ taken, reduced = 'never' }: { taken: boolean; reduced?: 'never' | 'always' }) {
  const pace: Pace = { waiting: 0, step: 0, steps: 0, from: taken ? 1 : 0, to: taken ? 2 : 1, skip: () => {} };
  const ui = { flights: (): Flight[] => [{ from: 'court:C', to: 'hand:C', piece: 'card', seat: 1, lands: true }] };
  const log = [{ version: 2, seat: 1, events: [{ type: 'tookCourtyard' }] }];
  return (
    <MotionConfig reducedMotion={reduced}>
      <div data-testid="match">
        <div data-y="100">{!taken && <div data-k="court:C" data-y="100" />}</div>
        <div data-y="400">{taken && <div data-k="hand:C" data-y="400" />}</div>
      </div>
      <Flights pace={pace} ui={ui as unknown as GameUi} log={log} seat={0} ms={500} />
    </MotionConfig>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom lays nothing out: each element stands at the height its `data-y` says.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const y = Number(this.getAttribute('data-y') ?? 0);
    return {
      x: 0,
      y,
      left: 0,
      top: y,
      width: 40,
      height: 40,
      right: 40,
      bottom: y + 40,
      toJSON: () => ({}),
    } as DOMRect;
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const card = () => document.querySelector('[data-k="hand:C"]')!;
/** The step's first frame is painted: its flights start then (their targets are read after that paint). */
async function painted() {
  for (let ms = 0; ms < 100 && !document.querySelector('.flights .flight[data-flying]'); ms++)
    await act(async () => vi.advanceTimersByTime(1));
}

it('flies a Courtyard card from the slot it was taken from, measured before the table changed', async () => {
  const r = render(<Table taken={false} />);
  await act(async () => r.rerender(<Table taken />));
  // From the step's first paint it stands at the Courtyard slot's centre (y 100 + 20 − 9), not at the
  // hand where the card is now; it flies once that paint is done.
  const flight = document.querySelector<HTMLElement>('.flights .flight')!;
  expect(flight.dataset.flight).toBe('court:C>hand:C');
  expect(flight.style.transform).toBe('translate(11.0px, 111.0px) scale(0.8)');
  expect(flight.hasAttribute('data-flying')).toBe(false);
  await painted();
  expect(flight.hasAttribute('data-flying')).toBe(true);
});

it('keeps the card hidden in the hand until its flight lands, then shows it', async () => {
  const r = render(<Table taken={false} />);
  await act(async () => r.rerender(<Table taken />));
  // Hidden from the step's first paint, before its flight starts.
  expect(card().hasAttribute('data-landing')).toBe(true);
  await painted();
  expect(card().hasAttribute('data-landing')).toBe(true);
  await act(async () => vi.advanceTimersByTime(499));
  expect(card().hasAttribute('data-landing')).toBe(true);
  await act(async () => vi.advanceTimersByTime(1));
  expect(card().hasAttribute('data-landing')).toBe(false);
  expect(document.querySelector('.flights .flight')).toBeNull();
});

it('hides nothing and flies nothing with reduced motion', async () => {
  const r = render(<Table taken={false} reduced="always" />);
  await act(async () => r.rerender(<Table taken reduced="always" />));
  expect(card().hasAttribute('data-landing')).toBe(false);
  expect(document.querySelector('.flights')).toBeNull();
});

it('shows a piece still on its way when the table leaves', async () => {
  const r = render(<Table taken={false} />);
  await act(async () => r.rerender(<Table taken />));
  const el = card();
  r.unmount();
  expect(el.hasAttribute('data-landing')).toBe(false);
});
