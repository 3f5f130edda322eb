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
for (const sql of workerData.schema) db.exec(sql);
// Columns added since a database was made (schema.ts ADDED_COLUMNS).
for (const { table, column, type } of workerData.columns ?? []) {
  const has = db.prepare(`PRAGMA table_info(${table})`).all().some((c) => c.name === column);
  if (!has) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
}

const prepared = new Map();
const statement = (sql) => {
  let s = prepared.get(sql);
  if (!s) prepared.set(sql, (s = db.prepare(sql)));
  return s;
};

function runUnit(statements) {
  db.exec('SAVEPOINT unit');
  try {
    const changes = statements.map(([sql, params]) => statement(sql).run(...params).changes);
    db.exec('RELEASE unit');
    return { changes };
  } catch (e) {
    db.exec('ROLLBACK TO unit');
    db.exec('RELEASE unit');
    return { error: String(e && e.message ? e.message : e) };
  }
}

parentPort.on('message', ({ id, units }) => {
  try {
    const start = performance.now();
    db.exec('BEGIN IMMEDIATE');
    const results = units.map(runUnit);
    db.exec('COMMIT');
    parentPort.postMessage({ id, results, ms: performance.now() - start });
  } catch (e) {
    if (db.inTransaction) db.exec('ROLLBACK');
    const error = String(e && e.message ? e.message : e);
    parentPort.postMessage({ id, results: units.map(() => ({ error })) });
  }
});
parentPort.postMessage({ ready: true });
