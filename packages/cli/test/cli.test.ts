/** The `tabula` command as a user runs it: exit codes, JSON output, records that replay. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/tabula.js', import.meta.url));

function tabula(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('tabula simulate', () => {
  it('prints one JSON object with errors 0 and replayMismatches 0, the same twice', () => {
    const a = tabula('simulate', '--game', 'nim', '--players', '2', '--games', '200', '--seed', '1', '--json');
    expect(a.code).toBe(0);
    const r = JSON.parse(a.out);
    for (const k of [
      'game',
      'players',
      'games',
      'actions',
      'errors',
      'replayMismatches',
      'wallMs',
      'gamesPerSec',
      'actionsPerSec',
      'outcome',
    ])
      expect(r).toHaveProperty(k);
    expect(r).toMatchObject({ game: 'nim', players: 2, games: 200, errors: 0, replayMismatches: 0 });
    expect(r.outcome.wins[0] + r.outcome.wins[1]).toBe(200);
    const b = JSON.parse(
      tabula('simulate', '--game', 'nim', '--players', '2', '--games', '200', '--seed', '1', '--json').out,
    );
    expect(b.outcome).toEqual(r.outcome);
    expect(b.actions).toBe(r.actions);
  });

  it('rejects an unknown game, a bad player count and a bad option with exit code 2', () => {
    const unknown = tabula('simulate', '--game', 'chess', '--players', '2');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/unknown game "chess"; known games: .*nim/);
    const players = tabula('simulate', '--game', 'nim', '--players', '9');
    expect(players.code).toBe(2);
    expect(players.err).toMatch(/nim is for 2–4 players, got 9/);
    const option = tabula('simulate', '--game', 'nim', '--players', '2', '--option', 'speed=3');
    expect(option.code).toBe(2);
    expect(option.err).toMatch(/nim has no option "speed"/);
    expect(tabula('simulate', '--bogus').code).toBe(2);
    expect(tabula('frobnicate').code).toBe(2);
  });

  it('bench server refuses a name that is no game, inherited object keys included, before connecting', () => {
    for (const name of ['chess', 'constructor', '__proto__']) {
      const r = tabula('bench', 'server', '--url', 'http://127.0.0.1:9', '--game', name, '--seconds', '1');
      expect(r.code).toBe(2);
      expect(r.err).toMatch(new RegExp(`unknown game "${name}"`));
    }
  });
});

describe('tabula replay', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-cli-'));

  it('replays records written by simulate --save, printing the outcome and hash', () => {
    expect(
      tabula('simulate', '--game', 'nim', '--players', '3', '--games', '2', '--seed', '5', '--save', dir).code,
    ).toBe(0);
    const files = readdirSync(dir);
    expect(files).toHaveLength(2);
    const r = tabula('replay', join(dir, files[0]!), '--json');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    expect(report).toMatchObject({ game: 'nim', players: 3, finished: true });
    expect(report.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(report.outcome.ranking).toContain(1);
  });

  it('names the action index and rule id of a corrupt record, with exit code 1', () => {
    const file = join(dir, readdirSync(dir)[0]!);
    const record = JSON.parse(readFileSync(file, 'utf8'));
    record.actions[1] = { seat: record.actions[1].seat, action: { type: 'bid', n: 7 } };
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify(record));
    const r = tabula('replay', bad);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/action #1 rejected \(N-1\)/);
  });

  it('refuses a file that is not JSON, or not a record, with exit code 1', () => {
    const notJson = join(dir, 'x.txt');
    writeFileSync(notJson, '{ nope');
    expect(tabula('replay', notJson)).toMatchObject({ code: 1 });
    expect(tabula('replay', notJson).err).toMatch(/not valid JSON/);
    const notRecord = join(dir, 'y.json');
    writeFileSync(notRecord, '{"game":"nim"}');
    expect(tabula('replay', notRecord).err).toMatch(/record rejected \(ENGINE-RECORD\)/);
    expect(tabula('replay', join(dir, 'missing.json')).code).toBe(1);
  });
});

describe('tabula arena', () => {
  it('prints the JSON report, and with --results plays only the games the file lacks', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'tabula-arena-')), 'nim.jsonl');
    const base = [
      'arena',
      '--game',
      'nim',
      '--players',
      '2',
      '--bots',
      'search:iters=20,random',
      '--seed',
      '3',
      '--results',
      file,
    ];
    const first = tabula(...base, '--games', '4', '--json');
    expect(first.code).toBe(0);
    const r = JSON.parse(first.out);
    expect(r.games).toBe(4);
    expect(r.bots.map((b: { name: string }) => b.name)).toEqual(['search:iters=20', 'random']);
    expect(r.bots[0].wins + r.bots[1].wins).toBeCloseTo(4);
    for (const b of r.bots) expect(b.ci95[0]).toBeLessThanOrEqual(b.winRate);
    const more = tabula(...base, '--games', '6', '--json', '--progress');
    expect(more.code).toBe(0);
    expect(more.err).toMatch(/4 games already in/);
    expect(more.err.match(/^game \d+\/6/gm)).toEqual(['game 5/6', 'game 6/6']);
    const whole = tabula(...base.slice(0, -2), '--games', '6', '--json');
    expect(JSON.parse(more.out).bots.map((b: { wins: number }) => b.wins)).toEqual(
      JSON.parse(whole.out).bots.map((b: { wins: number }) => b.wins),
    );
    const other = tabula(
      'arena',
      '--game',
      'nim',
      '--players',
      '2',
      '--bots',
      'random,random',
      '--seed',
      '3',
      '--games',
      '2',
      '--results',
      file,
    );
    expect(other.code).toBe(2);
    expect(other.err).toMatch(/another arena/);
  }, 60_000);

  it('--max-actions stops a game that runs on, as an error (exit 1); a bad value is a usage error', () => {
    const capped = tabula(
      'arena',
      '--game',
      'nim',
      '--players',
      '2',
      '--bots',
      'random,random',
      '--games',
      '2',
      '--max-actions',
      '1',
      '--json',
    );
    expect(capped.code).toBe(1);
    const r = JSON.parse(capped.out);
    expect(r.errors).toBe(2);
    expect(r.errorSamples[0]).toMatch(/no end after 1 actions/);
    const bad = tabula('arena', '--game', 'nim', '--players', '2', '--bots', 'random,random', '--max-actions', '0');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--max-actions/);
  }, 60_000);

  it('takes the levels by name (issue 22) and refuses an unknown one as a usage error naming the levels', () => {
    const r = tabula(
      'arena',
      '--game',
      'nim',
      '--players',
      '2',
      '--bots',
      'intermediate,level:beginner',
      '--games',
      '2',
      '--seed',
      '1',
      '--json',
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).bots.map((b: { name: string }) => b.name)).toEqual(['intermediate', 'level:beginner']);
    const bad = tabula('arena', '--game', 'nim', '--players', '2', '--bots', 'level:grandmaster,random');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/unknown level "grandmaster": use beginner, intermediate, expert, master/);
  }, 60_000);

  it("--bots keeps a search spec's own tuning (search:iters=20,c=0.5 is one bot), and refuses bad tuning as a usage error", () => {
    const r = tabula(
      'arena',
      '--game',
      'nim',
      '--players',
      '2',
      '--bots',
      'search:iters=20,c=0.5,random',
      '--games',
      '2',
      '--seed',
      '1',
      '--json',
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).bots.map((b: { name: string }) => b.name)).toEqual(['search:iters=20,c=0.5', 'random']);
    const bad = tabula('arena', '--game', 'nim', '--players', '2', '--bots', 'search:iters=20,c=11,random');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/c is a number in \[0, 10\]/);
  }, 60_000);
});

describe('tabula serve', () => {
  it('refuses --trust-proxy true (and a range of every address) with exit code 2 saying why, before it listens (issue 41)', () => {
    const data = mkdtempSync(join(tmpdir(), 'tabula-serve-'));
    const serve = (value: string) => {
      const r = spawnSync(process.execPath, [bin, 'serve', '--port', '0', '--data', data, '--trust-proxy', value], {
        encoding: 'utf8',
        timeout: 15_000,
      });
      return { code: r.status, out: r.stdout, err: r.stderr };
    };
    const t = serve('true');
    expect(t.code).toBe(2);
    expect(t.err).toMatch(
      /--trust-proxy "true" is refused: .*voiding every per-address limit; give the proxy's address or CIDR range, or the number of proxy hops/,
    );
    expect(t.out).not.toMatch(/listening/);
    const all = serve('0.0.0.0/0');
    expect(all.code).toBe(2);
    expect(all.err).toMatch(/--trust-proxy "0\.0\.0\.0\/0" is every address/);
  });
});
