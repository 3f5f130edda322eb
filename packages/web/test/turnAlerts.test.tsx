// @vitest-environment jsdom
/** Knowing it's your turn: title marker, favicon badge, and a notification only when opted in and hidden. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useAlertPrefs, useTurnSignals, type NotifyState } from '../src/table/turnAlerts';

afterEach(cleanup);

function Probe({ owed, notify }: { owed: number[]; notify: NotifyState }) {
  useTurnSignals(owed, { title: 'Your move', body: 'Ann' }, { sound: false, notify });
  return null;
}

describe('turn signals', () => {
  it('marks the title and badges the favicon while a decision is owed', () => {
    const { rerender } = render(<Probe owed={[]} notify="off" />);
    expect(document.title).toBe('Tabula');
    rerender(<Probe owed={[0]} notify="off" />);
    expect(document.title).toBe('● Your move — Tabula');
    expect(document.querySelector<HTMLLinkElement>('link[rel=icon]')!.dataset.badge).toBe('1');
    rerender(<Probe owed={[]} notify="off" />);
    expect(document.title).toBe('Tabula');
    expect(document.querySelector<HTMLLinkElement>('link[rel=icon]')!.dataset.badge).toBe('0');
  });

  it('notifies once per new decision, only when opted in and the tab is hidden', () => {
    const made: string[] = [];
    vi.stubGlobal(
      'Notification',
      class {
        static permission = 'granted';
        onclick: (() => void) | null = null;
        constructor(title: string) {
          made.push(title);
        }
        close() {}
      },
    );
    let hidden = false;
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (hidden ? 'hidden' : 'visible'));
    const { rerender } = render(<Probe owed={[]} notify="on" />);
    rerender(<Probe owed={[0]} notify="on" />);
    expect(made).toEqual([]); // visible: the title says it
    rerender(<Probe owed={[]} notify="on" />);
    hidden = true;
    rerender(<Probe owed={[0]} notify="off" />);
    expect(made).toEqual([]); // not opted in
    rerender(<Probe owed={[]} notify="on" />);
    rerender(<Probe owed={[0]} notify="on" />);
    expect(made).toEqual(['Your move']);
    rerender(<Probe owed={[0]} notify="on" />);
    expect(made).toEqual(['Your move']); // the same decision still owed
    rerender(<Probe owed={[0, 1]} notify="on" />);
    expect(made).toEqual(['Your move', 'Your move']); // another seat of this device now owes one
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});

/** What the preference shows, with the render it was read in. */
let shown = '';
function Prefs({ n }: { n: number }) {
  shown = `${useAlertPrefs().notify} ${n}`;
  return null;
}

describe('the notification preference', () => {
  it('reads the browser’s permission once, and again when the page comes back into view', () => {
    let permission = 'default';
    let reads = 0;
    vi.stubGlobal(
      'Notification',
      // biome-ignore lint/complexity/noStaticOnlyClass: a stand-in for the browser's Notification class, whose `permission` is a static getter; turnAlerts checks that Notification is a function (a constructor).
      class {
        static get permission() {
          reads++;
          return permission;
        }
      },
    );
    const { rerender } = render(<Prefs n={0} />);
    // A bot's steps re-render the match page many times: asking the browser each time made long tasks (issue 45).
    for (let n = 1; n <= 5; n++) rerender(<Prefs n={n} />);
    expect(shown).toBe('off 5');
    expect(reads).toBe(1);
    // The person blocks notifications in the browser's settings, then comes back to the page.
    permission = 'denied';
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(shown).toBe('denied 5');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});
