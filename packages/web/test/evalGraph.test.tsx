// @vitest-environment jsdom
/**
 * Issue 22 in the replay: the evaluation over a game — run at a fixed budget (here in place of the
 * worker, the same computation), drawn as one line per seat with the key moments (the moves that
 * lost the most) marked; a moment jumps the replay to the position before its move; an analysis
 * file from `tabula analyze --json` is shown too, and one for another record is refused.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ENGINE_VERSION, type AnyGame, type GameRecord } from '@tabula/engine';
import { nim } from '@tabula/engine/nim';
import { createBot } from '@tabula/bots';
import { playBotGame } from '@tabula/bots/tools';
import { I18nProvider } from '../src/i18n/i18n';
import { EvalPanel } from '../src/replay/EvalPanel';
import { keyMoments, parseAnalysis } from '../src/replay/keyMoments';
import { computeAnalysis } from '../src/hint/compute';
import { evalIters } from '../src/hint/protocol';

afterEach(cleanup);

function nimRecord(): GameRecord {
  const g = nim as AnyGame;
  const r = playBotGame(g, 2, 'eval-web', {}, [createBot(g, 'random', 1), createBot(g, 'random', 2)]);
  return { game: 'nim', engineVersion: ENGINE_VERSION, players: 2, options: {}, seed: 'eval-web', actions: r.record };
}

const inPlace = (record: GameRecord, iters: number, onDecision: Parameters<typeof computeAnalysis>[2]) => {
  const a = computeAnalysis(record, iters, onDecision);
  return { done: Promise.resolve(a), cancel: () => {} };
};

describe('the evaluation graph', () => {
  it('draws each seat’s line over the game and marks the key moments; a moment jumps to the position before its move', async () => {
    const record = nimRecord();
    const onJump = vi.fn();
    render(
      <I18nProvider lang="en">
        <EvalPanel
          record={record}
          names={['Ann', 'Bob']}
          step={0}
          onJump={onJump}
          describeAt={(i, a) => `#${i}:${JSON.stringify(a)}`}
          evaluate={inPlace}
        />
      </I18nProvider>,
    );
    expect(screen.getByTestId('eval-panel').textContent).toContain(`${evalIters('nim')} play-outs each`);
    fireEvent.click(screen.getByTestId('eval-run'));
    const graph = await waitFor(() => screen.getByTestId('eval-graph'));
    const analysis = computeAnalysis(record, evalIters('nim'), () => {});
    expect(analysis.decisions.length).toBeGreaterThan(3);
    for (const s of [0, 1])
      expect(screen.getByTestId(`eval-line-${s}`).getAttribute('points')!.split(' ')).toHaveLength(
        analysis.decisions.length,
      );
    const worst = keyMoments(analysis.decisions);
    expect(worst.length).toBeGreaterThan(0);
    const marks = graph.querySelectorAll('[data-testid="eval-moment"]');
    expect([...marks].map((m) => Number(m.getAttribute('data-index')))).toEqual(worst.map((d) => d.index));
    fireEvent.click(marks[0]!);
    expect(onJump).toHaveBeenLastCalledWith(worst[0]!.index);
    // In words too, worst first, naming the seat, the move and the search's choice.
    const list = screen.getByTestId('eval-moments').querySelectorAll('button');
    expect(list[0]!.textContent).toContain(`Action ${worst[0]!.index + 1}: ${['Ann', 'Bob'][worst[0]!.seat]}`);
    expect(list[0]!.textContent).toContain(
      `the search preferred #${worst[0]!.index}:${JSON.stringify(worst[0]!.best)}`,
    );
    fireEvent.keyDown(marks[marks.length - 1]!, { key: 'Enter' });
    expect(onJump).toHaveBeenLastCalledWith(worst[worst.length - 1]!.index);
  });

  it('reads an analysis file of the same record and refuses one of another', () => {
    const record = nimRecord();
    const a = computeAnalysis(record, 20, () => {});
    const text = JSON.stringify({ ...a, worst: [] });
    expect(parseAnalysis(text, record).decisions).toHaveLength(a.decisions.length);
    expect(() => parseAnalysis(JSON.stringify({ ...a, game: 'loyang' }), record)).toThrow(/for "loyang"/);
    const other = {
      ...record,
      actions: record.actions.map((x, i) =>
        i === a.decisions[0]!.index ? { ...x, action: { type: 'take', n: 99 } } : x,
      ),
    };
    expect(() => parseAnalysis(text, other)).toThrow(/does not match the record/);
  });
});
