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
  return {
    async rows(sql, params) {
      return statement(sql).all(...params) as SqlRow[];
    },
    changes(statements) {
      return writer.run(statements.map(([sql, params]): Statement => [positional(sql), params]));
    },
  };
}
