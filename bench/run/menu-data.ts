import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createDb, migrateToLatest, type Db } from '../../apps/server/src/db/connection.js';
import { seedDemo } from '../../apps/server/src/db/seed/demo.js';

/**
 * The console menu row's data: the demo data set, and beside it one grocery store holding MENU_ITEMS
 * items of its module's categories, with names in three languages (words from a small vocabulary, so
 * that a search word matches a few thousand of them), a few switched off and a few out of stock; and a
 * manager of that store with a session.
 */
export const MENU_ITEMS = Number(process.env.BENCH_MENU_ITEMS ?? 100_000);
const STORE_SLUG = `bench-menu-${MENU_ITEMS}`;
/** Items inserted per statement: SQLite takes at most 32,766 values in one. */
const BATCH = 500;

/** English, Arabic and French for each word: a name is an adjective and a product. */
export const ADJECTIVES: readonly (readonly [string, string, string])[] = [
  ['fresh', 'طازج', 'frais'], ['organic', 'عضوي', 'bio'], ['golden', 'ذهبي', 'doré'], ['spicy', 'حار', 'épicé'], ['smoked', 'مدخن', 'fumé'],
  ['sweet', 'حلو', 'sucré'], ['crispy', 'مقرمش', 'croustillant'], ['roasted', 'محمص', 'rôti'], ['classic', 'كلاسيكي', 'classique'], ['wild', 'بري', 'sauvage'],
  ['creamy', 'كريمي', 'crémeux'], ['light', 'خفيف', 'léger'], ['royal', 'ملكي', 'royal'], ['tender', 'طري', 'tendre'], ['rustic', 'ريفي', 'rustique'],
];
export const PRODUCTS: readonly (readonly [string, string, string])[] = [
  ['tomato', 'طماطم', 'tomate'], ['cheese', 'جبن', 'fromage'], ['bread', 'خبز', 'pain'], ['honey', 'عسل', 'miel'], ['coffee', 'قهوة', 'café'],
  ['almonds', 'لوز', 'amandes'], ['dates', 'تمر', 'dattes'], ['yogurt', 'زبادي', 'yaourt'], ['olives', 'زيتون', 'olives'], ['rice', 'أرز', 'riz'],
  ['lentils', 'عدس', 'lentilles'], ['chicken', 'دجاج', 'poulet'], ['salmon', 'سلمون', 'saumon'], ['mango', 'مانجو', 'mangue'], ['spinach', 'سبانخ', 'épinards'],
  ['butter', 'زبدة', 'beurre'], ['pasta', 'معكرونة', 'pâtes'], ['saffron', 'زعفران', 'safran'], ['walnuts', 'جوز', 'noix'], ['tea', 'شاي', 'thé'],
  ['cookies', 'بسكويت', 'biscuits'], ['juice', 'عصير', 'jus'], ['granola', 'جرانولا', 'granola'], ['pistachios', 'فستق', 'pistaches'], ['figs', 'تين', 'figues'],
  ['labneh', 'لبنة', 'labné'], ['halloumi', 'حلومي', 'halloumi'], ['quinoa', 'كينوا', 'quinoa'], ['oats', 'شوفان', 'avoine'], ['lemons', 'ليمون', 'citrons'],
  ['peppers', 'فلفل', 'poivrons'], ['carrots', 'جزر', 'carottes'], ['apples', 'تفاح', 'pommes'], ['grapes', 'عنب', 'raisins'], ['beans', 'فاصوليا', 'haricots'],
  ['zaatar', 'زعتر', 'zaatar'], ['tahini', 'طحينة', 'tahini'], ['couscous', 'كسكس', 'couscous'], ['chocolate', 'شوكولاتة', 'chocolat'], ['noodles', 'نودلز', 'nouilles'],
];

export interface MenuData {
  storeId: number;
  token: string;
  /** Root categories of the module, each with its sub-categories in the store's items. */
  categoryIds: number[];
}

/** A small deterministic generator, so that every run seeds the same items. */
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * The `n`th bench item of a store: a name of an adjective and a product in three languages, a category
 * among `categories`, a price; a few switched off (2 %) and a few out of stock (3 %).
 */
export function benchItem(
  random: () => number, n: number, slugPrefix: string, store: { id: number; module_id: number; zone_id: number }, categories: readonly number[], now: string,
) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const [adjective, product] = [pick(ADJECTIVES), pick(PRODUCTS)];
  const [other] = [pick(PRODUCTS)];
  const name = (lang: 0 | 1 | 2) => `${adjective[lang]} ${product[lang]} ${n}`;
  return {
    slug: `${slugPrefix}-${n}`, name: name(0), translations: JSON.stringify({ ar: { name: name(1) }, fr: { name: name(2) } }),
    description: `Goes well with ${other[0]}.`, image: null, images: '[]', store_id: store.id, module_id: store.module_id, zone_id: store.zone_id,
    category_id: pick(categories), brand_id: null, common_condition_id: null, price: 100 + Math.floor(random() * 20_000), tax: 5, tax_type: 'percent' as const,
    discount: random() < 0.2 ? 10 : 0, discount_type: 'percent' as const, unit_type: 'pc', stock: random() < 0.03 ? 0 : 1 + Math.floor(random() * 200),
    maximum_cart_quantity: null, is_prescription_required: 0, veg: 0, recommended: 0, organic: 0, is_halal: 0, available_time_starts: '00:00',
    available_time_ends: '23:59', choice_options: '[]', tags: '[]', generic_name: null, status: random() < 0.02 ? 0 : 1, avg_rating: 0, rating_count: 0,
    order_count: 0, created_at: now, updated_at: now,
  };
}

/** The store, its items and its manager, made once per database; an existing store is reused with a new session. */
export async function menuData(dataDir: string, databaseUrl: string | undefined, pgSchema: string | undefined, log: (line: string) => void): Promise<MenuData> {
  const db = createDb({ dataDir, databaseUrl, ...(pgSchema ? { pgSchema } : {}) });
  try {
    await migrateToLatest(db);
    if ((await seedDemo(db, { dataDir })).seeded) log('seeded the demo data');
    const grocery = await db.selectFrom('modules').select('id').where('module_type', '=', 'grocery').executeTakeFirstOrThrow();
    const roots = (await db.selectFrom('categories').select('id').where('module_id', '=', grocery.id).where('parent_id', 'is', null).orderBy('id').execute()).map((c) => c.id);
    let store = await db.selectFrom('stores').select('id').where('slug', '=', STORE_SLUG).executeTakeFirst();
    // In one transaction: an interrupted seed leaves no half store behind.
    if (!store) {
      store = { id: await db.transaction().execute((trx) => seedStore(trx, grocery.id, log)) };
      // As autovacuum would soon: the planner's statistics, and the full-text index's pending entries merged.
      if (databaseUrl) await sql`vacuum (analyze) items, item_search`.execute(db);
      // As the first reads of new rows would, every row read once: until then, each read of a row seeded
      // in one transaction settles its visibility again (a name search of 6,700 rows: 90 ms instead of 8).
      if (databaseUrl) await sql`select count(*) from items where length(name) > 0`.execute(db);
    }
    return { storeId: store.id, token: await managerToken(db, store.id), categoryIds: roots };
  } finally {
    await db.destroy();
  }
}

async function seedStore(db: Db, moduleId: number, log: (line: string) => void): Promise<number> {
  const started = Date.now();
  const { id: _id, version: _version, ...model } = await db.selectFrom('stores').selectAll().where('module_id', '=', moduleId).orderBy('id').executeTakeFirstOrThrow();
  const { id: storeId } = await db.insertInto('stores').values({ ...model, slug: STORE_SLUG, name: `Bench Menu Market (${MENU_ITEMS})` }).returning('id').executeTakeFirstOrThrow();
  const categories = (await db.selectFrom('categories').select('id').where('module_id', '=', moduleId).where('parent_id', 'is not', null).execute()).map((c) => c.id);
  const random = rng(20261129);
  const now = new Date().toISOString();
  for (let at = 0; at < MENU_ITEMS; at += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, MENU_ITEMS - at) }, (_, k) => benchItem(random, at + k + 1, STORE_SLUG, { id: storeId, module_id: moduleId, zone_id: model.zone_id }, categories, now));
    await db.insertInto('items').values(rows).execute();
    if ((at + BATCH) % 20_000 === 0) log(`  ${at + BATCH} items`);
  }
  log(`seeded a store of ${MENU_ITEMS} items in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return storeId;
}

/** A manager of the store (no second factor needed) with a new session, as signing in makes one. */
const managerToken = (db: Db, storeId: number) => staffToken(db, 'manager', storeId);

/** A staff account holding `role` (for `storeId`, or business-wide: null), needing no second factor, with a new session, as signing in makes one. */
export async function staffToken(db: Db, role: 'manager' | 'catalogue' | 'operations' | 'finance' | 'admin', storeId: number | null): Promise<string> {
  const at = new Date().toISOString();
  const email = role === 'manager' ? `bench-menu-manager-${storeId}@bench.test` : `bench-${role}@bench.test`;
  let operator = await db.selectFrom('operators').select('id').where('email', '=', email).executeTakeFirst();
  if (!operator) {
    operator = await db.insertInto('operators').values({
      role: storeId === null ? 'support' : 'store', store_id: storeId, zone_id: null, f_name: 'Bench', l_name: `${role[0]!.toUpperCase()}${role.slice(1)}`, email,
      phone: '+971500000099', password_hash: 'x', image: null, lat: null, lng: null, location_updated_at: null, totp_secret: null, totp_enabled_at: null, created_at: at, updated_at: at,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('operator_roles').values({ operator_id: operator.id, role, store_id: storeId, created_at: at }).execute();
  }
  const raw = randomBytes(32).toString('base64url');
  await db.insertInto('operator_tokens').values({
    operator_id: operator.id, token_hash: createHash('sha256').update(raw).digest('hex'), created_at: at, expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    revoked_at: null, user_agent: 'bench', ip: null, last_used_at: null, limited: 0,
  }).execute();
  return `op_${raw}`;
}
