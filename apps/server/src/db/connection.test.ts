import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.js';

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
