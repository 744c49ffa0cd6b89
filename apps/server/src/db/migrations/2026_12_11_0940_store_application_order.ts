import { sql, type Kysely } from 'kysely';

/**
 * The console lists store applications pending first, then newest first, over all of them or one state.
 * That order is an expression; an index of the same expression (written as the list's query writes it)
 * gives a page in order and stops, where the list would otherwise read and sort every application. The
 * state's index gains the expression after the state, so that one state's page is read in order too; it
 * replaces the index of state and id.
 */
const PENDING_FIRST = `(case when status = 'pending' then 0 else 1 end)`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(`create index store_applications_pending_first on store_applications (${PENDING_FIRST}, id desc)`).execute(db);
  await sql.raw(`create index store_applications_state_pending_first on store_applications (status, ${PENDING_FIRST}, id desc)`).execute(db);
  await db.schema.dropIndex('store_applications_status').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('store_applications_status').on('store_applications').columns(['status', 'id']).execute();
  await db.schema.dropIndex('store_applications_state_pending_first').execute();
  await db.schema.dropIndex('store_applications_pending_first').execute();
}
