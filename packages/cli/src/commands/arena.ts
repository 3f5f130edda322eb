/** `tabula arena`: bots against bots, seats rotated, win rates with 95% Wilson intervals. */
import type { Command } from 'commander';
import { formatArena, openArenaResults, runArenaParallel } from '@tabula/bots/tools';
import { botList, collectOption, parseGameOptions, parseSeed, playerCount, positiveInt } from '../options';
import { gameById, games, UsageError } from '../registry';
import type { CommandContext } from './context';

export function registerArena(program: Command, ctx: CommandContext): void {
  program
    .command('arena')
    .description('bots play each other with seats rotated: win rates (95% CI), mean scores, decisions/s')
    .requiredOption('--game <id>', `game id (${Object.keys(games).join(', ')})`)
    .requiredOption('--players <n>', 'number of players')
    .requiredOption(
      '--bots <list>',
      'one bot per seat: a level (beginner, intermediate, expert, master) or random, heuristic, heuristic:eps=P, search, search:ms=N, search:iters=N',
    )
    .option('--games <k>', 'number of games (a multiple of --players keeps seats balanced)', '20')
    .option('--seed <s>', 'seed', '1')
    .option('--option <key=value>', 'game option (repeatable)', collectOption, [])
    .option('--jobs <n>', 'play games on N threads at once (same figures with iteration budgets)', '1')
    .option('--progress', 'print a line per finished game on stderr')
    .option(
      '--results <file>',
      'keep each finished game in FILE (JSON lines); a later run with the same settings plays only the games it lacks',
    )
    .option(
      '--max-actions <n>',
      "stop a game still running after N actions and count it as an error (default: the game's own limit)",
    )
    .option('--json', 'print one JSON object')
    .action(async (o) => {
      const game = gameById(o.game);
      const players = playerCount(game, o.players);
      const bots = botList(String(o.bots));
      if (bots.length !== players)
        throw new UsageError(`--players ${players} needs ${players} bots in --bots, got ${bots.length}`);
      const k = positiveInt('--games', o.games);
      const jobs = positiveInt('--jobs', o.jobs);
      const maxActions = o.maxActions === undefined ? undefined : positiveInt('--max-actions', o.maxActions);
      const args = {
        game,
        players,
        bots,
        games: k,
        seed: parseSeed(o.seed),
        options: parseGameOptions(game, o.option),
        ...(maxActions ? { maxActions } : {}),
      };
      let results: ReturnType<typeof openArenaResults> | undefined;
      if (o.results !== undefined) {
        try {
          results = openArenaResults(String(o.results), args);
        } catch (e) {
          throw new UsageError((e as Error).message);
        }
        if (o.progress) process.stderr.write(`${results.done.size} games already in ${String(o.results)}\n`);
      }
      const report = await runArenaParallel(
        {
          ...args,
          done: results?.done,
          onGame: (i, g) => {
            results?.add(i, g);
            if (!o.progress) return;
            const res = g.outcome ? g.outcome.scores.map((x, s) => `${bots[g.seating[s]!]}=${x}`).join(' ') : g.error;
            process.stderr.write(`game ${i + 1}/${k}: ${res}\n`);
          },
        },
        { jobs, registry: new URL('../registry.ts', import.meta.url).href },
      );
      ctx.out(o.json ? JSON.stringify(report) : formatArena(report));
      if (report.errors) ctx.fail(1);
    });
}
