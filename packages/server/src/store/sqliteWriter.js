// The SQLite writer thread: runs each batch of statements as one transaction and replies once it
// is committed (fsynced with synchronous=FULL). Writing here keeps the fsync off the server's
// event loop. Plain JavaScript, so the thread starts without a TypeScript loader.
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma(workerData.sync === 'normal' ? 'synchronous = NORMAL' : 'synchronous = FULL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');
for (const sql of workerData.schema) db.exec(sql);

const prepared = new Map();
const statement = (sql) => {
  let s = prepared.get(sql);
  if (!s) prepared.set(sql, (s = db.prepare(sql)));
  return s;
};
const batch = db.transaction((statements) => statements.map(([sql, params]) => statement(sql).run(...params).changes));

parentPort.on('message', ({ id, statements }) => {
  try {
    parentPort.postMessage({ id, changes: batch(statements) });
  } catch (e) {
    parentPort.postMessage({ id, error: String(e && e.message ? e.message : e) });
  }
});
parentPort.postMessage({ ready: true });
