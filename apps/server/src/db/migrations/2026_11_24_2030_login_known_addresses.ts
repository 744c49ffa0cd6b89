import type { Kysely } from 'kysely';

/**
 * Addresses that signed in to an account (so that strangers' failures cannot lock its
 * owner out), and each customer's failed sign-ins since the last success (told at the next one).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_known_addresses')
    // The sign-in account key: an email, a phone in E.164, or "operator:<email>".
    .addColumn('account', 'text', (c) => c.notNull())
    // The SHA-256 of the client address, so that the table is no log of where customers sign in from.
    .addColumn('address_hash', 'text', (c) => c.notNull())
    .addColumn('last_success_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_known_addresses_pk', ['account', 'address_hash'])
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('failed_logins_since_success', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('failed_logins_since_success').execute();
  await db.schema.dropTable('login_known_addresses').ifExists().execute();
}
