import type { Kysely } from 'kysely';

/**
 * The time step of the last authenticator code an account signed in with: a code is accepted only for
 * a later step, so that one seen over a shoulder or in a log cannot be used again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('operators').addColumn('totp_last_step', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('operators').dropColumn('totp_last_step').execute();
}
