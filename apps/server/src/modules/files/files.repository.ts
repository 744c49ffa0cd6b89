import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

const SECRET_KEY = 'file_link_secret';

/** The key that signs private file links: made by the first instance that asks, kept in settings and read by all. */
export async function fileLinkSecret(db: Kysely<Database>, make: () => string): Promise<string> {
  await db.insertInto('settings').values({ key: SECRET_KEY, value: JSON.stringify(make()) }).onConflict((oc) => oc.column('key').doNothing()).execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', SECRET_KEY).executeTakeFirstOrThrow();
  return JSON.parse(row.value) as string;
}
