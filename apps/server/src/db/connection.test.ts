import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
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

describe.runIf(testDbKind === 'sqlite')('SQLite rows', () => {
  // What better-sqlite3 makes of the same statement on its own: the rows the made ones must equal, key order included.
  const ownRows = (query: string) => {
    const other = new SQLite(path.join(t.dataDir, 'storefront.db'), { readonly: true });
    try {
      return other.prepare(query).all();
    } finally {
      other.close();
    }
  };
  const rowsOf = async (query: string) => (await t.db.executeQuery(CompiledQuery.raw(query))).rows;
  const sameRows = async (query: string) => {
    const rows = await rowsOf(query);
    expect(rows).toStrictEqual(ownRows(query));
    expect(rows.map((r) => Object.keys(r as object))).toEqual(ownRows(query).map((r) => Object.keys(r as object)));
    return rows;
  };

  it('are the objects better-sqlite3 makes: names in order, a repeated name where it first stands with its last value, odd names as they are', async () => {
    await t.db.insertInto('guests').values({ id: 'rows', created_at: '2026-11-25T00:00:00.000Z' }).execute();
    expect(await sameRows(`select id, 2 as "2", created_at, 'x' as id, null as "a b", 1.5 as "'""\\" from guests where id = 'rows'`))
      .toStrictEqual([{ 2: 2, id: 'x', created_at: '2026-11-25T00:00:00.000Z', 'a b': null, '\'"\\': 1.5 }]);
    expect(await sameRows(`select 1 as "__proto__", 2 as b`)).toHaveLength(1);
    expect(await rowsOf(`select id from guests where id = 'none'`)).toEqual([]);
  });

  it('follow the columns a statement has after the schema changed, by this connection or another', async () => {
    await t.db.schema.createTable('row_shapes').addColumn('a', 'integer').execute();
    await t.db.insertInto('row_shapes' as never).values({ a: 1 } as never).execute();
    expect(await sameRows('select * from row_shapes')).toStrictEqual([{ a: 1 }]);
    await t.db.schema.alterTable('row_shapes').renameColumn('a', 'b').execute();
    expect(await sameRows('select * from row_shapes')).toStrictEqual([{ b: 1 }]);
    const other = new SQLite(path.join(t.dataDir, 'storefront.db'));
    try {
      other.exec('alter table row_shapes add column c text');
    } finally {
      other.close();
    }
    expect(await sameRows('select * from row_shapes')).toStrictEqual([{ b: 1, c: null }]);
    await t.db.schema.dropTable('row_shapes').execute();
  });

  it('stream as they are read', async () => {
    const streamed: unknown[] = [];
    for await (const row of t.db.selectFrom('guests').select(['id', 'created_at']).where('id', '=', 'rows').stream()) streamed.push(row);
    expect(streamed).toStrictEqual(ownRows(`select id, created_at from guests where id = 'rows'`));
  });
});
