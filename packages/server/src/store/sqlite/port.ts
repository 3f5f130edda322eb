/** The SQLite adapter as a SqlPort (sqlPort.ts): reads on the calling thread, writes through the writer. */
import { positional, type Statement } from '../queries';
import type { SqlPort, SqlRow } from '../sqlPort';
import type { SqliteDb } from './connect';
import type Database from 'better-sqlite3';

export function sqlitePort({ db, writer }: SqliteDb): SqlPort {
  // Each query is prepared once: a store part runs the same few statements all the time.
  const prepared = new Map<string, Database.Statement>();
  const statement = (sql: string) => {
    let s = prepared.get(sql);
    if (!s) prepared.set(sql, (s = db.prepare(positional(sql))));
    return s;
  };
  // One process writes a SQLite file: the works under one lock wait in this queue, each reading
  // what the one before it wrote (reads see every acknowledged write).
  const queues = new Map<string, Promise<unknown>>();
  const port: SqlPort = {
    async rows(sql, params) {
      return statement(sql).all(...params) as SqlRow[];
    },
    changes(statements) {
      return writer.run(statements.map(([sql, params]): Statement => [positional(sql), params]));
    },
    serially(lock, work) {
      const run = () => work(port);
      const result = (queues.get(lock) ?? Promise.resolve()).then(run, run);
      queues.set(
        lock,
        result.catch(() => undefined),
      );
      return result;
    },
  };
  return port;
}
