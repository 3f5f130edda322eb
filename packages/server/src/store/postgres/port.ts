/** The PostgreSQL adapter as a SqlPort (sqlPort.ts): a unit of statements is one transaction. */
import type pg from 'pg';
import type { SqlPort, SqlUnit } from '../sqlPort';
import type { PostgresDb } from './connect';

export function postgresPort({ pool, tx }: PostgresDb): SqlPort {
  return {
    async rows(sql, params) {
      return (await pool.query(sql, params)).rows;
    },
    changes(statements) {
      // One statement needs no transaction of its own.
      if (statements.length === 1) {
        const [[sql, params]] = statements as [[string, unknown[]]];
        return pool.query(sql, params).then((r) => [r.rowCount ?? 0]);
      }
      return tx((c) => inTransaction(c).changes(statements));
    },
    serially(lock, work) {
      return tx(async (c) => {
        // Held to the transaction's end, by whichever instance asks: the next waits until then.
        await c.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lock]);
        return work(inTransaction(c));
      });
    },
  };
}

/** Reads and writes on a connection inside its transaction. */
function inTransaction(c: pg.PoolClient): SqlUnit {
  return {
    async rows(sql, params) {
      return (await c.query(sql, params)).rows;
    },
    async changes(statements) {
      const counts: number[] = [];
      for (const [sql, params] of statements) counts.push((await c.query(sql, params)).rowCount ?? 0);
      return counts;
    },
  };
}
