/**
 * Records as finished artefacts (issue 41, item 1). A finished match's record never changes, yet
 * `GET /api/matches/:id/record` read the whole log and chat on the server's thread and serialised
 * it for every request: 50–100 ms of everyone's time for a long Hansa match, and four requests in
 * flight lifted other players' p99 ≈ 200×. Now it is built once, on its first request, on a worker
 * thread with a read connection of its own (recordWorker.js), stored gzipped in the `records`
 * table, and served as stored with an ETag: gzip as it is to a client that accepts it, unzipped on
 * the way out (a stream) to one that does not.
 *
 * Concurrent first requests share one build. A running or open match has no record (409), as
 * before: its seed and hidden hands are secret until the end. A chat line said after the record was
 * built (the short "good game" window after the end, issue 41 item 3) makes it stale: the store
 * hands it out only while its chat is complete, and the next request builds it again.
 */
import { ENGINE_VERSION } from '@tabula/engine';
import { Worker } from 'node:worker_threads';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../net/httpError';
import type { ReadSource, Store, StoredRecord } from '../store/store';
import { gameOptions } from '../table/tableOptions';

/**
 * How long after a match's end its record may still change (a chat line in the "good game"
 * window, which closes well within it); past it the record is immutable and cached as such.
 */
const RECORD_SETTLES_MS = 10 * 60_000;

type Built = StoredRecord & { endedAt: string };

interface Job {
  source: ReadSource;
  matchId: string;
  /** The record's JSON up to its log, without the closing brace. */
  head: string;
  /** The table events' JSON. */
  table: string;
}

/** The worker thread that builds records one at a time (recordWorker.js). */
class RecordThread {
  private readonly worker = new Worker(new URL('./recordWorker.js', import.meta.url));
  private readonly jobs = new Map<number, { resolve(r: StoredRecord): void; reject(e: Error): void }>();
  private nextId = 1;
  dead = false;

  constructor() {
    // Only a build in flight is waited for: the thread alone keeps no process alive.
    this.worker.unref();
    this.worker.on(
      'message',
      (m: {
        id: number;
        error?: string;
        record?: { etag: string; gz: Uint8Array; bytes: number; chatNext: number };
      }) => {
        const job = this.jobs.get(m.id);
        this.jobs.delete(m.id);
        if (m.error !== undefined || !m.record)
          return job?.reject(new Error(`the record could not be built: ${m.error}`));
        const { gz, ...rest } = m.record;
        job?.resolve({ ...rest, gz: Buffer.from(gz.buffer, gz.byteOffset, gz.byteLength) });
      },
    );
    const fail = (e: Error) => {
      this.dead = true;
      for (const j of this.jobs.values()) j.reject(e);
      this.jobs.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the record thread exited (${code})`)));
  }

  build(job: Job): Promise<StoredRecord> {
    const id = this.nextId++;
    this.worker.ref();
    return new Promise<StoredRecord>((resolve, reject) => {
      this.jobs.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...job });
    }).finally(() => {
      if (this.jobs.size === 0) this.worker.unref();
    });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

export class Records {
  private readonly building = new Map<string, Promise<Built>>();
  private thread: RecordThread | null = null;

  constructor(
    private readonly store: Store,
    /** The server's clock (tests inject one). */
    private readonly now: () => number = Date.now,
  ) {}

  /** The record of a finished match, built if need be; 404 for no match, 409 for one not over. */
  async get(id: string): Promise<Built & { settled: boolean }> {
    const pending = this.building.get(id);
    const r =
      (pending ? await pending : await this.store.getRecord(id)) ?? (await (this.building.get(id) ?? this.start(id)));
    return { ...r, settled: this.now() - Date.parse(r.endedAt) >= RECORD_SETTLES_MS };
  }

  private start(id: string): Promise<Built> {
    const p = this.build(id).finally(() => this.building.delete(id));
    this.building.set(id, p);
    return p;
  }

  private async build(id: string): Promise<Built> {
    const s = await this.store.getMatch(id);
    if (!s) throw new HttpError(404, `no match "${id}"`);
    // Seed included: nothing is hidden once the match is over, so a running one has no record yet.
    if (s.status === 'open' || s.status === 'running')
      throw new HttpError(409, `match ${id} is ${s.status}: its record is available once it is finished`);
    const head = JSON.stringify({
      game: s.game,
      engineVersion: ENGINE_VERSION,
      players: s.players,
      options: gameOptions(s.options),
      seed: s.seed,
    }).slice(0, -1);
    if (!this.thread || this.thread.dead) this.thread = new RecordThread();
    const built = await this.thread.build({
      source: this.store.readSource,
      matchId: id,
      head,
      table: JSON.stringify(s.tableEvents ?? []),
    });
    await this.store.saveRecord(id, built);
    return { ...built, endedAt: s.updatedAt ?? s.createdAt };
  }

  async close(): Promise<void> {
    await this.thread?.close();
  }
}

/** Whether an `If-None-Match` header names this entity tag (or `*`). */
function named(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** Whether an `Accept-Encoding` header takes gzip (`gzip` or `*`, not at q=0). */
function takesGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** Sends a record: 304 when the client has it, else its gzip, or its JSON unzipped as a stream. */
export function sendRecord(
  req: FastifyRequest,
  reply: FastifyReply,
  r: StoredRecord & { settled: boolean },
): FastifyReply {
  reply.header('etag', r.etag);
  reply.header('vary', 'accept-encoding');
  // Settled: nothing can change it any more. Before: cached too, but checked again (a cheap 304).
  reply.header('cache-control', r.settled ? 'public, max-age=31536000, immutable' : 'public, no-cache');
  if (named(req.headers['if-none-match'], r.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (takesGzip(req.headers['accept-encoding'])) return reply.header('content-encoding', 'gzip').send(r.gz);
  return reply.send(Readable.from([r.gz]).pipe(createGunzip()));
}
