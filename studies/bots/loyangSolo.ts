/**
 * Looking into the Loyang solo bot (a study tool, not a test):
 *
 *   npx tsx studies/bots/loyangSolo.ts trace [seed=100] [games=4] [spec=heuristic]
 *   npx tsx studies/bots/loyangSolo.ts bias  [seed=100] [games=40] [spec=heuristic]
 *
 * The deals are the arena's (`tabula arena --game loyang --players 1 --seed S`: game g is deal
 * `S:g`). `trace` prints each round's end: Path, Cash, Loans, cards in play, sown/empty fields and
 * what the Card phase and the Two-pack brought (card kind @ Offer row, L-14.4). `bias` compares
 * the evaluation at the start of each round with the game's final Path (L-13): per round the mean
 * and spread of final − evaluation, how well the evaluation orders the games (correlation), and
 * how the error goes with each feature (a feature the evaluation under- or overvalues shows as a
 * correlation with the error — a hint, not proof: the bot's own choices shape the features).
 */
import { card, type LoyangState } from '@tabula/loyang';
import { evaluateLoyang } from '../../packages/bots/src/evaluation/loyang';
import { playLoyang } from '../../packages/bots/test/helpers';
import { corr } from './correlation';

const mode = process.argv[2] ?? 'trace';
const seedBase = process.argv[3] ?? '100';
const games = Number(process.argv[4] ?? (mode === 'bias' ? 40 : 4));
const spec = process.argv[5] ?? 'heuristic';

const FEATURES = ['path', 'cash', 'regulars', 'casuals', 'helpers', 'stalls', 'sown', 'empty'] as const;
type Snapshot = Record<(typeof FEATURES)[number] | 'round' | 'eval', number>;

function features(s: LoyangState): Snapshot {
  const p = s.p[0]!;
  return {
    round: s.round,
    eval: evaluateLoyang(s, 0),
    path: p.path,
    cash: p.cash,
    regulars: p.regulars.length,
    casuals: p.casuals.length,
    helpers: p.helpers.length,
    stalls: p.stalls.length,
    sown: p.fields.filter((f) => f.n > 0).length,
    empty: p.fields.filter((f) => f.n === 0 && f.veg < 0).length,
  };
}

/** A card's kind as the trace prints it (the Helper by its name). */
const LABEL: Record<string, string> = { field: 'CF', stall: 'MS', regular: 'RC', casual: 'CC' };
const kind = (id: string) => LABEL[card(id).kind] ?? card(id).names.en;

/** One solo game; `onRound` sees the first state of every new round and what the last one brought. */
function play(g: number, onRound: (s: LoyangState, ended: number, got: string[]) => void): number {
  let got: string[] = [];
  const s = playLoyang(1, `${seedBase}:${g}`, spec, {
    action(t, _seat, a) {
      if (a.type === 'buyOffer') got.push(`${kind(t.offer![a.slot]!)}@${Math.floor(a.slot / 3) + 1}`);
      if (a.type === 'keep') got.push(`2p:${a.cards.map(kind).join('+') || '-'}`);
      if (a.type === 'loan') got.push('Loan');
    },
    round(t, ended) {
      onRound(t, ended, got);
      got = [];
    },
  });
  return s.p[0]!.path - s.p[0]!.loans;
}

function trace(): void {
  for (let g = 0; g < games; g++) {
    const lines: string[] = [];
    const final = play(g, (s, ended, got) => {
      const f = features(s);
      lines.push(
        `  r${ended} Path ${f.path} Cash ${f.cash} Loans ${s.p[0]!.loans} | RC ${f.regulars} CC ${f.casuals} H ${f.helpers} MS ${f.stalls} | fields ${f.sown} sown ${f.empty} empty | ${got.join(' ')}`,
      );
    });
    console.log(`deal ${seedBase}:${g}: final ${final}\n${lines.join('\n')}`);
  }
}

function bias(): void {
  const rows: Array<Snapshot & { final: number }> = [];
  for (let g = 0; g < games; g++) {
    const snaps: Snapshot[] = [];
    const final = play(g, (s) => {
      if (s.phase !== 'over') snaps.push(features(s));
    });
    for (const x of snaps) rows.push({ ...x, final });
  }
  const pad = (x: string | number, n = 7) => String(x).padStart(n);
  console.log(
    `${pad('round', 5)}${pad('error')}${pad('spread')}${pad('order')} | correlation of the error (final − evaluation) with`,
  );
  console.log(`${' '.repeat(26)} | ${FEATURES.map((f) => pad(f, 9)).join('')}`);
  for (const r of [...new Set(rows.map((x) => x.round))].sort((a, b) => a - b)) {
    const at = rows.filter((x) => x.round === r);
    const err = at.map((x) => x.final - x.eval);
    const mean = err.reduce((a, b) => a + b, 0) / err.length;
    const spread = Math.sqrt(err.reduce((a, b) => a + (b - mean) ** 2, 0) / err.length);
    const order = corr(
      at.map((x) => x.eval),
      at.map((x) => x.final),
    );
    const cells = FEATURES.map((f) =>
      pad(
        corr(
          at.map((x) => x[f]),
          err,
        ).toFixed(2),
        9,
      ),
    ).join('');
    console.log(`${pad(r, 5)}${pad(mean.toFixed(2))}${pad(spread.toFixed(2))}${pad(order.toFixed(2))} | ${cells}`);
  }
}

if (mode === 'bias') bias();
else trace();
