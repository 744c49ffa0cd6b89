import { sql, type Kysely } from 'kysely';
import { columnTypes } from './helpers.js';

/**
 * The business side: the roles each staff account holds (business-wide, or per store), its second
 * factor, its sessions' device and last use, password resets, the audit log of console changes, the
 * preparation time a store accepts an order with, and a version on every row the console edits
 * (a save names the version it read; a stale one is refused).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { withId } = columnTypes(db);

  await withId(db.schema.createTable('operator_roles'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    /** A store role's store; null for a business-wide role. */
    .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operator_roles_operator').on('operator_roles').columns(['operator_id', 'store_id']).execute();
  await db.schema.createIndex('operator_roles_store').on('operator_roles').columns(['store_id', 'role']).execute();
  // Today's accounts keep what they could do: a store's account becomes its owner.
  await sql`insert into operator_roles (operator_id, role, store_id, created_at)
    select id, case role when 'store' then 'owner' when 'courier' then 'courier' else 'support' end, case role when 'store' then store_id else null end, created_at
    from operators`.execute(db);

  await db.schema.alterTable('operators').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('operators').addColumn('totp_enabled_at', 'text').execute();
  await db.schema.alterTable('operator_tokens').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('operator_tokens').addColumn('ip', 'text').execute();
  await db.schema.alterTable('operator_tokens').addColumn('last_used_at', 'text').execute();
  /** 1: signed in with the password only by an account that must still set up its second factor. */
  await db.schema.alterTable('operator_tokens').addColumn('limited', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await withId(db.schema.createTable('operator_password_resets'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('operator_password_resets_hash').unique().on('operator_password_resets').column('token_hash').execute();
  await db.schema.createIndex('operator_password_resets_operator').on('operator_password_resets').column('operator_id').execute();

  await withId(db.schema.createTable('audit_log'))
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('store_id', 'integer')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id', 'id']).execute();
  await db.schema.createIndex('audit_log_store').on('audit_log').columns(['store_id', 'id']).execute();
  await db.schema.createIndex('audit_log_operator').on('audit_log').columns(['operator_id', 'id']).execute();

  await db.schema.alterTable('orders').addColumn('processing_time', 'integer').execute();
  for (const table of ['items', 'stores']) {
    await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['items', 'stores']) await db.schema.alterTable(table).dropColumn('version').execute();
  await db.schema.alterTable('orders').dropColumn('processing_time').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('operator_password_resets').execute();
  for (const column of ['limited', 'last_used_at', 'ip', 'user_agent']) await db.schema.alterTable('operator_tokens').dropColumn(column).execute();
  for (const column of ['totp_enabled_at', 'totp_secret']) await db.schema.alterTable('operators').dropColumn(column).execute();
  await db.schema.dropTable('operator_roles').execute();
}
