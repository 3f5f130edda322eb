/**
 * The storage suite runs on both adapters: SQLite (always) and PostgreSQL (when
 * TABULA_TEST_PG_URL is set; CI sets it). Every query is parameterised, so hostile strings are
 * stored verbatim. Each `store*.test.ts` holds one concept's tests and calls `describeStores`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { openPostgresStore } from '../src/store/postgres';
import { openSqliteStore } from '../src/store/sqlite';
import type { Store } from '../src/store/store';
import { dropSchema } from './pgSchema';

const PG_URL = process.env.TABULA_TEST_PG_URL;

type Opened = { store: Store; cleanup(): Promise<void> };

function storeSuite(name: string, open: () => Promise<Opened>, tests: (opened: () => Store) => void) {
  describe(`store: ${name}`, () => {
    let store: Store;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ store, cleanup } = await open());
    });
    afterAll(async () => {
      await store?.close();
      await cleanup?.();
    });
    tests(() => store);
  });
}

/**
 * `tests` once per adapter, in a `describe` of its own with a fresh store; `opened()` is that
 * store once the suite's `beforeAll` has run.
 */
export function describeStores(concept: string, tests: (opened: () => Store) => void): void {
  if (!PG_URL)
    console.warn('\n*** TABULA_TEST_PG_URL is not set: the PostgreSQL storage suite is SKIPPED (CI sets it) ***\n');
  storeSuite(
    `sqlite ${concept}`,
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'tabula-store-'));
      return {
        store: await openSqliteStore(join(dir, 'x.sqlite')),
        cleanup: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
    tests,
  );
  describe.skipIf(!PG_URL)('postgres', () => {
    // One schema per concept's file: the files run side by side, in one process.
    const schema = `t_${process.pid}_${Date.now()}_${concept}`;
    storeSuite(
      `postgres ${concept}`,
      async () => ({
        store: await openPostgresStore(PG_URL!, { schema }),
        cleanup: async () => {
          await dropSchema(schema);
        },
      }),
      tests,
    );
  });
}
