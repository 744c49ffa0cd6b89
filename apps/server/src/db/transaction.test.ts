import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.js';
import { rule } from '../lib/errors.js';
import { inTransaction, logTransactionRetries } from './transaction.js';

let t: TestDatabase;
const warn = vi.fn();
beforeAll(async () => {
  t = await createTestDatabase();
  logTransactionRetries(t.db, { warn } as never);
});
afterAll(() => t.cleanup());
beforeEach(() => warn.mockClear());

const withCode = (code: string) => Object.assign(new Error(`database gave up (${code})`), { code });
const guestIds = () => t.db.selectFrom('guests').select('id').orderBy('id').execute().then((rows) => rows.map((r) => r.id));

/** A callback that writes a guest row, then fails with `errors[n]` on its n-th run while there is one. */
function failing(id: string, errors: Error[]) {
  let runs = 0;
  const fn = vi.fn(async (trx: Parameters<Parameters<typeof inTransaction>[1]>[0]) => {
    await trx.insertInto('guests').values({ id: `${id}-${runs}`, created_at: '2026-11-25T00:00:00.000Z' }).execute();
    const err = errors[runs];
    runs += 1;
    if (err) throw err;
    return id;
  });
  return fn;
}

describe('inTransaction', () => {
  it.each(['40P01', '40001', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT'])('runs the whole callback again after %s, keeping only the run that committed', async (code) => {
    const fn = failing(code, [withCode(code), withCode(code)]);
    await expect(inTransaction(t.db, fn)).resolves.toBe(code);
    expect(fn).toHaveBeenCalledTimes(3);
    expect((await guestIds()).filter((id) => id.startsWith(`${code}-`))).toEqual([`${code}-2`]);
    expect(warn.mock.calls.map(([fields]) => fields)).toEqual([{ attempt: 1, code }, { attempt: 2, code }]);
  });

  it('gives up after five attempts with the last error itself', async () => {
    const errors = [1, 2, 3, 4, 5].map(() => withCode('40P01'));
    const fn = failing('spent', errors);
    await expect(inTransaction(t.db, fn)).rejects.toBe(errors[4]);
    expect(fn).toHaveBeenCalledTimes(5);
    expect(warn.mock.calls.map(([fields]) => fields.attempt)).toEqual([1, 2, 3, 4]);
    expect((await guestIds()).filter((id) => id.startsWith('spent-'))).toEqual([]);
  });

  it('takes a smaller number of attempts when told', async () => {
    const fn = failing('short', [withCode('40001'), withCode('40001')]);
    await expect(inTransaction(t.db, fn, { attempts: 2 })).rejects.toMatchObject({ code: '40001' });
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a business rule', rule('Out of stock')],
    ['a unique violation', withCode('23505')],
    ['a plain error', new Error('boom')],
  ])('does not run again after %s, which reaches the caller unchanged', async (_name, err) => {
    const fn = failing('once', [err]);
    await expect(inTransaction(t.db, fn)).rejects.toBe(err);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('inTransaction on SQLite: callbacks waiting together share one transaction', () => {
  const sqliteOnly = () => t.databaseUrl !== undefined;
  const insertGuest = (id: string) => async (trx: Parameters<Parameters<typeof inTransaction>[1]>[0]) => {
    await trx.insertInto('guests').values({ id, created_at: '2026-11-25T00:00:00.000Z' }).execute();
    return id;
  };

  /** A group also closes after a few milliseconds; on a busy machine its callbacks may take that long, so time stands still. */
  const stillClock = () => vi.spyOn(performance, 'now').mockReturnValue(performance.now());

  it('runs callbacks that wait at once in one transaction, each answered with its own value', async ({ skip }) => {
    if (sqliteOnly()) skip();
    const begun = vi.spyOn(t.db, 'transaction');
    const clock = stillClock();
    const ids = Array.from({ length: 10 }, (_, i) => `group-${i}`);
    await expect(Promise.all(ids.map((id) => inTransaction(t.db, insertGuest(id))))).resolves.toEqual(ids);
    clock.mockRestore();
    expect(begun).toHaveBeenCalledTimes(1);
    begun.mockRestore();
    expect((await guestIds()).filter((id) => id.startsWith('group-'))).toEqual(ids);
  });

  it('rolls back a failing callback alone: the others of its group are kept, it is told its own error', async () => {
    const err = rule('Out of stock');
    const failing = async (trx: Parameters<Parameters<typeof inTransaction>[1]>[0]) => {
      await insertGuest('apart-failed')(trx);
      throw err;
    };
    const answers = await Promise.allSettled([
      inTransaction(t.db, insertGuest('apart-1')),
      inTransaction(t.db, failing),
      inTransaction(t.db, insertGuest('apart-2')),
    ]);
    expect(answers).toEqual([{ status: 'fulfilled', value: 'apart-1' }, { status: 'rejected', reason: err }, { status: 'fulfilled', value: 'apart-2' }]);
    expect((await guestIds()).filter((id) => id.startsWith('apart-'))).toEqual(['apart-1', 'apart-2']);
  });

  it('a failing first callback leaves the ones after it to a transaction of their own', async () => {
    const err = new Error('first fails');
    const answers = await Promise.allSettled([
      inTransaction(t.db, async (trx) => {
        await insertGuest('first-failed')(trx);
        throw err;
      }),
      inTransaction(t.db, insertGuest('first-after')),
    ]);
    expect(answers).toEqual([{ status: 'rejected', reason: err }, { status: 'fulfilled', value: 'first-after' }]);
    expect((await guestIds()).filter((id) => id.startsWith('first-'))).toEqual(['first-after']);
  });

  it('an error that ends the whole transaction fails every callback of the group, and none of their work is kept', async ({ skip }) => {
    if (sqliteOnly()) skip();
    // SQLite ends the transaction itself on a full disk or an I/O error; a callback that goes on after it is played by one that rolls back.
    const ended = async (trx: Parameters<Parameters<typeof inTransaction>[1]>[0]) => {
      await sql`rollback`.execute(trx);
      throw Object.assign(new Error('disk full'), { code: 'SQLITE_FULL' });
    };
    const clock = stillClock();
    const answers = await Promise.allSettled([
      inTransaction(t.db, insertGuest('ended-1')),
      inTransaction(t.db, ended),
      inTransaction(t.db, insertGuest('ended-2')),
    ]);
    clock.mockRestore();
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect((await guestIds()).filter((id) => id.startsWith('ended-'))).toEqual(['ended-2']);
  });
});
