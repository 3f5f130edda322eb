/**
 * A server of its own for the sign-in bench (issue 44): `tabula serve` in a child process on a
 * free port and a fresh SQLite folder, so its CPU and RSS are its own (read from /proc by pid,
 * as the connection bench reads a server's) and the bench's clients do not share its event loop.
 * The caller gives the command line that starts `serve` (the CLI passes its own), so this package
 * does not need to know where the CLI lives.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ServerChild {
  url: string;
  pid: number;
  /** Where its database is (removed by `stop`). */
  dataDir: string;
  stop(): Promise<void>;
}

/** A loaded machine may take a while to load the sources through tsx. */
const START_TIMEOUT_MS = 60_000;

/** Starts `serve` by `command` (e.g. `[node, tabula.js, 'serve']`) and resolves once it listens. */
export function startServerChild(command: readonly string[], extraArgs: readonly string[] = []): Promise<ServerChild> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tabula-signins-'));
  const [exe, ...args] = command;
  if (!exe) throw new Error('no command to start the server with');
  const child = spawn(exe, [...args, '--port', '0', '--data', dataDir, ...extraArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => stopChild(child).finally(() => rmSync(dataDir, { recursive: true, force: true }));
  return new Promise((resolve, reject) => {
    let out = '';
    let listening = false;
    const fail = (why: string) => {
      clearTimeout(timer);
      void stop();
      reject(new Error(`${why}: ${out}`));
    };
    const timer = setTimeout(() => fail('the server did not start'), START_TIMEOUT_MS);
    // Read to the end, so a chatty server never blocks on a full pipe; kept only until it listens.
    child.stdout!.on('data', (d) => {
      if (listening) return;
      out += d;
      const m = /listening on (http:\/\/[^ ]+)/.exec(out);
      if (!m) return;
      listening = true;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ url: m[1]!, pid: child.pid!, dataDir, stop });
    });
    child.stderr!.on('data', (d) => {
      if (!listening) out += d;
    });
    child.once('exit', (code) => fail(`the server exited (${code})`));
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
