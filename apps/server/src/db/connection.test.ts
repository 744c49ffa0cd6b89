import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../test/helpers.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.cleanup());

describe('the transaction guard (on under NODE_ENV=test)', () => {
  it('refuses a query on the database itself from inside a transaction, which on SQLite would hang the server', async () => {
    const attempt = t.db.transaction().execute(async (trx) => {
      await trx.insertInto('guests').values({ id: 'inside', created_at: '2026-11-25T00:00:00.000Z' }).execute();
      // The mistake: the outer handle, whose only SQLite connection the transaction holds.
      return t.db.selectFrom('guests').select('id').execute();
    });
    await expect(attempt).rejects.toThrow(/inside a transaction/);
    // Rolled back, and the database still answers.
    expect(await t.db.selectFrom('guests').select('id').where('id', '=', 'inside').execute()).toEqual([]);
  });

  it('lets the same query run before and after, and work begun elsewhere wait its turn', async () => {
    const outside = t.db.selectFrom('guests').select('id').execute();
    await t.db.transaction().execute(async (trx) => {
      await trx.insertInto('guests').values({ id: 'after', created_at: '2026-11-25T00:00:00.000Z' }).execute();
    });
    await outside;
    // Something the transaction's callback started that runs once it has ended is outside it.
    let later: Promise<unknown> = Promise.resolve();
    await t.db.transaction().execute(async () => {
      later = new Promise((resolve) => setTimeout(resolve, 5)).then(() => t.db.selectFrom('guests').select('id').where('id', '=', 'after').execute());
    });
    expect(await later).toEqual([{ id: 'after' }]);
  });
});

describe.runIf(testDbKind === 'sqlite')('SQLite transactions', () => {
  // Another process on the same file, one that does not wait: its BEGIN IMMEDIATE fails while ours holds the write lock.
  const otherProcess = () => {
    const other = new SQLite(path.join(t.dataDir, 'storefront.db'));
    other.pragma('busy_timeout = 0');
    return other;
  };

  it('take the write lock at BEGIN, before their first write', async () => {
    const other = otherProcess();
    try {
      await t.db.transaction().execute(async (trx) => {
        await trx.selectFrom('guests').select('id').execute();
        expect(() => other.exec('begin immediate')).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY' }));
      });
      // Committed, the lock is free again.
      other.exec('begin immediate');
      other.exec('rollback');
    } finally {
      other.close();
    }
  });

  it('begin plainly when declared read only', async () => {
    const other = otherProcess();
    try {
      await t.db.transaction().setAccessMode('read only').execute(async (trx) => {
        await trx.selectFrom('guests').select('id').execute();
        other.exec('begin immediate');
        other.exec('rollback');
      });
    } finally {
      other.close();
    }
  });
});
