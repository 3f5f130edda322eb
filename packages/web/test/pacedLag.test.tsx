// @vitest-environment jsdom
/**
 * Issue 45: a server's message is drawn as a transition (useConnections.ts), so React's render of
 * the connection's state may lag behind the pacer, which the connection's listener tells of each
 * state at once. The lagging state, older than what the pacer holds, is no new start: the table
 * must not jump back to it. A source without a listener still starts again from an older state
 * (a new match).
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type PacedSource, usePaced } from '../src/table/pace/usePaced';

interface S {
  version: number;
}

function sourceOf(withListener: boolean) {
  const fns = new Set<(s: S) => void>();
  const src: PacedSource<S> = {
    version: (s) => s.version,
    // The seat's own doing: shown at once, no pace to wait for.
    own: () => true,
    quiet: () => false,
    listen: withListener
      ? (fn) => {
          fns.add(fn);
          return () => fns.delete(fn);
        }
      : undefined,
  };
  return { src, tell: (s: S) => act(() => fns.forEach((fn) => fn(s))) };
}

function Shown({ latest, src }: { latest: S; src: PacedSource<S> }) {
  const { shown } = usePaced(latest, 'm1', src);
  return <p data-testid="shown">{shown.version}</p>;
}

afterEach(cleanup);

describe("React's render lagging behind the pacer (issue 45)", () => {
  it('keeps the newer state the listener told of when React renders the older one', () => {
    const { src, tell } = sourceOf(true);
    const v1 = { version: 1 };
    const r = render(<Shown latest={v1} src={src} />);
    tell({ version: 2 });
    expect(r.getByTestId('shown').textContent).toBe('2');
    // The transition that brings version 2 to React has not rendered yet: React draws again with version 1.
    r.rerender(<Shown latest={{ ...v1 }} src={src} />);
    expect(r.getByTestId('shown').textContent).toBe('2');
  });

  it('starts again from an older state when the source has no listener', () => {
    const { src } = sourceOf(false);
    const r = render(<Shown latest={{ version: 5 }} src={src} />);
    r.rerender(<Shown latest={{ version: 2 }} src={src} />);
    expect(r.getByTestId('shown').textContent).toBe('2');
  });
});
