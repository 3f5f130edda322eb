/**
 * Planning tables from the waiting seeks (issue 44): per pool, the longest-waiting seek first, each
 * table filled greedily with the longest-waiting seeks that fit everyone already at it (rules.ts
 * and no blocked pair). Planning only reads; seeks.ts claims each planned table in the store, where
 * another instance may have taken one of its seeks first.
 */
import type { SeekRow } from '../store/seekRows';
import { compatible, poolKey } from './rules';

/** Whether either account blocks the other (the relation module's answer; see seeks.ts `SeekHost`). */
export type Blocked = (a: string, b: string) => Promise<boolean>;

/** `blocked`, asked once per pair of accounts within one planning run. */
export function askedOnce(blocked: Blocked): Blocked {
  const known = new Map<string, Promise<boolean>>();
  return (a, b) => {
    const key = a < b ? `${a} ${b}` : `${b} ${a}`;
    let answer = known.get(key);
    if (!answer) known.set(key, (answer = blocked(a, b)));
    return answer;
  };
}

/** Whether `s` may join the seeks already at a table. */
async function fits(s: SeekRow, table: readonly SeekRow[], now: number, blocked: Blocked): Promise<boolean> {
  for (const t of table) if (!compatible(s, t, now)) return false;
  for (const t of table) if (await blocked(s.accountId, t.accountId)) return false;
  return true;
}

/**
 * A full table: `seated` (seeks that must sit together, compatible with each other) and then the
 * candidates in order, each taken if it fits everyone taken before it; null when too few fit.
 */
export async function formTable(
  seated: readonly SeekRow[],
  candidates: readonly SeekRow[],
  now: number,
  blocked: Blocked,
): Promise<SeekRow[] | null> {
  const players = seated[0]!.players;
  const table = [...seated];
  for (const c of candidates) {
    if (table.length === players) break;
    if (table.some((t) => t.id === c.id)) continue;
    if (await fits(c, table, now, blocked)) table.push(c);
  }
  return table.length === players ? table : null;
}

/** Every table the waiting seeks (oldest first) can form now, no seek in two. */
export async function planTables(waiting: readonly SeekRow[], now: number, blocked: Blocked): Promise<SeekRow[][]> {
  const pools = new Map<string, SeekRow[]>();
  for (const s of waiting) (pools.get(poolKey(s)) ?? pools.set(poolKey(s), []).get(poolKey(s))!).push(s);
  const tables: SeekRow[][] = [];
  for (const pool of pools.values()) {
    const used = new Set<string>();
    for (const anchor of pool) {
      if (used.has(anchor.id)) continue;
      const rest = pool.filter((s) => !used.has(s.id) && s.id !== anchor.id);
      const table = await formTable([anchor], rest, now, blocked);
      if (!table) continue;
      for (const s of table) used.add(s.id);
      tables.push(table);
    }
  }
  return tables;
}
