/** A lesson's match: the fixed seed, the learner's seat for a person, every other seat for the seeded heuristic bot. */
import type { AnyGame } from '@tabula/engine';
import { heuristicBot } from '@tabula/bots/browser';
import { LocalMatch, type LocalBot, type LocalOptions } from '../local/localMatch';
import type { Lesson } from './lesson';

export function lessonMatch(game: AnyGame, lesson: Lesson, o: LocalOptions = {}): LocalMatch {
  const bots: Record<number, LocalBot> = {};
  for (let s = 0; s < lesson.players; s++)
    if (s !== lesson.learner) bots[s] = heuristicBot(game, s === 1 ? lesson.botSeed : `${lesson.botSeed}:${s}`);
  return new LocalMatch(game, { players: lesson.players, seed: lesson.seed, options: lesson.options }, bots, o);
}

/** The bot whose move is suggested once the learner has left the script or come to its end. */
export function coachBot(game: AnyGame, lesson: Lesson): LocalBot {
  return heuristicBot(game, `${lesson.botSeed}:coach`);
}
