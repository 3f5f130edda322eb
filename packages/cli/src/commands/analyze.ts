/** `tabula analyze RECORD`: each decision's expected outcome and the moves that lost the most. */
import type { Command } from 'commander';
import { positiveInt, parseSeed } from '../options';
import { UsageError } from '../registry';
import { analyzeFile, describeDecisions, formatAnalyze } from '../analyze';
import type { CommandContext } from './context';

export function registerAnalyze(program: Command, ctx: CommandContext): void {
  program
    .command('analyze')
    .description(
      "each decision's expected outcome for every seat, from the acting seat's view, and the moves that lost the most",
    )
    .argument('<record>', 'a finished game record (simulate --save, play --save, arena, the server)')
    .option('--iters <n>', 'play-outs per decision (deterministic)')
    .option('--ms <n>', 'milliseconds per decision (default 200 when --iters is not given)')
    .option('--seed <s>', 'seed of the analysis', '1')
    .option('--from <i>', 'first action index analysed', '0')
    .option('--to <i>', 'stop before this action index')
    .option('--max-decisions <n>', 'analyse at most N decisions')
    .option('--jobs <n>', 'analyse on N threads (same figures with --iters)', '1')
    .option('--progress', 'print a line per analysed decision on stderr')
    .option('--json', 'print one JSON object')
    .action(async (file: string, o) => {
      if (o.iters !== undefined && o.ms !== undefined) throw new UsageError('give --iters or --ms, not both');
      const options = {
        ...(o.iters !== undefined
          ? { iters: positiveInt('--iters', o.iters) }
          : { ms: positiveInt('--ms', o.ms ?? '200') }),
        seed: parseSeed(o.seed),
        from: positiveInt('--from', o.from, 0),
        ...(o.to !== undefined ? { to: positiveInt('--to', o.to, 0) } : {}),
        ...(o.maxDecisions !== undefined ? { maxDecisions: positiveInt('--max-decisions', o.maxDecisions) } : {}),
        jobs: positiveInt('--jobs', o.jobs),
      };
      const { report, game, record } = await analyzeFile(file, options, (d) => {
        if (o.progress) process.stderr.write(`#${d.index} seat ${d.seat}: loss ${d.loss.toFixed(3)}\n`);
      });
      const texts = describeDecisions(game, record, report.decisions);
      if (o.json) {
        const withText = (d: (typeof report.decisions)[number]) => ({
          ...d,
          chosenText: texts.get(d.index)!.chosen,
          bestText: texts.get(d.index)!.best,
        });
        ctx.out(
          JSON.stringify({ ...report, decisions: report.decisions.map(withText), worst: report.worst.map(withText) }),
        );
      } else ctx.out(formatAnalyze(report, texts));
    });
}
