/**
 * The option of `tabula bench signins` (issue 44) that the other bench modes lack; it shares
 * --players, --seconds, --think, --warmup, --game, --url and --server-pid with them. The command
 * itself is in server.ts, the one CLI file that uses the server (.dependency-cruiser.cjs).
 */
import type { Command } from 'commander';

export function signinOptions(command: Command): Command {
  return command.option('--rate <n>', 'bench signins: sign-ins per second beside the players (default 20)');
}
