/**
 * Bot specs as written on the command line and in the API: a level (`beginner`, `intermediate`,
 * `expert`, `master`, also as `level:expert`; `levels.ts`), or a raw spec: `random`,
 * `heuristic`, `heuristic:eps=0.25` (a random legal move with that chance), `search`,
 * `search:ms=1000`, `search:iters=2000`, both (`search:iters=16,ms=3000`: 16 play-outs, but never
 * more than 3 s — the Master's, issue 44), and search tuning after the budget, comma separated:
 * `search:iters=2000,c=0.5,rollout=heuristic,depth=30`; Loyang's play-out beam: `search:iters=32,beam=6`; the Loyang solo play-outs' look across rounds:
 * `search:ms=2000,rounds=2`.
 */
import type { ParsedBotSpec } from './bot';
import { LEVEL_IDS, levelOf, resolveLevel } from './levels';

const USAGE = `use a level (${LEVEL_IDS.join(', ')}) or random, heuristic, search, search:ms=N or search:iters=N`;

export function parseBotSpec(spec: string): ParsedBotSpec {
  const raw = resolveLevel(spec);
  const level = levelOf(spec);
  const out = parseRawSpec(raw);
  return level ? { ...out, level: level.id } : out;
}

/**
 * A comma-separated list of bot specs, one per seat, as `--bots` takes it: a part that is only
 * `key=value` tunes the search spec before it (`search:iters=32,beam=6,heuristic` is two bots),
 * so a search spec's own commas need no quoting. Each spec is checked; a bad one throws.
 */
export function parseBotList(list: string): string[] {
  const out: string[] = [];
  for (const raw of list.split(',')) {
    const part = raw.trim();
    if (/^[a-z]+=/i.test(part) && out.length > 0) out[out.length - 1] += `,${part}`;
    else out.push(part);
  }
  for (const spec of out) parseBotSpec(spec);
  return out;
}

function parseRawSpec(spec: string): ParsedBotSpec {
  const m = /^(random|heuristic|search)(?::(.+))?$/.exec(spec.trim());
  if (!m) throw new Error(`unknown bot "${spec}": ${USAGE}`);
  const kind = m[1] as ParsedBotSpec['kind'];
  const out: ParsedBotSpec = { kind };
  if (!m[2]) return out;
  if (kind === 'heuristic') {
    const eps = /^eps=(0(?:\.\d+)?|1(?:\.0+)?)$/.exec(m[2]);
    if (!eps) throw new Error(`the heuristic bot takes only eps=P, a chance in [0, 1] ("${spec}")`);
    out.eps = Number(eps[1]);
    return out;
  }
  if (kind !== 'search') throw new Error(`only the search bot takes a budget ("${spec}")`);
  for (const part of m[2].split(',')) {
    const kv = /^(ms|iters|c|rollout|depth|beam|rounds)=(.+)$/.exec(part);
    if (!kv) throw new Error(`bad search parameter "${part}" in "${spec}": ${USAGE}`);
    const [, key, raw] = kv as unknown as [string, string, string];
    if (key === 'rollout') {
      if (raw !== 'random' && raw !== 'heuristic') throw new Error(`rollout is random or heuristic ("${spec}")`);
      out.rollout = raw;
      continue;
    }
    if (key === 'c') {
      const c = Number(raw);
      if (!/^\d+(\.\d+)?$/.test(raw) || !(c >= 0 && c <= 10)) throw new Error(`c is a number in [0, 10] ("${spec}")`);
      out.c = c;
      continue;
    }
    if (!/^\d{1,7}$/.test(raw)) throw new Error(`${key} is a whole number ("${spec}"): ${USAGE}`);
    const n = Number(raw);
    if (key === 'depth') out.depth = n;
    else if (key === 'rounds') {
      if (n > 8) throw new Error(`rounds is a whole number from 0 to 8 ("${spec}")`);
      out.rounds = n;
    } else if (key === 'beam') {
      if (n < 1 || n > 48) throw new Error(`beam is a whole number from 1 to 48 ("${spec}")`);
      out.beam = n;
    } else if (n < 1) throw new Error(`${key} must be at least 1 ("${spec}")`);
    else if (key === 'ms') out.ms = n;
    else out.iters = n;
  }
  return out;
}
