/**
 * `tabula bench signins` (issue 44): what signing people in costs the people already playing.
 * Sign-ins hash a password (argon2id, ~45 ms and 19 MiB each, accounts/password.ts) off the event
 * loop but on the same machine's cores, so the question is whether the players' round trips hold
 * while they run. Accounts are made first; then players seated at tables (the connection bench's
 * crowd: random legal moves after a person's think time) play a warm-up, a baseline phase without
 * sign-ins, and a phase beside a steady rate of sign-ins. The report compares the two phases'
 * round trips and the server's CPU and RSS, with the sign-ins' latency and refusals.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { findGame } from '@tabula/wire/games';
import { CLIENTS_PER_ADDRESS, SOURCE_PREFIX } from '../connections/addresses';
import { Crowd } from '../connections/crowd';
import { cpuShare, type ServerSample, sampleServer } from '../connections/serverProcess';
import { allCounters, bucketQuantile, type ServerCounters } from '../serverMetrics';
import { accountsFor, createAccounts } from './accounts';
import { mb, type PhaseResult, phaseResult, type SignInBenchResult, signInResult, TARGET_P99_MS } from './result';
import { SignInLoad } from './signInLoad';

export interface SignInBenchOptions {
  url: string;
  /** The server's pid, when it runs on this machine: RSS and CPU are read from /proc (else /metrics). */
  pid?: number;
  /** Sign-ins per second in the loaded phase (default 20). */
  rate?: number;
  /** Playing clients (default 100), at tables of the game's smallest count (at least 2). */
  players?: number;
  /** Seconds of each measured phase (default 30). */
  seconds?: number;
  /** Mean think time before each move (ms, default 1000), each drawn from [0.5, 1.5] × it. */
  thinkMs?: number;
  /** Seconds played before the baseline, unmeasured (default 10: a fresh server compiles its hot paths first). */
  warmupSeconds?: number;
  game?: string;
  log?: (s: string) => void;
}

const DRAIN_MS = 5000;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function benchSignins(o: SignInBenchOptions): Promise<SignInBenchResult> {
  const game = findGame(o.game ?? 'hansa');
  if (!game) throw new Error(`unknown game "${o.game}"`);
  const log = o.log ?? (() => undefined);
  const rate = o.rate ?? 20;
  const seconds = o.seconds ?? 30;
  const thinkMs = o.thinkMs ?? 1000;
  const warmupSeconds = o.warmupSeconds ?? 10;
  const seatsPerTable = Math.max(2, game.facts.minPlayers);
  const tables = Math.max(1, Math.floor((o.players ?? 100) / seatsPerTable));
  const sample = () => sampleServer(o.url, o.pid);
  const idle = await sample();

  // A second's more than the phase sends, so a late end never takes an account past its share.
  const accountCount = accountsFor(Math.ceil(rate * (seconds + 1)));
  log(`signing up ${accountCount} accounts`);
  const t0 = performance.now();
  const accounts = await createAccounts(o.url, accountCount);
  const signUpMs = performance.now() - t0;

  let phase: number[] | null = null;
  const crowd = new Crowd({
    url: o.url,
    game: game.id,
    players: seatsPerTable,
    tables,
    spectators: 0,
    silent: 0,
    thinkMs,
    perAddress: CLIENTS_PER_ADDRESS,
    sourcePrefix: SOURCE_PREFIX,
    opening: 16,
    onAck: (ms) => phase?.push(ms),
  });
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const load = new SignInLoad(o.url, accounts, rate);
  const phases: PhaseResult[] = [];
  try {
    log(`seating ${tables} tables of ${seatsPerTable}`);
    await crowd.seatTables();
    crowd.start();
    log(`warming up for ${warmupSeconds} s`);
    await pause(warmupSeconds * 1000);
    loop.enable();
    for (const name of ['baseline', 'sign-ins'] as const) {
      log(`${name}: ${seconds} s${name === 'sign-ins' ? ` at ${rate} sign-ins/s` : ''}`);
      const latencies: number[] = [];
      const [before, counters] = await Promise.all([sample(), allCounters([o.url])]);
      phase = latencies;
      if (name === 'sign-ins') load.start();
      await pause(seconds * 1000);
      phase = null;
      const stopping = name === 'sign-ins' ? load.stop() : null;
      const [after, countersAfter] = await Promise.all([sample(), allCounters([o.url])]);
      await stopping;
      phases.push(measured(name, latencies, before, after, counters, countersAfter));
      const p = phases.at(-1)!;
      log(`${name}: ${p.actions} actions, p99 ${p.p99Ms} ms`);
    }
    loop.disable();
    crowd.pause();
    const deadline = performance.now() + DRAIN_MS;
    while (crowd.waiting > 0 && performance.now() < deadline) await pause(10);
  } finally {
    await load.stop();
    await crowd.close();
  }
  const loaded = phases.find((p) => p.name === 'sign-ins')!;
  const signIns = signInResult(load.counts, load.sentPerSecond);
  return {
    game: game.id,
    players: tables * seatsPerTable,
    tables,
    seatsPerTable,
    thinkMs,
    warmupSeconds,
    rate,
    accounts: accounts.length,
    signUpMs: Math.round(signUpMs),
    usesPerAccount: Math.ceil(signIns.sent / accounts.length),
    phases,
    signIns,
    idleRssMb: mb(idle.rss),
    source: idle.source,
    stale: crowd.stale,
    errors: crowd.errorCount,
    errorSamples: crowd.errors,
    clientLoopP99Ms: loop.count > 0 ? Math.round((loop.percentile(99) / 1e6) * 100) / 100 : 0,
    met: loaded.p99Ms < TARGET_P99_MS && signIns.ok === signIns.sent,
  };
}

function measured(
  name: PhaseResult['name'],
  latencies: number[],
  before: ServerSample,
  after: ServerSample,
  counters: ServerCounters | null,
  countersAfter: ServerCounters | null,
): PhaseResult {
  return phaseResult(name, (after.at - before.at) / 1000, latencies, {
    cpu: cpuShare(before, after),
    rss: after.rss,
    p99Ms: counters && countersAfter ? bucketQuantile(counters.latency, countersAfter.latency, 0.99) : null,
  });
}
