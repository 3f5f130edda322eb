/** Bot specs as written on the command line and in the API: `random`, `heuristic`, `search:ms=1000`. */
import type { ParsedBotSpec } from './bot';

export function parseBotSpec(spec: string): ParsedBotSpec {
  const m = /^(random|heuristic|search)(?::(ms|iters)=(\d{1,7}))?$/.exec(spec.trim());
  if (!m) throw new Error(`unknown bot "${spec}": use random, heuristic, search, search:ms=N or search:iters=N`);
  const kind = m[1] as ParsedBotSpec['kind'];
  if (m[2] && kind !== 'search') throw new Error(`only the search bot takes a budget ("${spec}")`);
  const out: ParsedBotSpec = { kind };
  if (m[2] === 'ms') out.ms = Number(m[3]);
  if (m[2] === 'iters') out.iters = Number(m[3]);
  return out;
}
