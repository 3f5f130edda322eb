// The SQLite writer thread. Each message is a batch of independent writes ("units", each a list
// of statements); the batch is one transaction — one fsync with synchronous=FULL — and each unit
// runs in its own savepoint, so a unit that fails (a duplicate action index, say) is rolled back
// alone and reported, while the others commit. Replies only after the commit, with the time the
// transaction took here (the disk's share of a commit wait). Writing here keeps
// the fsync off the server's event loop. Plain JavaScript: the thread needs no TypeScript loader.
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma(workerData.sync === 'normal' ? 'synchronous = NORMAL' : 'synchronous = FULL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');
// Each unit's savepoint keeps a statement journal; with temp files on disk SQLite opened, wrote and
// unlinked a file for it on every batch (~5% of the server's CPU in a perf profile of the Nim bench,
// issue 26).
// It only undoes a failed unit, never outlives the transaction: memory is enough.
db.pragma('temp_store = MEMORY');
for (const sql of workerData.schema) db.exec(sql);
// Columns added since a database was made (schema.ts ADDED_COLUMNS).
for (const { table, column, type } of workerData.columns ?? []) {
  const has = db
    .prepare(`PRAGMA table_info(${table})`)
    .all()
    .some((c) => c.name === column);
  if (!has) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
}
// Columns retired since (legacyEvents.ts): where an older database still has one, its statements
// move the data out and drop it, all in one transaction.
for (const { table, column, sql } of workerData.retired ?? []) {
  const has = db
    .prepare(`PRAGMA table_info(${table})`)
    .all()
    .some((c) => c.name === column);
  if (has) db.transaction(() => sql.forEach((s) => db.exec(s)))();
}

const prepared = new Map();
const statement = (sql) => {
  let s = prepared.get(sql);
  if (!s) prepared.set(sql, (s = db.prepare(sql)));
  return s;
};

// Transaction control as prepared statements: `db.exec` parsed each of them again on every batch.
const begin = db.prepare('BEGIN IMMEDIATE');
const commit = db.prepare('COMMIT');
const rollback = db.prepare('ROLLBACK');
const savepoint = db.prepare('SAVEPOINT unit');
const release = db.prepare('RELEASE unit');
const rollbackTo = db.prepare('ROLLBACK TO unit');

/** What a failed statement or batch reports back to the store. */
const messageOf = (e) => String(e?.message ? e.message : e);

function runUnit(statements) {
  // One statement is all or nothing by itself (a failing statement's changes are undone, the
  // transaction goes on): no savepoint needed. Should the failure have ended the transaction,
  // the batch fails as a whole, as when a savepoint cannot be rolled back to.
  if (statements.length === 1) {
    const [sql, params] = statements[0];
    try {
      return { changes: [statement(sql).run(...params).changes] };
    } catch (e) {
      if (!db.inTransaction) throw e;
      return { error: messageOf(e) };
    }
  }
  savepoint.run();
  try {
    const changes = statements.map(([sql, params]) => statement(sql).run(...params).changes);
    release.run();
    return { changes };
  } catch (e) {
    rollbackTo.run();
    release.run();
    return { error: messageOf(e) };
  }
}

parentPort.on('message', ({ id, units }) => {
  try {
    const start = performance.now();
    begin.run();
    const results = units.map(runUnit);
    commit.run();
    parentPort.postMessage({ id, results, ms: performance.now() - start });
  } catch (e) {
    if (db.inTransaction) rollback.run();
    const error = messageOf(e);
    parentPort.postMessage({ id, results: units.map(() => ({ error })) });
  }
});
parentPort.postMessage({ ready: true });
