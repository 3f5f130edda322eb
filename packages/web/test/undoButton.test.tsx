// @vitest-environment jsdom
/**
 * Issue 24: the Undo button and its shortcut. Ctrl+Z and ⌘Z undo when the seat may; typing in a
 * text field keeps its own Ctrl+Z; a disabled Undo sends nothing and says why when the seat's own
 * last action drew or revealed something, citing the game's rules, in the chosen language.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { UndoButton } from '../src/table/UndoButton';
import { I18nProvider } from '../src/i18n/i18n';

afterEach(cleanup);

const hidden = {
  ruleId: 'ENGINE-UNDO-HIDDEN',
  message:
    'illegal (ENGINE-UNDO-HIDDEN): your last action cannot be taken back: a card was turned up or dealt from the Draw pile (L-5.2, L-5.10, L-9.H.2)',
};

describe('Undo button', () => {
  it('undoes on a click, on Ctrl+Z and on ⌘Z', () => {
    const onUndo = vi.fn();
    render(
      <I18nProvider lang="en">
        <UndoButton can why={null} busy={false} onUndo={onUndo} />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByTestId('undo'));
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'z', metaKey: true });
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(onUndo).toHaveBeenCalledTimes(3);
  });

  it('leaves Ctrl+Z to a text field being typed in', () => {
    const onUndo = vi.fn();
    render(
      <I18nProvider lang="en">
        <input data-testid="chat" />
        <UndoButton can why={null} busy={false} onUndo={onUndo} />
      </I18nProvider>,
    );
    fireEvent.keyDown(screen.getByTestId('chat'), { key: 'z', ctrlKey: true });
    expect(onUndo).not.toHaveBeenCalled();
  });

  it('sends nothing while off or busy, and says why after a draw, with the rules, in German too', () => {
    const onUndo = vi.fn();
    const { rerender } = render(
      <I18nProvider lang="en">
        <UndoButton can={false} why={hidden} busy={false} onUndo={onUndo} />
      </I18nProvider>,
    );
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect((screen.getByTestId('undo') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('undo-off').textContent).toContain(
      'No undo: your last action turned up or drew something (L-5.2, L-5.10, L-9.H.2).',
    );
    rerender(
      <I18nProvider lang="en">
        <UndoButton can why={null} busy onUndo={onUndo} />
      </I18nProvider>,
    );
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(onUndo).not.toHaveBeenCalled();
    expect(screen.queryByTestId('undo-off')).toBeNull();
    cleanup();
    render(
      <I18nProvider lang="de">
        <UndoButton can={false} why={hidden} busy={false} onUndo={onUndo} />
      </I18nProvider>,
    );
    expect(screen.getByTestId('undo-off').textContent).toContain(
      'Kein Rückgängig: Deine letzte Aktion hat etwas aufgedeckt oder gezogen (L-5.2, L-5.10, L-9.H.2).',
    );
  });
});
