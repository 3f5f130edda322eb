/**
 * The four levels people choose from (issue 22): each is one documented bot configuration with a
 * stable id, accepted wherever a bot spec is (`tabula play --bots expert`, the server's seats as
 * `level:expert` or `expert`). The raw specs (`heuristic`, `search:ms=N`, …) stay available.
 *
 * Search levels are time budgets, not iteration counts: a person waits a bounded time per move on
 * any machine, and the server stops a move at its budget plus a grace (`server/src/bots/budget.ts`).
 * Master is the strongest search the server allows (ms ≤ 5,000). The ladder — each level beating
 * the one below in ≥ 65% of 2-player games — is measured in the bots README; until a rung is
 * measured there its order is provisional.
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
    description: "plays the heuristic bot's move three times in four and a random legal move otherwise: sensible, with a beginner's slips",
  },
  {
    id: 'intermediate',
    name: 'Intermediate',
    spec: 'heuristic',
    description: 'the heuristic bot: plans its whole turn (Hansa) or Action phase (Loyang) on the evaluation, without looking further ahead',
  },
  {
    id: 'expert',
    name: 'Expert',
    spec: 'search:ms=1000',
    description: "the search bot at 1 s per decision: the planner's best lines played out a round ahead in samples of what it cannot see",
  },
  {
    id: 'master',
    name: 'Master',
    spec: 'search:ms=5000',
    description: 'the search bot at 5 s per decision, the longest a server match allows',
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
