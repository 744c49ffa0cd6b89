import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import { dbKind } from '../../db/dialect.js';
import { parseJson } from '../../lib/json.js';

export async function readSettings(db: Db): Promise<Map<string, unknown>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  return new Map(rows.map((r) => [r.key, parseJson<unknown>(r.value, null)]));
}

export async function readSetting<T>(db: Db, key: string): Promise<T | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? parseJson<T | undefined>(row.value, undefined) : undefined;
}

/** A random secret kept in settings under this key: made by the first instance that asks, read by all. */
export async function keptSecret(db: Db, key: string): Promise<string> {
  await db.insertInto('settings').values({ key, value: JSON.stringify(randomBytes(32).toString('hex')) }).onConflict((oc) => oc.column('key').doNothing()).execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return JSON.parse(row.value) as string;
}

/** Settings a save will change, read under the row locks PostgreSQL needs (SQLite's transaction is already the only writer). */
export async function lockedSettings(trx: Db, keys: readonly string[]): Promise<Map<string, unknown>> {
  const q = trx.selectFrom('settings').select(['key', 'value']).where('key', 'in', [...keys]);
  const rows = await (dbKind(trx) === 'postgres' ? q.forUpdate() : q).execute();
  return new Map(rows.map((r) => [r.key, parseJson<unknown>(r.value, null)]));
}

/** Each value kept under its key, as JSON: a key not yet stored is added. */
export async function saveSettings(trx: Db, values: Record<string, unknown>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await trx.insertInto('settings').values({ key, value: JSON.stringify(value) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) })).execute();
  }
}

/** Adds the setting with `value` unless it is there already, so that a save has a row to lock. */
export async function ensureSetting(trx: Db, key: string, value: unknown): Promise<void> {
  await trx.insertInto('settings').values({ key, value: JSON.stringify(value) }).onConflict((oc) => oc.column('key').doNothing()).execute();
}
