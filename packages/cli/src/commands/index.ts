/**
 * Every subcommand registers itself here: one file per command (or family), one line each, so
 * packages can add commands without touching each other's code.
 */
import type { Command } from 'commander';
import { registerAnalyze } from './analyze';
import { registerArena } from './arena';
import type { CommandContext } from './context';
import { registerCore } from './core';
import { registerPlay } from './play';
import { registerRatings } from './ratings';
import { registerServer } from './server';

export function registerCommands(program: Command, ctx: CommandContext): void {
  registerCore(program, ctx);
  registerArena(program, ctx);
  registerAnalyze(program, ctx);
  registerPlay(program, ctx);
  registerServer(program, ctx);
  registerRatings(program, ctx);
}
