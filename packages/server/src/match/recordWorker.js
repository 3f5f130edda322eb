// The record builder's thread (records.ts, issue 41 item 1). A finished match's record is its whole
// log and chat — 33,683 actions and 2.3 MB of JSON for a long Hansa match — and reading, joining and
// compressing it on the server's thread held every other client up for 50–100 ms a request. Here it
// is read on a connection of this thread's own (SQLite read-only, or a PostgreSQL client), written
// as JSON by splicing the stored action texts (never parsed), digested for the ETag and gzipped.
// One job at a time. Plain JavaScript: the thread needs no TypeScript loader.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { parentPort } from 'node:worker_threads';

/** Open read connections, by source (the server has one store; tests open several). */
const readers = new Map();

// Each driver is loaded only by the server that uses it.
async function sqliteReader(file) {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  const actions = db.prepare('SELECT seat, action FROM actions WHERE match_id = ? ORDER BY idx');
  const chat = db.prepare('SELECT idx, at, seat, text, quick FROM chat WHERE match_id = ? ORDER BY idx');
  // The log and the chat from one snapshot of the database.
  const read = db.transaction((id) => ({ actions: actions.all(id), chat: chat.all(id) }));
  return { read: async (id) => read(id) };
}

async function postgresReader(config, key) {
  const { default: pg } = await import('pg');
  const client = new pg.Client(config);
  // A lost connection: the next build connects again.
  client.on('error', () => readers.delete(key));
  await client.connect();
  return {
    async read(id) {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      try {
        const actions = (await client.query('SELECT seat, action FROM actions WHERE match_id = $1 ORDER BY idx', [id]))
          .rows;
        const chat = (
          await client.query('SELECT idx, at, seat, text, quick FROM chat WHERE match_id = $1 ORDER BY idx', [id])
        ).rows;
        return { actions, chat };
      } finally {
        await client.query('COMMIT').catch(() => undefined);
      }
    },
  };
}

function readerOf(source) {
  const key = JSON.stringify(source);
  let r = readers.get(key);
  if (!r) {
    r = source.kind === 'sqlite' ? sqliteReader(source.file) : postgresReader(source.config, key);
    readers.set(key, r);
    // One that could not be opened is tried again by the next build.
    r.catch(() => readers.delete(key));
  }
  return r;
}

/** A chat row as the record's entry: absent fields left out (as the store's chatEntry does). */
const chatEntry = (r) => ({
  idx: Number(r.idx),
  at: r.at,
  seat: r.seat === null ? null : Number(r.seat),
  ...(r.text !== null ? { text: r.text } : {}),
  ...(r.quick !== null ? { quick: r.quick } : {}),
});

/**
 * `head`: the record's JSON up to its log (`{"game":…,"seed":…`, no closing brace); `table`: the
 * table events' JSON. Each action's stored text is already JSON and goes in as it is.
 */
async function build({ source, matchId, head, table }) {
  const { actions, chat } = await (await readerOf(source)).read(matchId);
  const log = actions.map((a) => `{"seat":${Number(a.seat)},"action":${a.action}}`).join(',');
  const json = `${head},"actions":[${log}],"table":${table},"chat":${JSON.stringify(chat.map(chatEntry))}}`;
  const body = Buffer.from(json);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const gz = gzipSync(body);
  const chatNext = chat.length === 0 ? 0 : Number(chat[chat.length - 1].idx) + 1;
  return { etag, gz, bytes: body.length, chatNext };
}

// Jobs one after another: a PostgreSQL client runs one transaction at a time.
let chain = Promise.resolve();
parentPort.on('message', (job) => {
  chain = chain.then(async () => {
    try {
      parentPort.postMessage({ id: job.id, record: await build(job) });
    } catch (e) {
      parentPort.postMessage({ id: job.id, error: String(e?.message ? e.message : e) });
    }
  });
});
