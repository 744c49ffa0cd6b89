import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, sqlitePlan } from '../../test/helpers.js';
import { migrateDown, migrateToLatest } from './connection.js';
import { dbKind } from './dialect.js';

describe('migrations', () => {
  it('go up, all the way down, and up again on this engine', async () => {
    const t = await createTestDatabase();
    try {
      // On PostgreSQL other test files' schemas live beside this one: look at ours only.
      const schema = dbKind(t.db) === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(t.db)).rows[0]?.s : undefined;
      const tables = async () =>
        (await t.db.introspection.getTables())
          .filter((x) => x.schema === schema)
          .map((x) => x.name)
          .filter((n) => !n.startsWith('kysely_'))
          .sort();
      const up = await tables();
      expect(up).toEqual(expect.arrayContaining(['settings', 'zones', 'modules', 'module_zones', 'stores', 'store_schedules', 'categories', 'brands', 'items', 'item_variations', 'item_food_variations', 'item_food_variation_values', 'add_ons', 'item_add_ons', 'users', 'guests', 'places']));
      await migrateDown(t.db);
      expect(await tables()).toEqual([]);
      await migrateToLatest(t.db);
      expect(await tables()).toEqual(up);
    } finally {
      await t.cleanup();
    }
  });

  it('indexes the columns every list filters on', async () => {
    const t = await createTestDatabase();
    try {
      const indexed =
        dbKind(t.db) === 'postgres'
          ? (await sql<{ indexdef: string }>`select indexdef from pg_indexes where schemaname = current_schema()`.execute(t.db)).rows.map((r) => r.indexdef)
          : (await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and sql is not null`.execute(t.db)).rows.map((r) => r.sql);
      const text = indexed.join('\n');
      for (const needle of [/items.*module_id.*zone_id/, /items.*store_id/, /items.*category_id/, /stores.*module_id.*zone_id/, /zones.*min_lat/, /store_schedules.*store_id/, /places.*status/,
        /orders.*owner.*id/, /orders.*order_status/, /orders.*delivery_man_id/, /order_status_history.*order_id/, /order_payment_history.*order_id/, /refund_requests.*order_id/, /operator_tokens.*token_hash/,
        /conversations.*user_id.*last_message_id/, /conversations.*party_type.*party_id/, /chat_messages.*conversation_id/]) {
        expect(text).toMatch(needle);
      }
    } finally {
      await t.cleanup();
    }
  });

  it('leaves orders without an Idempotency-Key, a cashback, a courier or a customer out of those indexes, which still answer every lookup by value (SQLite plans)', async () => {
    const t = await createTestDatabase();
    try {
      if (dbKind(t.db) !== 'sqlite') return;
      const explain = async (sql: string, ...parameters: unknown[]) => (await sqlitePlan(t.db, { sql, parameters })).join('\n');
      expect(await explain('select id from orders where owner = ? and idempotency_key = ?', 'u:1', 'k')).toMatch(/USING (COVERING )?INDEX orders_owner_key/);
      expect(await explain('select cashback_id, count(*) from orders where owner = ? and cashback_id in (?, ?) group by cashback_id', 'u:1', 1, 2)).toMatch(/USING (COVERING )?INDEX orders_owner_cashback/);
      expect(await explain('select id from orders where delivery_man_id = ? and order_status in (?, ?)', 3, 'picked_up', 'handover')).toMatch(/USING (COVERING )?INDEX orders_delivery_man/);
      expect(await explain('select id from orders where user_id = ? order by id desc limit 10', 5)).toMatch(/USING (COVERING )?INDEX orders_user/);
      const partial = (await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'index' and name in ('orders_owner_key', 'orders_owner_cashback', 'orders_delivery_man', 'orders_user')`.execute(t.db)).rows;
      expect(Object.fromEntries(partial.map((r) => [r.name, /where "?(\w+)"? is not null/i.exec(r.sql)?.[1]]))).toEqual({
        orders_owner_key: 'idempotency_key', orders_owner_cashback: 'cashback_id', orders_delivery_man: 'delivery_man_id', orders_user: 'user_id',
      });
    } finally {
      await t.cleanup();
    }
  });
});
