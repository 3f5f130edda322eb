/** The PostgreSQL adapter as a SqlPort (sqlPort.ts): a unit of statements is one transaction. */
import type { SqlPort } from '../sqlPort';
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
      return tx(async (c) => {
        const counts: number[] = [];
        for (const [sql, params] of statements) counts.push((await c.query(sql, params)).rowCount ?? 0);
        return counts;
      });
    },
  };
}
