/**
 * Fitting the Loyang solo value (`packages/bots/src/evaluation/loyangSoloValue.ts`; a study tool, not a test):
 *
 *   npx tsx studies/bots/loyangValue.ts play SEED FROM TO SPEC OUT.jsonl
 *   npx tsx studies/bots/loyangValue.ts fit OUT.json IN.jsonl [IN.jsonl …]
 *
 * `play` plays solo deals `SEED:FROM` … `SEED:TO−1` (the arena's deals) with the bot `SPEC` and
 * writes, for the first state of every round, the round, the features and the game's final Path
 * (Path − Loans, L-13). `fit` fits one ridge regression per round on standardized features and
 * writes the model the bot loads; it prints each round's fit (R², and the hand-written
 * evaluation's own correlation with the final Path for comparison).
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { evaluateLoyang } from '../../packages/bots/src/evaluation/loyang';
import { SOLO_FEATURES, soloFeatures } from '../../packages/bots/src/evaluation/loyangSoloValue';
import { playLoyang } from '../../packages/bots/test/helpers';
import { corr } from './correlation';

interface Row {
  round: number;
  x: number[];
  final: number;
}

function play(seed: string, from: number, to: number, spec: string, out: string): void {
  for (let g = from; g < to; g++) {
    const snaps: Array<{ round: number; x: number[] }> = [];
    const s = playLoyang(1, `${seed}:${g}`, spec, {
      round(t) {
        if (t.phase !== 'over') snaps.push({ round: t.round, x: soloFeatures(t, evaluateLoyang(t, 0)) });
      },
    });
    const final = s.p[0]!.path - s.p[0]!.loans;
    appendFileSync(out, `${snaps.map((x) => JSON.stringify({ ...x, final })).join('\n')}\n`);
  }
}

/** Solves A·x = b (A square, symmetric positive definite after the ridge) by elimination. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[piv]![c]!)) piv = r;
    [m[c], m[piv]] = [m[piv]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/**
 * Settings by environment: `USE=a,b,…` the features to fit (default all; the kept fit's list is in
 * the model's "fit" entry), `RIDGE=λ` (default 100), `RESIDUAL=0` to fit the final Path itself
 * instead of what the evaluation missed, `SOURCE=…` the data's description for the model file,
 * `HOLDOUT=1` to fit on four games in five and report the fit on the fifth (a game's rows are
 * consecutive in a file), to choose λ and the features.
 */
function fit(out: string, inputs: string[], lambda = Number(process.env.RIDGE ?? 100)): void {
  const all: Row[] = inputs.flatMap((f) =>
    readFileSync(f, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Row),
  );
  const holdout = process.env.HOLDOUT === '1';
  const perGame = 9;
  const rows = holdout ? all.filter((_, i) => Math.floor(i / perGame) % 5 !== 0) : all;
  const test = holdout ? all.filter((_, i) => Math.floor(i / perGame) % 5 === 0) : [];
  const rounds: Record<string, unknown> = {};
  // Fitting final − evaluation lets the ridge shrink towards the evaluation itself.
  const residual = process.env.RESIDUAL !== '0';
  const target = (x: Row) => x.final - (residual ? x.x[0]! : 0);
  // USE=a,b,c: fit only these features (the others get weight 0).
  const use = process.env.USE ? new Set(process.env.USE.split(',')) : null;
  const on = SOLO_FEATURES.map((f) => !use || use.has(f));
  for (const r of [...new Set(rows.map((x) => x.round))].sort((a, b) => a - b)) {
    const at = rows.filter((x) => x.round === r);
    const n = at.length;
    const mean = SOLO_FEATURES.map((_, i) => at.reduce((a, x) => a + x.x[i]!, 0) / n);
    const sd = SOLO_FEATURES.map((_, i) => Math.sqrt(at.reduce((a, x) => a + (x.x[i]! - mean[i]!) ** 2, 0) / n) || 1);
    const y = at.map(target);
    const bias = y.reduce((a, b) => a + b, 0) / n;
    const z = at.map((x) => x.x.map((v, i) => (on[i] ? (v - mean[i]!) / sd[i]! : 0)));
    const ata = SOLO_FEATURES.map((_, i) =>
      SOLO_FEATURES.map(
        (_, j) => z.reduce((a, row) => a + row[i]! * row[j]!, 0) + (i === j ? (on[i] ? lambda : 1) : 0),
      ),
    );
    const aty = SOLO_FEATURES.map((_, i) => z.reduce((a, row, t) => a + row[i]! * (y[t]! - bias), 0));
    const w = solve(ata, aty);
    const pred = z.map((row, t) => bias + row.reduce((a, v, i) => a + v * w[i]!, 0) + (residual ? at[t]!.x[0]! : 0));
    const r2 =
      corr(
        pred,
        at.map((x) => x.final),
      ) ** 2;
    const own = corr(
      at.map((x) => x.x[0]!),
      at.map((x) => x.final),
    );
    let held = '';
    const tt = test.filter((x) => x.round === r);
    if (tt.length) {
      const tp = tt.map(
        (x) => bias + x.x.reduce((a, v, i) => a + ((v - mean[i]!) / sd[i]!) * w[i]!, 0) + (residual ? x.x[0]! : 0),
      );
      const ty = tt.map((x) => x.final);
      const ev = corr(
        tt.map((x) => x.x[0]!),
        ty,
      );
      held = `; held out: R² ${(corr(tp, ty) ** 2).toFixed(3)} vs the evaluation's ${(ev * ev).toFixed(3)}`;
    }
    console.log(
      `round ${r}: ${n} samples, R² ${r2.toFixed(3)} (the evaluation alone: r ${own.toFixed(2)}, R² ${(own * own).toFixed(3)})${held}`,
    );
    console.log(`  ${SOLO_FEATURES.map((f, i) => `${f} ${(w[i]! / sd[i]!).toFixed(3)}`).join(', ')}`);
    rounds[String(r)] = {
      residual,
      mean: mean.map((v) => +v.toFixed(6)),
      sd: sd.map((v) => +v.toFixed(6)),
      bias: +bias.toFixed(6),
      w: w.map((v) => +v.toFixed(6)),
    };
  }
  const samples = rows.length;
  const source = process.env.SOURCE ?? inputs.join(' ');
  const how = { residual, ridge: lambda, features: use ? [...use] : 'all' };
  // One line per entry, so that a new fit reads as a diff of rounds.
  const line = (k: string, v: unknown, pad: string) => `${pad}${JSON.stringify(k)}: ${JSON.stringify(v)}`;
  const head = Object.entries({ features: SOLO_FEATURES, samples, source, fit: how }).map(([k, v]) => line(k, v, '  '));
  const body = Object.entries(rounds).map(([k, v]) => line(k, v, '    '));
  writeFileSync(out, `{\n${head.join(',\n')},\n  "rounds": {\n${body.join(',\n')}\n  }\n}\n`);
}

const [mode, ...args] = process.argv.slice(2);
if (mode === 'play') play(args[0]!, Number(args[1]), Number(args[2]), args[3]!, args[4]!);
// biome-ignore lint/suspicious/noFocusedTests: `fit` is this study's regression (the `fit` mode), not Jasmine's focused `it`; this script is no test file.
else if (mode === 'fit') fit(args[0]!, args.slice(1));
else throw new Error('usage: loyangValue.ts play SEED FROM TO SPEC OUT.jsonl | fit OUT.json IN.jsonl…');
