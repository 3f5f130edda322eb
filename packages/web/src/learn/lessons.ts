/** The lessons by game id. */
import type { Lesson } from './lesson';
import { loyangLesson } from './loyang';
import { hansaLesson } from './hansa';

export const LESSONS: Record<string, Lesson> = { loyang: loyangLesson, hansa: hansaLesson };

/** Every rule id a lesson's intros refer to, in the order they come up, once each. */
export function lessonRules(lesson: Lesson): string[] {
  return [...new Set(lesson.moments.flatMap((m) => m.rules))];
}
