/**
 * The four levels people choose from (issue 22): each is one documented bot configuration with a
 * stable id, accepted wherever a bot spec is (`tabula play --bots master`, the server's seats as
 * `level:master` or `master`). The raw specs (`heuristic`, `search:ms=N`, …) stay available.
 *
 * The levels are ordered by a measured ladder (`ladder.json`, packages/bots/README.md "Levels"):
 * each against the one below at every table size of each title. The three lower levels are
 * the heuristic bot with fewer slips rather than search budgets because 5 s of search was not
 * shown stronger than 1 s
 * (4/8 and 5/8 games): two search levels could not be told apart. Even the Expert slips now and
 * then: in Loyang the search at 1 s beat the slip-free heuristic bot in only 18 of 33 games.
 * Master's budget is play-outs with a time cap (issue 44): 16 play-outs, about a second of one idle
 * core in Loyang (15.5 play-outs per CPU second, `studies/bots/masterRate.ts`), so its strength does
 * not fall with the machine's load — at 1 s of wall time a loaded machine gave it 4–5 play-outs in
 * Loyang, one per candidate line — and at most 3 s, so a person never waits longer than that.
 */

export const LEVEL_IDS = ['beginner', 'intermediate', 'expert', 'master'] as const;
export type LevelId = (typeof LEVEL_IDS)[number];

export interface BotLevel {
  id: LevelId;
  /** The name shown to people (the lobby translates by id). */
  name: string;
  /** The raw bot spec the level stands for. */
  spec: string;
  /** What the level does, in one sentence. */
  description: string;
}

export const LEVELS: readonly BotLevel[] = [
  {
    id: 'beginner',
    name: 'Beginner',
    spec: 'heuristic:eps=0.25',
    description:
      "plays the heuristic bot's move three times in four and a random legal move otherwise: sensible, with a beginner's slips",
  },
  {
    id: 'intermediate',
    name: 'Intermediate',
    spec: 'heuristic:eps=0.15',
    description:
      "plays the heuristic bot's move except about one time in seven, when it makes a random legal move: a sound plan with a slip now and then",
  },
  {
    id: 'expert',
    name: 'Expert',
    spec: 'heuristic:eps=0.05',
    description:
      'the heuristic bot, which plans its whole turn (Hansa) or Action phase (Loyang) on the evaluation without looking further ahead, with a rare slip (one move in twenty)',
  },
  {
    id: 'master',
    name: 'Master',
    spec: 'search:iters=16,ms=3000',
    description:
      "the search bot at 16 play-outs per decision (about a second of one core), never more than 3 s: the planner's best lines played out a round ahead in samples of what it cannot see",
  },
];

/** The level a spec names (`master`, `level:master`, any case), or null for a raw spec. */
export function levelOf(spec: string): BotLevel | null {
  const m = /^(?:level:)?([a-z]+)$/i.exec(spec.trim());
  if (!m) return null;
  const id = m[1]!.toLowerCase();
  return LEVELS.find((l) => l.id === id) ?? null;
}

/** `level:x` and `x` → the level's raw spec; a raw spec unchanged; an unknown level throws. */
export function resolveLevel(spec: string): string {
  const level = levelOf(spec);
  if (level) return level.spec;
  const named = /^level:(.*)$/i.exec(spec.trim());
  if (named) throw new Error(`unknown level "${named[1]}": use ${LEVEL_IDS.join(', ')}`);
  return spec;
}
