/**
 * `tabula play` for the real games, driven through a pipe to the end: a small responder reads
 * each prompt and answers with the number of a closing action (end the phase, stop, done), so a
 * whole game passes quickly; the saved record must replay to a finished game.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../cli/bin/tabula.js', import.meta.url));
const CLOSING =
  /end the Action phase|stop on the Path|^done$|keep nothing|end the turn|end turn|do not|no Kontor|pass/i;

function playPiped(args: string[]): Promise<{ code: number | null; out: string; answers: number }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, 'play', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let seen = 0;
    let answers = 0;
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (!out.endsWith('> ') || out.length === seen) return;
      seen = out.length;
      const block = out.slice(out.lastIndexOf('Your options:'));
      const options = [...block.matchAll(/^\s+(\d+)\. (.*)$/gm)].map((m) => ({ n: m[1]!, text: m[2]! }));
      const pick = options.find((o) => CLOSING.test(o.text)) ?? options[0]!;
      answers++;
      child.stdin.write(`${pick.n}\n`);
    });
    child.on('close', (code) => resolve({ code, out, answers }));
  });
}

describe('tabula play to the end of a real game', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-play-games-'));

  // Hansa is left out here: a game lasts long enough that it would take most of the package's
  // test budget; `play` is generic, and Hansa's renderer is exercised by the CLI by hand.
  for (const [game, players, bots] of [['loyang', '2', 'random']] as const) {
    it(`${game} ${players}p against ${bots}`, async () => {
      const file = join(dir, `${game}-${players}.json`);
      const args = ['--game', game, '--players', players, '--bots', bots, '--seed', '11', '--save', file];
      const r = await playPiped(args);
      expect(r.code).toBe(0);
      expect(r.answers).toBeGreaterThan(5);
      expect(r.out).toMatch(/Game over\. Final scores:/);
      const replayed = spawnSync(process.execPath, [bin, 'replay', file, '--json'], { encoding: 'utf8' });
      expect(JSON.parse(replayed.stdout)).toMatchObject({ game, finished: true });
    }, 120_000);
  }
});
