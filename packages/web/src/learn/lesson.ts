/**
 * A guided first game (issue 21, "Learn to play"): a match against a bot on a fixed seed, a script
 * of suggested actions for the learner's seat, and the moments of the game to introduce the first
 * time they occur, each with the rule ids of our digests (shared/rules/<game>/RULES.md).
 *
 * The bot is seeded and acts only between the learner's actions (local/localMatch.ts), so as long
 * as the learner follows the script the game is the same every time and each scripted action is
 * legal when it comes (test/learn/script.test.ts). Once the learner plays another move, or the
 * script is over, the suggestion comes from the heuristic bot playing the learner's seat.
 */
import type { GameOptions, GameRecord, Outcome } from '@tabula/engine';
import { isUndo } from '@tabula/engine';

/** What a moment looks at: the learner's view and legal actions now. */
export interface MomentCtx<V> {
  view: V;
  seat: number;
  legal: unknown[];
  outcome: Outcome | null;
  /** The learner has left the script (another move) or come to its end. */
  freePlay: boolean;
}

export interface Moment<V = unknown> {
  /** Its text is `<game>.<id>` in the learn texts. */
  id: string;
  /** Rule ids of our digest the intro refers to (each has its own text, `rule.<id>`). */
  rules: string[];
  when(c: MomentCtx<V>): boolean;
}

export interface Lesson<V = unknown> {
  game: 'loyang' | 'hansa';
  players: number;
  seed: string;
  options: GameOptions;
  learner: number;
  /** The opponent's seed (heuristic bot). */
  botSeed: string;
  /** The learner's suggested actions, in order. */
  script: unknown[];
  /** In the order they are introduced when several come up at once. */
  moments: Array<Moment<V>>;
}

/** Key order does not matter: a script's action and the engine's legal one are the same move. */
export function sameAction(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(x: unknown): string {
  if (x === null || typeof x !== 'object') return JSON.stringify(x);
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  return `{${Object.keys(x as object)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical((x as Record<string, unknown>)[k])}`)
    .join(',')}}`;
}

/** The learner's actions that still stand (an undo takes back the last one). */
export function learnerLine(record: GameRecord, seat: number): unknown[] {
  const line: unknown[] = [];
  for (const a of record.actions) {
    if (a.seat !== seat) continue;
    if (isUndo(a.action)) line.pop();
    else line.push(a.action);
  }
  return line;
}

/**
 * Where the learner stands in the script: the next scripted action while every action so far
 * followed it, else why not. Once off the script the game differs from the scripted one, so an
 * undo back onto it does not bring the script back unless the line matches again.
 */
export function scriptState(
  script: readonly unknown[],
  line: readonly unknown[],
): { next: unknown; status: 'script' } | { next: null; status: 'done' | 'off' } {
  for (let i = 0; i < line.length; i++)
    if (i >= script.length || !sameAction(line[i], script[i]))
      return { next: null, status: i >= script.length ? 'done' : 'off' };
  if (line.length >= script.length) return { next: null, status: 'done' };
  return { next: script[line.length], status: 'script' };
}

/** The moments due now that have not been introduced yet, in the lesson's order. */
export function dueMoments<V>(lesson: Lesson<V>, c: MomentCtx<V>, shown: ReadonlySet<string>): Array<Moment<V>> {
  return lesson.moments.filter((m) => !shown.has(m.id) && m.when(c));
}
