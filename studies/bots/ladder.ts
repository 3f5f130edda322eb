/**
 * The lobby's ladder (issue 44): each level against the one below at every table size, from the
 * arena files in `studies/bots/measurements/`, written to `packages/bots/src/ladder.json` (what
 * the lobby shows) and printed as the bots README's table:
 *
 *   npx tsx studies/bots/ladder.ts [--write]
 *
 * Each rung is one arena file: one seat of the upper level against N − 1 of the lower, seats
 * rotated over each deal. Only whole deals count (every rotation played), so a file cut short
 * keeps its seats balanced. The score and its interval are `rungOf`'s (`tools/rung.ts`): pairs of
 * an upper and a lower seat, the game as the unit (widened by the deals where they tie games). A level counts as measured by the spec it
 * stands for without its time cap (`search:iters=16` for the Master's `search:iters=16,ms=3000`):
 * the cap only cuts a search the machine is too slow for, and an arena on this loaded machine
 * must not be cut (README "Levels").
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { LEVELS, type LevelId } from '../../packages/bots/src';
import { type RungGame, rungOf } from '../../packages/bots/src/tools';

const DIR = 'studies/bots/measurements';
const OUT = 'packages/bots/src/ladder.json';
/**
 * The arenas of this ladder: the session-35 files (the bots as at main f9d956d), seed 2044 —
 * several continued in session 36 at ee8d58c, whose bots play every game as f9d956d's (each game
 * is a function of its number; between the two only the Master's time cap changed) —, session
 * 36's new rung (`ee8d58c-…`, seed 2044), and session 23's 2-player heuristic rungs (200 games
 * each at dcdc338: the heuristic bots' code has changed since by refactors and speed-ups that keep
 * every choice, `test/pinned.test.ts`). Of two files for one rung the one with more games counts.
 */
const FILES =
  /^(?:(?:f9d956d|ee8d58c)-(loyang|hansa)-\dp-.*-seed2044|dcdc338-(loyang|hansa)-2p-eps[\d.]+-vs-eps[\d.]+-seed2027-200)\.jsonl$/;
const SIZES: Record<string, number[]> = { loyang: [2, 3, 4], hansa: [2, 3, 4, 5] };

/** The spec an arena measured a level by: its own, without a time cap next to a play-out budget. */
const measuredAs = (spec: string) => spec.replace(/^(search:iters=\d+),ms=\d+$/, '$1');
const levelOfSpec = new Map(LEVELS.map((l) => [measuredAs(l.spec), l.id]));

interface Rung {
  game: string;
  players: number;
  upper: LevelId;
  lower: LevelId;
  games: number;
  deals: number;
  pairs: number;
  score: number;
  ci95: [number, number];
  file: string;
}

function read(file: string): { bots: string[]; players: number; runs: RungGame[] } {
  const lines = readFileSync(`${DIR}/${file}`, 'utf8').split('\n');
  const head = JSON.parse(lines[0]!).arena as { bots: string[]; players: number };
  const runs: RungGame[] = [];
  for (const line of lines.slice(1)) {
    try {
      runs.push((JSON.parse(line) as { run: RungGame }).run);
    } catch {
      // A last line cut off by a stopped run: not a game.
    }
  }
  // Whole deals only: every rotation of the deal played.
  const perDeal = new Map<string, number>();
  for (const r of runs) perDeal.set(r.seed, (perDeal.get(r.seed) ?? 0) + 1);
  return { ...head, runs: runs.filter((r) => perDeal.get(r.seed) === head.players) };
}

const rungs: Rung[] = [];
for (const file of readdirSync(DIR).sort()) {
  const m = FILES.exec(file);
  if (!m) continue;
  const { bots, players, runs } = read(file);
  const r = rungOf(bots, runs);
  const upper = levelOfSpec.get(bots[0]!);
  const lower = r && levelOfSpec.get(r.lower);
  if (!r || !upper || !lower || !r.deals) continue;
  const game = (m[1] ?? m[2])!;
  const same = rungs.findIndex((x) => x.game === game && x.players === players && x.upper === upper);
  if (same >= 0 && rungs[same]!.games >= r.games) continue;
  if (same >= 0) rungs.splice(same, 1);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  rungs.push({
    game,
    players,
    upper,
    lower,
    games: r.games,
    deals: r.deals,
    pairs: r.pairs,
    score: round(r.score),
    ci95: [round(r.ci95[0]), round(r.ci95[1])],
    file,
  });
}
const order = LEVELS.map((l) => l.id);
rungs.sort(
  (a, b) => a.game.localeCompare(b.game) || a.players - b.players || order.indexOf(a.upper) - order.indexOf(b.upper),
);

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
/** Shown: the interval's low end at 60% or above. */
const shown = (r: Rung) => (r.ci95[0] >= 0.6 ? 'yes' : 'not yet');
console.log('| game | players | rung | games (deals) | win share | 95% interval | shown (low end ≥ 60%) |');
console.log('|---|---|---|---|---|---|---|');
for (const [game, sizes] of Object.entries(SIZES))
  for (const n of sizes)
    for (let i = 1; i < order.length; i++) {
      const r = rungs.find((x) => x.game === game && x.players === n && x.upper === order[i]);
      const name = `${LEVELS[i]!.name} over ${LEVELS[i - 1]!.name}`;
      if (!r) console.log(`| ${game} | ${n} | ${name} | — | not measured | | |`);
      else
        console.log(
          `| ${game} | ${n} | ${name} | ${r.games} (${r.deals}) | ${pct(r.score)} | ${pct(r.ci95[0])}–${pct(r.ci95[1])} | ${shown(r)} |`,
        );
    }
if (process.argv.includes('--write')) {
  const date = new Date().toISOString().slice(0, 10);
  writeFileSync(OUT, `${JSON.stringify({ measured: date, rungs }, null, 2)}\n`);
  console.log(`wrote ${OUT} (${rungs.length} rungs)`);
}
