/**
 * `tabula bench server --connections N` (issue 46): N clients held open against a running server,
 * players thinking like people and spectators only watching (@tabula/server/bench's
 * `benchConnections`).
 */
import type { Command } from 'commander';
import { benchConnections, formatConnectionBench } from '@tabula/server/bench';
import { positiveInt } from '../options';
import { gameById, UsageError } from '../registry';
import type { CommandContext } from './context';

/** The options of the connection mode, on the `bench` command. */
export function connectionOptions(command: Command): Command {
  return command
    .option(
      '--connections <n>',
      'bench server: hold N clients open instead (players thinking like people, spectators watching): round trips, server RSS/CPU, memory per connection, heartbeats',
    )
    .option('--spectators <k>', 'bench server --connections: of the N, spectators that only watch (default N/5)')
    .option('--idle-think <s>', 'bench server --connections: mean seconds a player thinks per move (default 10)')
    .option(
      '--silent <n>',
      'bench server --connections: sockets that never greet, to check the hello deadline (default 10)',
    )
    .option('--per-address <n>', 'bench server --connections: clients per source address in 127.10.0.0/16 (default 16)')
    .option(
      '--source-prefix <a.b|none>',
      'bench server --connections: the source addresses’ first two octets (default 127.10, loopback); none: the machine’s own address (a bench on a second machine)',
    )
    .option(
      '--server-pid <pid>',
      'bench server --connections: the local server’s pid: RSS and CPU from /proc (else /metrics)',
    );
}

function positiveNumber(flag: string, value: string): number {
  const n = Number(value);
  if (!(n > 0)) throw new UsageError(`${flag} must be a positive number, got "${value}"`);
  return n;
}

export async function benchConnectionsCommand(
  url: string,
  o: Record<string, string | string[] | boolean | undefined>,
  secondsGiven: boolean,
  ctx: CommandContext,
): Promise<void> {
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const game = str(o.game) ?? 'hansa';
  gameById(game);
  const spectators = str(o.spectators);
  const think = str(o.idleThink);
  const silent = str(o.silent);
  const perAddress = str(o.perAddress);
  const pid = str(o.serverPid);
  const prefix = str(o.sourcePrefix);
  if (prefix !== undefined && prefix !== 'none' && !/^\d{1,3}\.\d{1,3}$/.test(prefix))
    throw new UsageError(`--source-prefix is two octets (e.g. 127.10) or "none", got "${prefix}"`);
  const players = str(o.players);
  const result = await benchConnections({
    url,
    connections: positiveInt('--connections', String(o.connections)),
    game,
    ...(players ? { players: positiveInt('--players', players) } : {}),
    ...(secondsGiven ? { seconds: positiveNumber('--seconds', String(o.seconds)) } : {}),
    ...(spectators ? { spectators: positiveInt('--spectators', spectators, 0) } : {}),
    ...(think ? { thinkSeconds: positiveNumber('--idle-think', think) } : {}),
    ...(silent ? { silent: positiveInt('--silent', silent, 0) } : {}),
    ...(perAddress ? { perAddress: positiveInt('--per-address', perAddress) } : {}),
    ...(prefix !== undefined ? { sourcePrefix: prefix === 'none' ? null : prefix } : {}),
    ...(pid ? { pid: positiveInt('--server-pid', pid) } : {}),
    log: o.json ? undefined : (s) => process.stderr.write(`${s}\n`),
  });
  ctx.out(o.json ? JSON.stringify(result) : formatConnectionBench(result));
  if (result.errors || result.dropped) ctx.fail(1);
}
