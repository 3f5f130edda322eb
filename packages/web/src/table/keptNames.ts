/**
 * The seats' names as one array while their words stay (issue 45). The table view makes a new
 * names array on every render — every state from the server, also while the pace holds it back —
 * and a new array said the log again and drew the game's whole table again on every bot step.
 */
import { useMemo } from 'react';

export function useKeptNames(names: string[]): string[] {
  const key = names.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names' words stand for the names.
  return useMemo(() => names, [key]);
}
