/** `tabula play`: a human in the terminal against bots. */
import type { Command } from 'commander';
import { botList, collectOption, parseGameOptions, parseSeed, playerCount } from '../options';
import { runPlay } from '../play';
import { gameById, games, UsageError } from '../registry';
import type { CommandContext } from './context';

export function registerPlay(program: Command, ctx: CommandContext): void {
  program
    .command('play')
    .description('play against bots in the terminal (reads one number per decision; q leaves)')
    .requiredOption('--game <id>', `game id (${Object.keys(games).join(', ')})`)
    .requiredOption('--players <n>', 'number of players')
    .option('--seat <n>', 'your seat', '0')
    .option(
      '--bots <list>',
      'bots for the other seats in seat order, or one for all: a level (beginner, intermediate, expert, master) or a raw spec (random, heuristic, search:ms=N, …)',
      'master',
    )
    .option('--seed <s>', 'seed (default: the clock)')
    .option('--option <key=value>', 'game option (repeatable)', collectOption, [])
    .option('--save <file>', 'write the game record to FILE (for tabula replay)')
    .action(async (o) => {
      const game = gameById(o.game);
      const players = playerCount(game, o.players);
      const seat = Number(o.seat);
      if (!Number.isInteger(seat) || seat < 0 || seat >= players)
        throw new UsageError(`--seat is 0–${players - 1}, got "${o.seat}"`);
      const bots = botList(String(o.bots));
      if (bots.length !== 1 && bots.length !== players - 1)
        throw new UsageError(`--bots needs ${players - 1} bots (or one for all), got ${bots.length}`);
      const code = await runPlay(
        {
          game,
          players,
          seat,
          bots,
          seed: o.seed === undefined ? Date.now() : parseSeed(o.seed),
          options: parseGameOptions(game, o.option),
          save: o.save,
        },
        process.stdin,
        process.stdout,
      );
      if (code) ctx.fail(code);
    });
}
