/**
 * The local match runner (issue 21: games in the browser with no server): its record is the
 * server's format and replays to the same state (engine `replay`, `LocalMatch.fromRecord`); an
 * undo goes through the engine's `step` and is recorded; a refused action changes nothing and is
 * kept as a refusal with its rule; people cannot act while a bot is choosing.
 */
import { describe, expect, it } from 'vitest';
import { loyang, type LoyangView } from '@tabula/loyang';
import { parseRecord, replay, stateHash } from '@tabula/engine';
import { LocalMatch } from '../../src/local/localMatch';
import { lessonMatch } from '../../src/learn/match';
import { loyangLesson } from '../../src/learn/loyang';
import { learnerLine, scriptState } from '../../src/learn/lesson';

async function playScript(m: LocalMatch, n: number) {
  await m.runBots();
  for (const a of loyangLesson.script.slice(0, n)) {
    expect(m.act(0, a)).toBe(true);
    await m.runBots();
  }
}

describe('LocalMatch', () => {
  it('keeps the server’s record, which replays to the same state, also through fromRecord', async () => {
    const m = lessonMatch(loyang, loyangLesson);
    await playScript(m, 8);
    const rec = parseRecord(JSON.parse(JSON.stringify(m.record)));
    expect(rec).toMatchObject({ game: 'loyang', players: 2, seed: 'learn-1', options: { intro: true } });
    expect(rec.actions.some((a) => a.seat === 1)).toBe(true);
    expect(stateHash(replay(loyang, rec))).toBe(stateHash(m.current));
    const back = LocalMatch.fromRecord(loyang, rec);
    expect(stateHash(back.current)).toBe(stateHash(m.current));
    expect(back.snapshot(0).log).toEqual(m.snapshot(0).log);
  });

  it('takes back a buy with undo (recorded, replayed) and the script suggests it again', async () => {
    const m = lessonMatch(loyang, loyangLesson);
    await playScript(m, 6); // … the Action phase begins, pumpkin bought (L-9.B.1)
    const cash = (m.view(0) as LoyangView).seats[0]!.cash;
    expect(m.snapshot(0).undo).toBe(true);
    expect(m.act(0, { type: 'undo' })).toBe(true);
    expect((m.view(0) as LoyangView).seats[0]!.cash).toBe(cash + 4); // the pumpkin's price back
    expect(m.record.actions.at(-1)).toEqual({ seat: 0, action: { type: 'undo' } });
    expect(scriptState(loyangLesson.script, learnerLine(m.record, 0)).next).toEqual({ type: 'buy', veg: 'pumpkin' });
    expect(stateHash(replay(loyang, m.record))).toBe(stateHash(m.current));
  });

  it('refuses an illegal action with its rule and changes nothing', async () => {
    const m = lessonMatch(loyang, loyangLesson);
    await m.runBots();
    const before = m.version;
    expect(m.act(0, { type: 'plant', veg: 'leek' })).toBe(false); // only wheat, pumpkin or turnip (L-2.7)
    expect(m.version).toBe(before);
    expect(m.snapshot(0).refusal?.ruleId).toMatch(/^L-/);
    expect(m.act(0, { type: 'plant', veg: 'wheat' })).toBe(true);
    expect(m.snapshot(0).refusal).toBeNull();
  });

  it('lets nobody act while a bot is choosing, and plays the bot’s turns until a person owes a decision', async () => {
    let release: () => void = () => {};
    const m = lessonMatch(loyang, loyangLesson, { pause: () => new Promise<void>((r) => (release = r)) });
    expect(m.act(0, { type: 'plant', veg: 'wheat' })).toBe(true); // the learner plants first
    expect(m.busy).toBe(true); // the bot's planting waits for its pause
    expect(m.snapshot(0).busy).toBe(true);
    expect(m.snapshot(0).legal).toEqual([]);
    expect(m.act(0, { type: 'loan' })).toBe(false);
    const done = m.runBots();
    release();
    await new Promise((r) => setTimeout(r, 0));
    while (m.busy) {
      release();
      await new Promise((r) => setTimeout(r, 0));
    }
    await done;
    expect(m.active()).toEqual([0]);
    expect(m.snapshot(0).legal.length).toBeGreaterThan(0);
  });
});
