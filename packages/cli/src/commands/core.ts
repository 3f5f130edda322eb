/** The foundation commands: simulate, replay, bench. */
import type { Command } from 'commander';
import { benchGame, formatBench } from '../bench';
import { collectOption, parseGameOptions, parseSeed, playerCount, positiveInt } from '../options';
import { gameById, games, UsageError } from '../registry';
import { formatReplay, replayFile } from '../replay';
import { formatSimulate, simulate } from '../simulate';
import type { CommandContext } from './context';
import { benchServerCommand, benchSigninsCommand } from './server';
import { benchSeeksCommand } from './benchSeeks';
import { connectionOptions } from './benchConnections';
import { signinOptions } from './benchSignins';

export function registerCore(program: Command, ctx: CommandContext): void {
  program
    .command('simulate')
    .description('play K games of uniformly random legal play; validate and replay each')
    .requiredOption('--game <id>', `game id (${Object.keys(games).join(', ')})`)
    .requiredOption('--players <n>', 'number of players')
    .option('--games <k>', 'number of games', '100')
    .option('--seed <s>', 'seed', '1')
    .option('--option <key=value>', 'game option (repeatable)', collectOption, [])
    .option('--save <dir>', "write each game's record to DIR")
    .option('--json', 'print one JSON object')
    .action((o) => {
      const game = gameById(o.game);
      const report = simulate({
        game,
        players: playerCount(game, o.players),
        games: positiveInt('--games', o.games),
        seed: parseSeed(o.seed),
        options: parseGameOptions(game, o.option),
        save: o.save,
      });
      ctx.out(o.json ? JSON.stringify(report) : formatSimulate(report));
      if (report.errors || report.replayMismatches) ctx.fail(1);
    });

  program
    .command('replay')
    .description('re-validate a game record; print the outcome and final state hash')
    .argument('<file>', 'a record written by simulate --save, play --save or the server')
    .option('--json', 'print one JSON object')
    .action((file: string, o) => {
      const report = replayFile(file);
      ctx.out(o.json ? JSON.stringify(report) : formatReplay(report));
    });

  const bench = program
    .command('bench')
    .description(
      'random games/s, applied actions/s and search iterations/s per game on one core (min/median/max over repeats)',
    )
    .option('--game <id>', 'only this game')
    .option('--players <n>', 'player count (default: each game’s maximum)')
    .option('--seconds <s>', 'seconds per repeat', '1')
    .option('--repeats <r>', 'repeats', '5')
    .option('--json', 'print JSON')
    .argument(
      '[target]',
      '"server": drive a running server instead (with --url, --clients, --seconds, --game, --think); "seeks": pair --seekers seeks on a fresh store (--database-url: PostgreSQL); "signins": sign-ins beside playing clients on a server of its own (--rate, --players, --seconds)',
    )
    .option('--seekers <n>', 'bench seeks: seekers to pair (default 1000)')
    .option('--database-url <url>', 'bench seeks: a fresh schema of this PostgreSQL instead of SQLite')
    .option(
      '--url <url>',
      'bench server: the server, e.g. http://127.0.0.1:8080; several instances: repeat it or separate with commas (tables spread over them)',
      collectOption,
      [],
    )
    .option('--clients <c>', 'bench server: concurrent WebSocket players (default 100)')
    .option(
      '--think <ms>',
      'bench server: mean think time before each action, each drawn from [0.5, 1.5]× it (default 1000; 0: none)',
    )
    .option(
      '--warmup <s>',
      'bench server: seconds played before the measured window (default 20: a fresh server is still being compiled before that)',
    )
    .option('--threads <n>', 'bench server: threads running the clients (default: one per 250 clients, at most 4)')
    .option('--whole-views', 'bench server: clients ask for whole views, not patches (to measure what patches save)')
    .option(
      '--spread-addresses',
      'bench server: each player sends an X-Forwarded-For of its own (10.s.x.y), for a server started with --trust-proxy 127.0.0.1: players are then addresses of their own and per-address limits apply to --hostile-from',
    )
    .option(
      '--spread-seats',
      'bench server, several --url sharing matches (--redis-url): a table’s seats connect to different instances',
    )
    .option(
      '--hostile <kinds>',
      'bench server: beside the players, hostile clients switched on and off in phases (players’ p99 with and without them, one run): records, hello-hop, chat-reconnect, leave-reclaim, slow-bots, replay, or a comma list',
    )
    .option(
      '--hostile-phase <s>',
      'bench server --hostile: seconds per phase (default: the measured window split so each attacker is on twice)',
    )
    .option(
      '--hostile-from <address>',
      'bench server --hostile: the attackers’ X-Forwarded-For (for a server run with --trust-proxy 127.0.0.1)',
    );
  signinOptions(connectionOptions(bench)).action(async (target: string | undefined, o, cmd: Command) => {
    const secondsGiven = cmd.getOptionValueSource('seconds') !== 'default';
    if (target === 'server') return benchServerCommand(o, secondsGiven, ctx);
    if (target === 'seeks') return benchSeeksCommand(o, ctx);
    if (target === 'signins') return benchSigninsCommand(o, secondsGiven, ctx);
    if (target !== undefined)
      throw new UsageError(`bench target is "server", "seeks", "signins" or nothing, got "${target}"`);
    const list = o.game ? [gameById(o.game)] : Object.values(games);
    const seconds = Number(o.seconds);
    if (!(seconds > 0)) throw new UsageError(`--seconds must be positive, got "${o.seconds}"`);
    const repeats = positiveInt('--repeats', o.repeats);
    const results = list.map((g) =>
      benchGame(g, o.players ? playerCount(g, o.players) : g.facts.maxPlayers, { seconds, repeats }),
    );
    ctx.out(o.json ? JSON.stringify(results) : results.map(formatBench).join('\n'));
  });
}
