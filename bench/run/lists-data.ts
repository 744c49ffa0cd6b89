import { sql } from 'kysely';
import { createDb, migrateToLatest, type Db } from '../../apps/server/src/db/connection.js';
import { insertReturningIds, insertRows } from '../../apps/server/src/db/seed/insert.js';
import { seedDemo } from '../../apps/server/src/db/seed/demo.js';
import { ADJECTIVES, benchItem, PRODUCTS, rng, staffToken } from './menu-data.js';

/**
 * The console lists rows' data: the demo data set, and beside it the admin's lists at a large business's
 * volumes: LIST_ITEMS items in 20 stores of the grocery, pharmacy and shop modules (a fifth of their names
 * without Arabic, every description untranslated), 2,000 basic campaigns (5 stores each), 2,000 item
 * campaigns, 500 flash sales of 20 lines, 2,000 coupons, 1,000 cashback offers, 1,000 banners, 100 parcel
 * categories, 200 units and 200 attributes, 5,000 store applications. Titles and names are an adjective
 * and a product of menu-data's vocabulary in three languages (a fifth lacking Arabic), so that a word
 * matches a few percent of a list; dates spread over the past year and the next two months, so that every
 * state (off, scheduled, running, expired) holds rows. Two sessions: a catalogue manager (promotions and
 * the catalogue's lists) and an operations one (store applications).
 */
export const LIST_ITEMS = Number(process.env.BENCH_LIST_ITEMS ?? 20_000);
const STORES = 20;
const SLUG = `bench-lists-${LIST_ITEMS}`;
export const VOLUMES = {
  campaigns: 2_000, itemCampaigns: 2_000, flashSales: 500, saleLines: 20, coupons: 2_000, cashbacks: 1_000, banners: 1_000,
  parcelCategories: 100, terms: 200, applications: 5_000,
} as const;

/** The tables seeded, vacuumed on PostgreSQL after the seed (by name: a bare vacuum would visit every schema of the database). */
const VACUUMED = [
  'stores', 'items', 'item_search', 'campaigns', 'campaign_stores', 'item_campaigns', 'flash_sales', 'flash_sale_items', 'coupons', 'cashbacks', 'banners',
  'parcel_categories', 'units', 'attributes', 'store_applications',
];

export interface ListsData {
  /** Holds promotions.view and catalogue.view. */
  catalogueToken: string;
  /** Holds stores.manage. */
  operationsToken: string;
  moduleIds: number[];
  zoneIds: number[];
}

/** The lists made once per database (in one transaction); an existing set is reused with new sessions. */
export async function listsData(dataDir: string, databaseUrl: string | undefined, pgSchema: string | undefined, log: (line: string) => void): Promise<ListsData> {
  const db = createDb({ dataDir, databaseUrl, ...(pgSchema ? { pgSchema } : {}) });
  try {
    await migrateToLatest(db);
    if ((await seedDemo(db, { dataDir })).seeded) log('seeded the demo data');
    const modules = (await db.selectFrom('modules').select('id').where('module_type', 'in', ['grocery', 'pharmacy', 'ecommerce']).orderBy('id').execute()).map((m) => m.id);
    const seeded = await db.selectFrom('stores').select('id').where('slug', 'like', `${SLUG}-%`).executeTakeFirst();
    if (!seeded) {
      const started = Date.now();
      await db.transaction().execute((trx) => seedLists(trx, modules, log));
      // As autovacuum would soon: the planner's statistics, and every new row read once (see menu-data), the seeded tables only.
      if (databaseUrl) await sql`vacuum (analyze) ${sql.raw(VACUUMED.join(', '))}`.execute(db);
      log(`seeded the lists in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const zoneIds = (await db.selectFrom('stores').select('zone_id').distinct().where('slug', 'like', `${SLUG}-%`).orderBy('zone_id').execute()).map((z) => z.zone_id);
    return {
      catalogueToken: await staffToken(db, 'catalogue', null), operationsToken: await staffToken(db, 'operations', null), moduleIds: modules, zoneIds,
    };
  } finally {
    await db.destroy();
  }
}

/** The `n`th name of the vocabulary in three languages, with `tail` after it; every fifth lacks its Arabic. */
function named(n: number, tail: string) {
  const adjective = ADJECTIVES[n % ADJECTIVES.length]!;
  const product = PRODUCTS[Math.floor(n / ADJECTIVES.length) % PRODUCTS.length]!;
  const text = (lang: 0 | 1 | 2) => `${adjective[lang]} ${product[lang]} ${tail} ${n}`;
  return { en: text(0), ar: n % 5 === 0 ? '' : text(1), fr: text(2) };
}

/** The translations JSON of some fields' texts, as lib/texts keeps them (a language without its text left out). */
function translations(fields: Record<string, { ar: string; fr: string }>): string {
  const of = (lang: 'ar' | 'fr') => Object.fromEntries(Object.entries(fields).filter(([, t]) => t[lang]).map(([f, t]) => [f, t[lang]]));
  const [ar, fr] = [of('ar'), of('fr')];
  return JSON.stringify({ ...(Object.keys(ar).length ? { ar } : {}), ...(Object.keys(fr).length ? { fr } : {}) });
}

async function seedLists(db: Db, moduleIds: readonly number[], log: (line: string) => void): Promise<void> {
  const random = rng(20261230);
  const now = new Date();
  const stamp = now.toISOString();
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const moment = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString();
  /** Start and end days: from a year ago to two months ahead, one week to two months long; so every state holds rows. */
  const span = () => {
    const start = Math.floor(random() * 420) - 360;
    return [start, start + 7 + Math.floor(random() * 53)] as const;
  };
  const status = () => (random() < 0.1 ? 0 : 1);

  // Stores and their items, a fifth of the names without Arabic.
  const stores: { id: number; module_id: number; zone_id: number }[] = [];
  const perStore = Math.ceil(LIST_ITEMS / STORES);
  for (let s = 0; s < STORES; s += 1) {
    const moduleId = moduleIds[s % moduleIds.length]!;
    const { id: _id, version: _version, ...model } = await db.selectFrom('stores').selectAll().where('module_id', '=', moduleId).orderBy('id').executeTakeFirstOrThrow();
    const slug = `${SLUG}-${s + 1}`;
    const { id } = await db.insertInto('stores').values({ ...model, slug, name: `Bench Lists Store ${s + 1}` }).returning('id').executeTakeFirstOrThrow();
    stores.push({ id, module_id: moduleId, zone_id: model.zone_id });
    const categories = (await db.selectFrom('categories').select('id').where('module_id', '=', moduleId).where('parent_id', 'is not', null).execute()).map((c) => c.id);
    const rows = Array.from({ length: Math.min(perStore, LIST_ITEMS - s * perStore) }, (_, k) => {
      const item = benchItem(random, k + 1, slug, stores[s]!, categories, stamp);
      return k % 5 === 0 ? { ...item, translations: JSON.stringify({ fr: JSON.parse(item.translations).fr }) } : item;
    });
    await insertRows(db, 'items', rows);
  }
  log(`  ${STORES} stores of ${LIST_ITEMS} items`);
  const items = await db.selectFrom('items').select(['id', 'store_id', 'module_id', 'zone_id', 'price']).where('store_id', 'in', stores.map((s) => s.id)).orderBy('id').execute();
  const itemsOf = (moduleId: number) => items.filter((i) => i.module_id === moduleId);
  const moduleOf = (n: number) => moduleIds[n % moduleIds.length]!;

  const campaignIds = await insertReturningIds(db, 'campaigns', Array.from({ length: VOLUMES.campaigns }, (_, n) => {
    const [title, description] = [named(n, 'week'), named(n + 7, 'savings')];
    const [from, to] = span();
    return {
      title: title.en, description: description.en, translations: translations({ title, description }), image: null, module_id: moduleOf(n),
      start_date: day(from), end_date: day(to), start_time: '00:00', end_time: '23:59', status: status(), created_at: stamp, version: 1, updated_at: stamp,
    };
  }));
  await insertRows(db, 'campaign_stores', campaignIds.flatMap((campaignId, n) => {
    const own = stores.filter((s) => s.module_id === moduleOf(n));
    return Array.from({ length: Math.min(5, own.length) }, (_, k) => ({ campaign_id: campaignId, store_id: own[(n + k) % own.length]!.id }));
  }));
  await insertRows(db, 'item_campaigns', Array.from({ length: VOLUMES.itemCampaigns }, (_, n) => {
    const item = items[(n * 7) % items.length]!;
    const title = named(n, 'deal');
    const [from, to] = span();
    return {
      item_id: item.id, store_id: item.store_id, module_id: item.module_id, zone_id: item.zone_id, title: title.en, translations: translations({ title }),
      price: Math.max(25, Math.round(item.price * 0.8)), discount: 0, discount_type: 'percent' as const, start_date: day(from), end_date: day(to),
      start_time: '00:00', end_time: '23:59', status: status(), created_at: stamp, version: 1, updated_at: stamp,
    };
  }));
  const saleIds = await insertReturningIds(db, 'flash_sales', Array.from({ length: VOLUMES.flashSales }, (_, n) => {
    const title = named(n, 'flash');
    const [from] = span();
    return {
      title: title.en, translations: translations({ title }), module_id: moduleOf(n), start_date: moment(from), end_date: moment(from + 1 + (n % 3)),
      status: status(), created_at: stamp, version: 1, updated_at: stamp,
    };
  }));
  await insertRows(db, 'flash_sale_items', saleIds.flatMap((saleId, n) => {
    const pool = itemsOf(moduleOf(n));
    return Array.from({ length: VOLUMES.saleLines }, (_, k) => {
      const item = pool[(n * VOLUMES.saleLines + k) % pool.length]!;
      const stock = 10 + ((n + k) % 50);
      return {
        flash_sale_id: saleId, item_id: item.id, stock, sold: (n * k) % stock, discount: 20, discount_type: 'percent' as const,
        price: Math.max(25, Math.round(item.price * 0.8)), status: k % 10 === 9 ? 0 : 1,
      };
    });
  }));
  log(`  ${VOLUMES.campaigns} campaigns, ${VOLUMES.itemCampaigns} item campaigns, ${VOLUMES.flashSales} flash sales of ${VOLUMES.saleLines} lines`);

  await insertRows(db, 'coupons', Array.from({ length: VOLUMES.coupons }, (_, n) => {
    const title = named(n, 'coupon');
    const [from, to] = span();
    const store = n % 4 === 0 ? stores[n % stores.length]! : null;
    return {
      title: title.en, translations: translations({ title }), code: `BENCH${n}`, coupon_type: store ? 'store_wise' as const : 'default' as const,
      module_id: store?.module_id ?? moduleOf(n), store_id: store?.id ?? null, zone_id: null, discount: 10, discount_type: 'percent' as const,
      min_purchase: 1000, max_discount: 5000, usage_limit: 1, total_limit: null, start_date: day(from), expire_date: day(to), status: status(),
      created_at: stamp, version: 1, updated_at: stamp,
    };
  }));
  await insertRows(db, 'cashbacks', Array.from({ length: VOLUMES.cashbacks }, (_, n) => {
    const title = named(n, 'cashback');
    const [from, to] = span();
    return {
      title: title.en, translations: translations({ title }), cashback_type: n % 2 ? 'percentage' as const : 'amount' as const, cashback_amount: n % 2 ? 5 : 500,
      min_purchase: 2000, max_discount: 1000, start_date: day(from), end_date: day(to), same_user_limit: 1, status: status(), created_at: stamp,
      version: 1, updated_at: stamp,
    };
  }));
  const zones = [...new Set(stores.map((s) => s.zone_id))];
  await insertRows(db, 'banners', Array.from({ length: VOLUMES.banners }, (_, n) => {
    const [title, short_description] = [named(n, 'banner'), named(n + 3, 'today')];
    return {
      title: title.en, short_description: short_description.en, translations: translations({ title, short_description }), type: 'default' as const,
      image: 'banner/bench.svg', module_id: moduleOf(n), zone_id: zones[n % zones.length]!, store_id: null, item_id: null, featured: 0, status: status(),
      version: 1, created_at: stamp, updated_at: stamp,
    };
  }));
  const parcel = await db.selectFrom('modules').select('id').where('module_type', '=', 'parcel').orderBy('id').executeTakeFirstOrThrow();
  await insertRows(db, 'parcel_categories', Array.from({ length: VOLUMES.parcelCategories }, (_, n) => {
    const [name, description] = [named(n, 'parcel'), named(n + 11, 'carried')];
    return {
      module_id: parcel.id, name: name.en, description: description.en, translations: translations({ name, description }), image: null,
      parcel_per_km_shipping_charge: 200, parcel_minimum_shipping_charge: 1000, position: n, status: status(), created_at: stamp, version: 1, updated_at: stamp,
    };
  }));
  for (const [table, tail] of [['units', 'unit'], ['attributes', 'choice']] as const) {
    await insertRows(db, table, Array.from({ length: VOLUMES.terms }, (_, n) => {
      const name = named(n, tail);
      return { name: name.en, translations: translations({ name }), position: n, status: status(), version: 1, created_at: stamp, updated_at: stamp };
    }));
  }
  await insertRows(db, 'store_applications', Array.from({ length: VOLUMES.applications }, (_, n) => {
    const name = named(n, 'market');
    const store = stores[n % stores.length]!;
    const state = n % 10 === 0 ? 'pending' as const : n % 3 === 0 ? 'rejected' as const : 'approved' as const;
    const sent = moment(-400 + (n * 400) / VOLUMES.applications);
    return {
      status: state, version: 1, name: name.en, translations: translations({ name }), module_id: store.module_id, zone_id: store.zone_id,
      address: `${n} Bench Street`, latitude: 25.2, longitude: 55.3, f_name: ADJECTIVES[n % ADJECTIVES.length]![0], l_name: `Applicant${n}`,
      email: `applicant${n}@bench.test`, phone: `+9715${String(n).padStart(8, '0')}`, documents: '[]', store_id: null, reviewer_id: null,
      reason: state === 'rejected' ? 'Documents unreadable' : null, created_at: sent, updated_at: sent, decided_at: state === 'pending' ? null : sent,
    };
  }));
  log(`  ${VOLUMES.coupons} coupons, ${VOLUMES.cashbacks} cashbacks, ${VOLUMES.banners} banners, ${VOLUMES.parcelCategories} parcel categories, `
    + `${VOLUMES.terms} units and attributes, ${VOLUMES.applications} store applications`);
}
