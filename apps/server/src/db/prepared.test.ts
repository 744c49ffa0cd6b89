import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../test/helpers.js';
import type { NewRow } from './database.js';
import { byIds, prepared, type PreparedRow } from './prepared.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.insertInto('guests').values(['a', 'b', 'c', 'd'].map((id, i) => ({ id, created_at: `2026-11-2${i}T00:00:00.000Z` }))).execute();
});
afterAll(() => t.cleanup());

// Guests created from `from` on, of these ids or all when null, newest first.
const guestsSince = prepared((db, from: string, ids: readonly number[] | null, limit: number) => {
  let q = db.selectFrom('guests').select('id').where('created_at', '>=', from).orderBy('created_at', 'desc').limit(limit);
  if (ids) q = q.where(sql<number>`length(id)`, 'in', ids);
  return q;
});
const guestsByLength = byIds((db, lengths) => db.selectFrom('guests').select('id').where(sql<number>`length(id)`, 'in', [...lengths]).orderBy('id'));
// Computes with its argument, so that it cannot be compiled once: it is built on every call.
const guestsAfterDay = prepared((db, day: number) => db.selectFrom('guests').select('id').where('created_at', '>=', `2026-11-2${day + 1}`).orderBy('id'));

// Pushes to guests, written as rows: a column left undefined takes its default.
const pushInserted = prepared((db, row: PreparedRow) => db.insertInto('customer_messages').values(row as NewRow<'customer_messages'>).returning(['id', 'title', 'data', 'delivered_at']));
const pushesInserted = prepared((db, rows: readonly PreparedRow[]) => db.insertInto('customer_messages').values(rows as NewRow<'customer_messages'>[]).returning(['id', 'title']));
const push = (title: string, more: Partial<Record<'data' | 'delivered_at', string | null>> = {}) =>
  ({ user_id: null, guest_id: 'a', type: 'pending', title, body: 'b', data: undefined, ...more, created_at: '2026-11-22T00:00:00.000Z' });

async function compiledNodes(run: () => Promise<unknown>) {
  const spy = vi.spyOn(t.db, 'executeQuery');
  try {
    await run();
    // A query built anew reaches the executor as its builder, a compiled one as its compiled form.
    return spy.mock.calls.map(([query]) => (query as { query?: unknown }).query ?? query);
  } finally {
    spy.mockRestore();
  }
}

describe('prepared queries', () => {
  it('answer each call with its own values, as the query built anew would', async () => {
    const ids = async (from: string, lengths: number[] | null, limit: number) => (await guestsSince(t.db, from, lengths, limit)).rows.map((r) => r.id);
    expect(await ids('2026-11-21', null, 10)).toEqual(['d', 'c', 'b']);
    expect(await ids('2026-11-22', null, 10)).toEqual(['d', 'c']);
    expect(await ids('2026-11-20', null, 2)).toEqual(['d', 'c']);
    expect(await ids('2026-11-20', [1], 1)).toEqual(['d']);
    expect(await ids('2026-11-20', [2], 5)).toEqual([]);
    expect(await ids('2026-11-20', [2, 1], 5)).toEqual(['d', 'c', 'b', 'a']);
    expect(await guestsByLength(t.db, [])).toEqual([]);
    expect(await guestsByLength(t.db, [1])).toHaveLength(4);
  });

  it('compile once per shape, and build anew what computes with its values', async () => {
    const once = await compiledNodes(async () => {
      await guestsSince(t.db, '2026-11-21', null, 10);
      await guestsSince(t.db, '2026-11-23', null, 1);
    });
    expect(once[1]).toBe(once[0]);
    const anew = await compiledNodes(async () => {
      expect((await guestsAfterDay(t.db, 1)).rows.map((r) => r.id)).toEqual(['c', 'd']);
      expect((await guestsAfterDay(t.db, 2)).rows.map((r) => r.id)).toEqual(['d']);
    });
    expect(anew[1]).not.toBe(anew[0]);
  });

  it('insert rows, one or several, compiled once per set of columns, number of rows and absent values', async () => {
    const written = await compiledNodes(async () => {
      expect((await pushInserted(t.db, push('one'))).rows).toEqual([{ id: expect.any(Number), title: 'one', data: '{}', delivered_at: null }]);
      expect((await pushInserted(t.db, push('two', { data: '{"x":1}' }))).rows).toEqual([expect.objectContaining({ title: 'two', data: '{"x":1}' })]);
      expect((await pushInserted(t.db, push('three'))).rows).toEqual([expect.objectContaining({ title: 'three', data: '{}', delivered_at: null })]);
      expect((await pushInserted(t.db, push('four', { delivered_at: 'then' }))).rows).toEqual([expect.objectContaining({ title: 'four', delivered_at: 'then' })]);
      expect((await pushInserted(t.db, push('five', { delivered_at: null }))).rows).toEqual([expect.objectContaining({ title: 'five', delivered_at: null })]);
    });
    expect(written[2]).toBe(written[0]);
    expect(written[1]).not.toBe(written[0]);
    expect(written[3]).not.toBe(written[4]);
    const titles = async (names: string[]) => (await pushesInserted(t.db, names.map((n) => push(n)))).rows.map((r) => r.title);
    expect(await titles(['a', 'b'])).toEqual(['a', 'b']);
    expect(await titles(['c', 'd', 'e'])).toEqual(['c', 'd', 'e']);
    expect(await titles(['f', 'g'])).toEqual(['f', 'g']);
  });

  it.runIf(testDbKind === 'postgres')('run as named statements on PostgreSQL, parsed once per connection', async () => {
    const names = await t.db.transaction().execute(async (trx) => {
      await guestsByLength(trx, [1, 2, 3]);
      return (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(trx)).rows;
    });
    expect(names.some((s) => s.name.startsWith('p_') && s.statement.includes('length(id)'))).toBe(true);
  });
});
