import { sql } from 'kysely';
import { createDb, migrateToLatest, type Db } from '../../apps/server/src/db/connection.js';
import { seedDemo } from '../../apps/server/src/db/seed/demo.js';
import { benchItem, rng, staffToken } from './menu-data.js';

/**
 * The console items rows' data: the demo data set, and beside it ITEMS_STORES stores of the grocery,
 * pharmacy and shop modules holding BENCH_ITEMS items between them (names in three languages from
 * menu-data's vocabulary), a catalogue manager's session (catalogue.view and catalogue.edit over
 * every store), and a sample of items that an import updates.
 */
export const BENCH_ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const ITEMS_STORES = 200;
const SLUG = `bench-items-${BENCH_ITEMS}`;
const BATCH = 500;
/** Items an import's file names to update. */
export const IMPORT_UPDATES = 5_000;

export interface ItemsData {
  token: string;
  moduleIds: number[];
  storeIds: number[];
  /** Sub-categories of the modules, as the items hold them. */
  categoryIds: number[];
  /** Categories of the modules with sub-categories: the list reads each's items with its sub-categories'. */
  parentIds: number[];
  /** Items an import updates: their store, key, category and English name. */
  sample: { store_id: number; sku: string; category_id: number; name: string }[];
}

/** The stores and items made once per database; an existing set is reused with a new session. */
export async function itemsData(dataDir: string, databaseUrl: string | undefined, pgSchema: string | undefined, log: (line: string) => void): Promise<ItemsData> {
  const db = createDb({ dataDir, databaseUrl, ...(pgSchema ? { pgSchema } : {}) });
  try {
    await migrateToLatest(db);
    if ((await seedDemo(db, { dataDir })).seeded) log('seeded the demo data');
    const modules = await db.selectFrom('modules').select(['id', 'module_type']).where('module_type', 'in', ['grocery', 'pharmacy', 'ecommerce']).orderBy('id').execute();
    const stores = () => db.selectFrom('stores').select('id').where('slug', 'like', `${SLUG}-%`).orderBy('id').execute();
    if ((await stores()).length === 0) {
      await db.transaction().execute((trx) => seedStores(trx, modules.map((m) => m.id), log));
      if (databaseUrl) await sql`vacuum (analyze) items, item_search`.execute(db);
      if (databaseUrl) await sql`select count(*) from items where length(name) > 0`.execute(db);
    }
    const storeIds = (await stores()).map((s) => s.id);
    const subs = await db.selectFrom('categories').select(['id', 'parent_id']).where('module_id', 'in', modules.map((m) => m.id)).where('parent_id', 'is not', null).orderBy('id').execute();
    const categoryIds = subs.map((c) => c.id);
    const parentIds = [...new Set(subs.map((c) => c.parent_id!))];
    const sample = await db.selectFrom('items').select(['store_id', 'sku', 'category_id', 'name']).where('store_id', 'in', storeIds)
      .where(sql<boolean>`id % 17 = 0`).orderBy('id').limit(IMPORT_UPDATES).execute();
    return { token: await staffToken(db, 'catalogue', null), moduleIds: modules.map((m) => m.id), storeIds, categoryIds, parentIds, sample };
  } finally {
    await db.destroy();
  }
}

async function seedStores(db: Db, moduleIds: readonly number[], log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const random = rng(20261210);
  const now = new Date().toISOString();
  const perStore = Math.ceil(BENCH_ITEMS / ITEMS_STORES);
  for (let s = 0; s < ITEMS_STORES; s += 1) {
    const moduleId = moduleIds[s % moduleIds.length]!;
    const { id: _id, version: _version, ...model } = await db.selectFrom('stores').selectAll().where('module_id', '=', moduleId).orderBy('id').executeTakeFirstOrThrow();
    const slug = `${SLUG}-${s + 1}`;
    const { id: storeId } = await db.insertInto('stores').values({ ...model, slug, name: `Bench Items Store ${s + 1}` }).returning('id').executeTakeFirstOrThrow();
    const categories = (await db.selectFrom('categories').select('id').where('module_id', '=', moduleId).where('parent_id', 'is not', null).execute()).map((c) => c.id);
    const count = Math.min(perStore, BENCH_ITEMS - s * perStore);
    for (let at = 0; at < count; at += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - at) }, (_, k) => benchItem(random, at + k + 1, slug, { id: storeId, module_id: moduleId, zone_id: model.zone_id }, categories, now));
      await db.insertInto('items').values(rows).execute();
    }
    if ((s + 1) % 50 === 0) log(`  ${s + 1} stores`);
  }
  log(`seeded ${ITEMS_STORES} stores of ${BENCH_ITEMS} items in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
