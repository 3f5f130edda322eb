/** The `tabula` command. Exit codes: 0 done, 1 a failed check (bad record, errors), 2 bad usage. */
import { Command, CommanderError } from 'commander';
import { ReplayError } from '@tabula/engine';
import { registerCommands } from './commands';
import { UsageError } from './registry';

export async function main(argv: string[]): Promise<number> {
  let code = 0;
  const out = (s: string) => process.stdout.write(`${s}\n`);
  const program = new Command('tabula')
    .description('Tabula: At the Gates of Loyang and Hansa Teutonica — simulate, replay, bench')
    .exitOverride()
    .showHelpAfterError()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });

  registerCommands(program, { out, fail: (c) => (code = Math.max(code, c)) });

  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) {
      // Help and version are not errors; everything else commander rejects is bad usage.
      return e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help'
        ? 0
        : 2;
    }
    if (e instanceof UsageError) {
      process.stderr.write(`tabula: ${e.message}\n`);
      return 2;
    }
    if (e instanceof ReplayError) {
      process.stderr.write(`tabula: ${e.message}\n`);
      return 1;
    }
    process.stderr.write(`tabula: ${(e as Error).message}\n`);
    return 1;
  }
  return code;
}
