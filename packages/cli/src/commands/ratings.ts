/**
 * `tabula ratings rebuild`: ratings are derived data (issue 44). Replays every counted rated result
 * in the order it was counted and stores the ratings and histories it reaches, in one transaction.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { openStore, rebuildRatings, SQLITE_FILE } from '@tabula/server';
import { UsageError } from '../registry';
import type { CommandContext } from './context';

export function registerRatings(program: Command, ctx: CommandContext): void {
  const ratings = program.command('ratings').description("the server's ratings (derived from rated results)");
  ratings
    .command('rebuild')
    .description('replay every rated result in order and store the ratings it reaches (SQLite: stop the server first)')
    .option('--data <dir>', 'folder of the SQLite database', './data')
    .option('--database-url <url>', 'PostgreSQL at this postgres:// URL instead (default: $DATABASE_URL)')
    .option('--database-schema <name>', 'PostgreSQL: the schema the server uses instead of public')
    .option('--json', 'print one JSON object')
    .action(async (o) => {
      const databaseUrl: string | undefined = o.databaseUrl ?? process.env.DATABASE_URL ?? undefined;
      if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl))
        throw new UsageError(`--database-url must be a postgres:// URL, got "${databaseUrl}"`);
      // Opening a folder without a database would make an empty one: say so instead.
      if (!databaseUrl && !existsSync(join(o.data, SQLITE_FILE)))
        throw new UsageError(`no database in ${o.data} (${SQLITE_FILE}): pass the server's --data folder`);
      const store = await openStore({
        dataDir: o.data,
        databaseUrl,
        ...(o.databaseSchema ? { databaseSchema: o.databaseSchema } : {}),
      });
      try {
        const r = await rebuildRatings(store);
        ctx.out(o.json ? JSON.stringify(r) : `replayed ${r.results} rated results: ${r.ratings} ratings rebuilt`);
      } finally {
        await store.close();
      }
    });
}
