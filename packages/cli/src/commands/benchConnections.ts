/**
 * The options of `tabula bench server --connections N` (issue 46): N clients held open against a
 * running server, players thinking like people and spectators only watching. The command itself
 * is in server.ts, the one CLI file that uses the server (.dependency-cruiser.cjs).
 */
import type { Command } from 'commander';

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
