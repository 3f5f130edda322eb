/**
 * How much JavaScript heap a match held in memory costs, by part (issue 46: a resident match, not
 * a connection, was what 10,000 connected people filled the server's heap with):
 *
 *   node --expose-gc --import tsx studies/server/residentMatch.ts [game=hansa] [players=2] [moves=60] [modes]
 *
 * Plays 400 games `moves` actions deep (each a fixed walk through the legal lists, seeds 0–399)
 * and keeps, per mode, what a resident match keeps: `state` the final state only; `memo` also
 * every version's views for each seat and a spectator made on the way (the view memo's entries
 * for the final state stay, as on the server); `views` also the final views; `json` also their
 * JSON (what `net/messages.ts` kept until an update was sent); `log` the state and every action's
 * events as objects (the server's log before issue 46); `logText` the same as the server's log
 * keeps them now (`match/eventLog.ts`). Modes are a comma-separated list (default all). Prints the
 * heap added per match after full collections. The server's own structures (legal lists, seats,
 * undo trail) are not in it: `tabula bench server --connections N` measures those as RSS.
 */
import type { AnyGame, Viewer } from '@tabula/engine';
import { hansa } from '@tabula/hansa';
import { loyang } from '@tabula/loyang';
import { logEntry } from '../../packages/server/src/match/eventLog';

const GAMES = 400;
const game = (process.argv[2] === 'loyang' ? loyang : hansa) as unknown as AnyGame;
const players = Number(process.argv[3] ?? 2);
const moves = Number(process.argv[4] ?? 60);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

function heap(): number {
  gc!();
  gc!();
  return process.memoryUsage().heapUsed;
}

const viewers: Viewer[] = [...Array.from({ length: players }, (_, i) => i), 'spectator'];

function measure(mode: string): number {
  const keep: unknown[] = [];
  const before = heap();
  for (let g = 0; g < GAMES; g++) {
    let s = game.setup({ players, seed: g, options: {} });
    const log: unknown[] = [];
    for (let n = 0; n < moves && !game.outcome(s); n++) {
      const seat = game.activeSeats(s)[0]!;
      const legal = game.legalActions(s, seat);
      const r = game.apply(s, seat, legal[(g * 7 + n) % legal.length]);
      s = r.state;
      if (mode === 'log') log.push({ version: n + 1, seat, events: r.events });
      if (mode === 'logText') log.push(logEntry(n + 1, seat, r.events));
      if (mode === 'memo' || mode === 'views' || mode === 'json') for (const v of viewers) game.view(s, v);
    }
    keep.push(s, log);
    if (mode === 'views' || mode === 'json')
      for (const v of viewers) {
        const view = game.view(s, v);
        keep.push(view, mode === 'json' ? JSON.stringify(view) : null);
      }
  }
  const added = heap() - before;
  // `keep` read after the measurement, so it is not collected before it.
  if (keep.length === 0) throw new Error('nothing kept');
  return added / GAMES;
}

for (const mode of (process.argv[5] ?? 'state,memo,views,json,log,logText').split(','))
  console.log(`${game.id} ${players}p ${moves} moves, ${mode}: ${(measure(mode) / 1024).toFixed(1)} KB per match`);
