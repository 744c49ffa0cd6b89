import type { TestApp } from './helpers.js';

/** Runs `work` with a business setting set to `value` (undefined: unset), then puts it back as it was. */
export async function withSetting(t: TestApp, key: string, value: unknown, work: () => Promise<void>): Promise<void> {
  const before = await t.db.selectFrom('settings').selectAll().where('key', '=', key).executeTakeFirst();
  await t.db.deleteFrom('settings').where('key', '=', key).execute();
  if (value !== undefined) await t.db.insertInto('settings').values({ key, value: JSON.stringify(value) }).execute();
  t.app.services.config.invalidate();
  try {
    await work();
  } finally {
    await t.db.deleteFrom('settings').where('key', '=', key).execute();
    if (before) await t.db.insertInto('settings').values(before).execute();
    t.app.services.config.invalidate();
  }
}
