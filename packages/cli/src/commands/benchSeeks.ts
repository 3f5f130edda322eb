/**
 * `tabula bench seeks [--seekers N] [--database-url URL] [--json]` (issue 44: "1,000 seekers paired
 * in under a second"): @tabula/server/bench's `benchSeeks` on a fresh store — SQLite in a temporary
 * folder, or a fresh schema of the PostgreSQL at the URL (dropped afterwards, the database's other
 * schemas untouched). Reached through the `bench` command's optional target.
 */
import { benchSeeks, formatSeekBench } from '@tabula/server/bench';
import { positiveInt } from '../options';
import { UsageError } from '../registry';
import type { CommandContext } from './context';

export async function benchSeeksCommand(
  o: Record<string, string | string[] | boolean | undefined>,
  ctx: CommandContext,
): Promise<void> {
  const databaseUrl = typeof o.databaseUrl === 'string' ? o.databaseUrl : undefined;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new UsageError(`--database-url must be a postgres:// URL, got "${databaseUrl}"`);
  const seekers = positiveInt('--seekers', typeof o.seekers === 'string' ? o.seekers : '1000', 2);
  const r = await benchSeeks({ seekers, ...(databaseUrl ? { databaseUrl } : {}) });
  ctx.out(o.json ? JSON.stringify(r) : formatSeekBench(r));
  if (r.unpaired) ctx.fail(1);
}
