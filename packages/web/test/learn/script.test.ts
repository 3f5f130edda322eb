/**
 * The lessons of "Learn to play" (issue 21): on its fixed seed, against the seeded bot, each
 * scripted action is legal when its turn comes (so the suggested move always exists), the
 * intros come up at the phase they explain and in the lesson's order, and following the script
 * takes Loyang through its first round (L-3.1) and Hansa through the learner's first three turns
 * — a Kontor built (H-10.8). Every rule an intro names has our text in en/de/it.
 */
import { describe, expect, it } from 'vitest';
import { loyang, type LoyangView } from '@tabula/loyang';
import { hansa, type HansaView } from '@tabula/hansa';
import type { AnyGame } from '@tabula/engine';
import { dueMoments, learnerLine, sameAction, scriptState, type Lesson } from '../../src/learn/lesson';
import { loyangLesson } from '../../src/learn/loyang';
import { hansaLesson } from '../../src/learn/hansa';
import { lessonMatch } from '../../src/learn/match';
import { lessonRules } from '../../src/learn/lessons';
import { LEARN_TEXTS } from '../../src/learn/texts';
import { LANGS } from '../../src/i18n/messages';

/** Plays the script; returns the intros due at each scripted step (and after it) and the match. */
async function followScript(game: AnyGame, lesson: Lesson) {
  const m = lessonMatch(game, lesson);
  await m.runBots();
  const shown = new Set<string>();
  const intros: string[][] = [];
  const seat = lesson.learner;
  const due = () => {
    const line = learnerLine(m.record, seat);
    const ctx = {
      view: m.view(seat),
      seat,
      legal: m.legal(seat),
      outcome: m.outcome(),
      freePlay: scriptState(lesson.script, line).status !== 'script',
    };
    const ids = dueMoments(lesson, ctx, shown).map((x) => x.id);
    ids.forEach((id) => shown.add(id));
    return ids;
  };
  for (const [i, action] of lesson.script.entries()) {
    expect(m.active(), `step ${i}: the learner owes a decision`).toContain(seat);
    intros.push(due());
    const legal = m.legal(seat);
    expect(
      legal.some((a) => sameAction(a, action)),
      `step ${i}: ${JSON.stringify(action)} is legal (legal: ${JSON.stringify(legal).slice(0, 400)})`,
    ).toBe(true);
    expect(scriptState(lesson.script, learnerLine(m.record, seat)).next).toEqual(action);
    expect(m.act(seat, action)).toBe(true);
    await m.runBots();
  }
  intros.push(due());
  return { m, intros };
}

describe('Loyang lesson: the introductory game (L-2.9) on its seed', () => {
  it('each scripted action is legal in turn; the intros come at their phase; round 1 is played through', async () => {
    const { m, intros } = await followScript(loyang, loyangLesson);
    expect(intros).toEqual([
      ['welcome', 'plant'], // L-2.7 planting before round 1
      ['startCard', 'courtyard'], // the Card phase: start card (L-2.9) and Courtyard (L-5.5, L-5.10)
      [],
      [],
      ['take'], // taking the two cards (L-5.5 b, L-5.11)
      ['actions'], // the Action phase (L-6.4)
      ['deliver'], // a pumpkin bought: the start customer can be served (L-9.F)
      [],
      [],
      ['trade'], // the Market stall's hand-in (L-9.D)
      [],
      ['sow'], // choosing the field (L-9.A)
      [],
      ['path'], // the Path of Prosperity (L-11)
      [],
      ['harvest', 'freePlay'], // round 2 began with the Harvest (L-4); the script is over
    ]);
    const v = m.view(0) as LoyangView;
    expect(v.round).toBe(2);
    expect(v.phase).toBe('card');
    const me = v.seats[0]!;
    expect(me.path).toBe(2); // one step taken (L-11.1)
    expect(me.regulars.map((r) => [r.id, r.rows])).toEqual([['RC-01', 1]]); // delivered once (L-9.F.2)
    expect(me.fields.find((f) => f.id === 'P0-6a')?.veg).toBe(3); // sown with cabbage
  });
});

describe('Hansa lesson: two players without provinces on its seed', () => {
  it('each scripted action is legal in turn; the intros come at their moment; the first Kontor is built', async () => {
    const { m, intros } = await followScript(hansa, hansaLesson);
    expect(intros).toEqual([
      ['welcome', 'turn'], // the learner's first turn (H-5)
      ['place'], // Place chosen (H-7)
      [],
      [],
      ['displaced'], // the bot displaced a trader: relocation (H-8.4, H-8.5)
      [],
      [],
      ['move'], // Move chosen (H-9)
      [],
      [],
      ['establish'], // a route full of own pieces (H-10.1)
      ['kontor'], // step C (H-10.8)
      ['freePlay'],
    ]);
    const v = m.view(0) as HansaView;
    expect(v.cities.find((c) => c.id === 'osnabrueck')?.kontors.some((k) => k?.seat === 0)).toBe(true);
  });
});

describe('the lessons’ words', () => {
  const keys = Object.keys(LEARN_TEXTS.en);

  it('have every key in every language, and no German or Italian text left in English', () => {
    for (const lang of LANGS) expect(Object.keys(LEARN_TEXTS[lang]).sort()).toEqual([...keys].sort());
    for (const lang of ['de', 'it'] as const)
      for (const k of keys)
        expect(LEARN_TEXTS[lang][k as keyof typeof LEARN_TEXTS.en], `${lang} ${k}`).not.toBe(
          LEARN_TEXTS.en[k as keyof typeof LEARN_TEXTS.en],
        );
  });

  it('give every moment an intro and every rule an intro names a text of ours', () => {
    for (const lesson of [loyangLesson, hansaLesson]) {
      for (const m of lesson.moments) expect(keys).toContain(`${lesson.game}.${m.id}`);
      for (const r of lessonRules(lesson)) expect(keys, `rule ${r}`).toContain(`rule.${r}`);
    }
  });
});
