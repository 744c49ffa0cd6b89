import type { Kysely } from 'kysely';
import { columnTypes } from './helpers.js';

/** Bearer tokens, saved addresses and phone verification codes. */
export async function up(db: Kysely<any>): Promise<void> {
  const { double, withId } = columnTypes(db);

  await withId(db.schema.createTable('personal_access_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('guest_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('personal_access_tokens_hash').unique().on('personal_access_tokens').column('token_hash').execute();
  await db.schema.createIndex('personal_access_tokens_user').on('personal_access_tokens').column('user_id').execute();

  await withId(db.schema.createTable('customer_addresses'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('address_type', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('contact_person_name', 'text', (c) => c.notNull())
    .addColumn('contact_person_number', 'text', (c) => c.notNull())
    .addColumn('contact_person_email', 'text')
    .addColumn('additional_information', 'text')
    .addColumn('latitude', double, (c) => c.notNull())
    .addColumn('longitude', double, (c) => c.notNull())
    .addColumn('road', 'text')
    .addColumn('house', 'text')
    .addColumn('floor', 'text')
    .addColumn('zone_id', 'integer', (c) => c.notNull())
    .addColumn('zone_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_addresses_user').on('customer_addresses').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('phone_verifications')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['phone_verifications', 'customer_addresses', 'personal_access_tokens']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
