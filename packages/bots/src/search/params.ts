/** How much and how a search looks ahead; its own file so the search and its rollouts share it without importing each other. */
export interface SearchParams {
  /** Iterations per decision (deterministic), or… */
  iters?: number;
  /** …milliseconds per decision (with `iters`: a cap on the iterations' time). */
  ms?: number;
  /** UCB exploration constant. */
  c: number;
  rollout: 'random' | 'heuristic';
  /** Rollout cut-off in actions when an evaluation exists; 0 = to the end. */
  depth: number;
}
