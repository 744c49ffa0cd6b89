import type { Kysely } from 'kysely';

/** The pending password-reset code of an account: one at a time, hashed, short-lived, with a count of wrong guesses. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // Where the code went ('email' or 'phone'): a right code proves that address, which is then marked verified.
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_resets').ifExists().execute();
}
