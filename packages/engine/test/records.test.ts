/**
 * Saved games (record.ts): a record file is checked field by field before anything is replayed,
 * and a replay names the first action it cannot play. Records come from other builds, other
 * machines and hand edits, so every bad part gets its own clear refusal.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, newRecord, parseRecord, replay, ReplayError, stateHash, type GameRecord } from '../src';
import { nim, type NimState } from '../src/nim';

const valid = { game: 'nim', engineVersion: '0.1.0', players: 2, seed: 'r', actions: [] as unknown[] };

function refusal(f: () => unknown): ReplayError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ReplayError);
    return e as ReplayError;
  }
  throw new Error('expected a ReplayError');
}

describe('parseRecord: a record file checked before it is replayed', () => {
  it('accepts a well-formed record and gives missing options as {}', () => {
    const r = parseRecord(
      JSON.parse(JSON.stringify({ ...valid, seed: 12, actions: [{ seat: 0, action: { type: 'bid', stones: 1 } }] })),
    );
    expect(r).toMatchObject({ game: 'nim', players: 2, seed: 12, options: {} });
    expect(r.actions).toEqual([{ seat: 0, action: { type: 'bid', stones: 1 } }]);
    expect(parseRecord({ ...valid, options: { short: true } }).options).toEqual({ short: true });
  });

  it.each([
    [null, 'not a JSON object'],
    [[valid], 'not a JSON object'],
    ['{"game":"nim"}', 'not a JSON object'],
    [{ ...valid, game: 3 }, '"game" must be a string'],
    [{ ...valid, players: '2' }, '"players" must be an integer'],
    [{ ...valid, players: 2.5 }, '"players" must be an integer'],
    [{ ...valid, seed: null }, '"seed" must be a string or number'],
    [{ ...valid, options: null }, '"options" must be an object'],
    [{ ...valid, options: [] }, '"options" must be an object'],
    [{ ...valid, options: 'short' }, '"options" must be an object'],
    [{ ...valid, actions: {} }, '"actions" must be an array'],
  ])('refuses %j: %s', (value, why) => {
    const e = refusal(() => parseRecord(value));
    expect(e.index).toBe(-1);
    expect(e.ruleId).toBe('ENGINE-RECORD');
    expect(e.message).toBe(`record rejected (ENGINE-RECORD): ${why}`);
  });

  it('names the first bad entry of the action list by its index', () => {
    for (const bad of [
      null,
      'bid',
      { seat: 0 },
      { seat: 0.5, action: {} },
      { seat: '0', action: {} },
      { action: {} },
    ]) {
      const e = refusal(() => parseRecord({ ...valid, actions: [{ seat: 0, action: { type: 'bid' } }, bad] }));
      expect(e.index).toBe(1);
      expect(e.message).toBe('action #1 rejected (ENGINE-RECORD): each entry needs an integer "seat" and an "action"');
    }
  });
});

describe('replay: the first action that cannot be played is named', () => {
  const game = nim;

  it('a record of another game is refused before setup', () => {
    const e = refusal(() => replay(game, { ...newRecord(game, 2, 'x'), game: 'loyang' }));
    expect([e.index, e.ruleId]).toEqual([-1, 'ENGINE-RECORD']);
    expect(e.message).toContain('record is for "loyang", not "nim"');
  });

  it("a setup the game refuses is reported with the game's own rule", () => {
    const e = refusal(() => replay(game, newRecord(game, 9, 'x')));
    expect([e.index, e.ruleId]).toEqual([-1, 'N-0']);
    expect(e.message).toMatch(/^record rejected \(N-0\): /);
  });

  it('the very first entry is an action too: "action #0", not "record"', () => {
    const record: GameRecord = { ...newRecord(game, 2, 'x'), actions: [{ seat: 0, action: { type: 'nonsense' } }] };
    const e = refusal(() => replay(game, record));
    expect(e.index).toBe(0);
    expect(e.message).toMatch(/^action #0 rejected \(/);
  });

  it('an illegal entry is refused with its index and rule, and the entries before it were played', () => {
    const record: GameRecord = newRecord(game, 2, 'x');
    let s = game.setup({ players: 2, seed: 'x', options: {} }) as NimState;
    const seat = game.activeSeats(s)[0]!;
    const first = game.legalActions(s, seat)[0]!;
    record.actions.push({ seat, action: first });
    s = applyAction(game, s, seat, first).state as NimState;
    expect(stateHash(replay(game, record))).toBe(stateHash(s));
    record.actions.push({ seat, action: first }, { seat, action: { type: 'nonsense' } });
    const e = refusal(() => replay(game, record));
    expect(e.index).toBe(1);
    expect(e.message).toMatch(new RegExp(`^action #1 rejected \\(${e.ruleId.replace(/[.-]/g, '\\$&')}\\): `));
    expect(e.ruleId).not.toBe('ENGINE-CRASH');
  });
});
