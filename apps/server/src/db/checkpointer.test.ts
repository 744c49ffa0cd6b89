import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/helpers.js';
import { FALLBACK_CHECKPOINT_PAGES } from './checkpointer.js';
import { createDb, type Db } from './connection.js';

const opened: { db: Db; dir: string }[] = [];
afterEach(async () => {
  for (const { db, dir } of opened.splice(0)) {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

async function database(checkpointer: boolean) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkpointer-'));
  const db = createDb({ dataDir: dir, checkpointer });
  opened.push({ db, dir });
  await sql`create table pages (id integer primary key, body text)`.execute(db);
  return { db, file: path.join(dir, 'storefront.db') };
}

/** About 1,500 pages of log in 300 small transactions, more than SQLite's own checkpoint threshold of 1,000. */
async function write(db: Db) {
  for (let i = 0; i < 300; i++) {
    await db.transaction().execute((trx) => trx.insertInto('pages' as never).values({ body: 'x'.repeat(20_000) } as never).execute());
  }
}

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

describe.runIf(testDbKind === 'sqlite')('the SQLite checkpointer', () => {
  it('copies the log into the database file from its own thread, while commits on this thread only append to the log', async () => {
    const { db, file } = await database(true);
    expect((await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)).rows[0]!.wal_autocheckpoint).toBe(FALLBACK_CHECKPOINT_PAGES);
    const before = fs.statSync(file).size;
    await write(db);
    // Only a checkpoint writes the database file itself: this connection no longer makes one at 1,000 pages.
    expect(await until(() => fs.statSync(file).size > before + 4_000_000, 10_000), 'the file grew by the checkpointed pages').toBe(true);
    expect((await sql<{ n: number }>`select count(*) as n from pages`.execute(db)).rows[0]!.n).toBe(300);
  });

  it('leaves the database file as it was without it, the log holding every page until this connection\'s fallback', async () => {
    const { db, file } = await database(false);
    await sql`pragma wal_autocheckpoint = ${sql.raw(String(FALLBACK_CHECKPOINT_PAGES))}`.execute(db);
    const before = fs.statSync(file).size;
    await write(db);
    expect(await until(() => fs.statSync(file).size > before + 4_000_000, 1_000)).toBe(false);
  });
});
