import type { LatLngTuple } from '../../lib/geo.js';
import type { Db } from '../connection.js';
import { insertDemoAccount } from './account.js';
import { CATALOG, insertCatalog } from './catalog.js';
import { STORES } from './data/stores.js';
import { insertPlaces } from './gazetteer.js';
import { ImageSet } from './images.js';
import { insertRows } from './insert.js';
import { draftItem, insertItems, pickProducts, type ItemDraft } from './items.js';
import { insertModules, insertZones } from './places.js';
import { StoreLooks } from './pictures.js';
import { buildProductPools } from './products.js';
import { insertPromotions } from './promotions.js';
import { Rng } from './random.js';
import { insertReviews } from './reviews.js';
import { settingsRows } from './settings.js';
import { areaByName, insertStores, TYPICAL_HOURS, type StoreContext, type StoreSpec } from './stores.js';
import { slugify } from './text.js';
import { buildUsers } from './users.js';
import { insertWallets } from './wallet.js';
import { seedOperators } from './operators.js';

export const DEMO_SEED_VERSION_KEY = 'demo_seed_version';
export const DEMO_SEED_VERSION = '2026-11-24.2';
const DEMO_CUSTOMER_EMAIL = 'customer@souqly.test';
const DEMO_SEED = 20261121;

async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('settings').select('key').where('key', '=', DEMO_SEED_VERSION_KEY).executeTakeFirst();
  return row !== undefined;
}

function demoStoreSpecs(rng: Rng): StoreSpec[] {
  return STORES.map((def) => {
    const area = areaByName(def.area);
    const slug = slugify(def.name);
    // Up to ~300 m from the neighbourhood centre, so that stores do not stack on one pin.
    const point: LatLngTuple = [
      Math.round((area.center[0] + (rng.next() - 0.5) * 0.006) * 1e6) / 1e6,
      Math.round((area.center[1] + (rng.next() - 0.5) * 0.006) * 1e6) / 1e6,
    ];
    return {
      name: def.name,
      slug,
      module: def.module,
      area,
      point,
      building: def.building,
      roots: def.roots ?? CATALOG[def.module].map((r) => r.en),
      itemCount: def.items ?? null,
      hours: def.hours ?? rng.pick(TYPICAL_HOURS),
      ...(def.closedDay !== undefined ? { closedDay: def.closedDay } : {}),
      flags: def.flags ?? [],
      ...(def.announcement ? { announcement: def.announcement } : {}),
      logo: `store/logo-${slug}.svg`,
      cover: `store/cover-${slug}.svg`,
    };
  });
}

/**
 * The demo data set: one city, five modules, about fifty stores and 1,800 items.
 * Runs once per database (guarded by the demo_seed_version setting) in one transaction.
 */
export async function seedDemo(db: Db, opts: { dataDir: string; now?: Date }): Promise<{ seeded: boolean }> {
  const now = opts.now ?? new Date();
  if (await isSeeded(db)) {
    // A demo database from before store staff and couriers existed gets them now.
    await seedOperators(db, now);
    return { seeded: false };
  }
  const rng = new Rng(DEMO_SEED);
  const images = new ImageSet();
  // Hash before the transaction so that SQLite's write lock is not held while argon2 works.
  const users = await buildUsers(rng.fork('users'), now);

  const seeded = await db.transaction().execute(async (trx) => {
    if (await isSeeded(trx)) return false;
    const zones = await insertZones(trx, now);
    const modules = await insertModules(trx, zones, images, now);
    await insertRows(trx, 'settings', settingsRows(zones, images));
    const ids = await insertCatalog(trx, modules, images, now);
    const ctx: StoreContext = { now, zones, modules, pools: buildProductPools(ids, images) };

    const specs = demoStoreSpecs(rng.fork('store-places'));
    const looks = new StoreLooks();
    for (const spec of specs) {
      const { emoji, palette } = looks.pick(spec.name, spec.module, spec.roots);
      images.add(spec.logo, { style: 'tile', emoji, palette });
      images.add(spec.cover, { style: 'scene', emoji, palette }, 'cover');
    }
    const stores = await insertStores(trx, rng.fork('stores'), ctx, specs);

    const itemRng = rng.fork('items');
    const drafts: ItemDraft[] = [];
    for (const store of stores) {
      for (const product of pickProducts(itemRng, ctx.pools, store)) {
        drafts.push(draftItem(itemRng, store, product, (drafts.length + 1).toString(36), now));
      }
    }
    await insertItems(trx, drafts);
    await insertRows(trx, 'users', users);
    await insertWallets(trx, now, { historyOf: DEMO_CUSTOMER_EMAIL });
    await insertPlaces(trx, now);
    const customer = await trx.selectFrom('users').select('id').where('email', '=', DEMO_CUSTOMER_EMAIL).executeTakeFirstOrThrow();
    const itemRefs = await trx.selectFrom('items').select(['id', 'store_id']).orderBy('id').execute();
    await insertReviews(trx, rng.fork('reviews'), itemRefs, { now, perItem: [0, 1, 1, 2, 2, 3, 4, 5], customerId: customer.id });
    await insertPromotions(trx, rng.fork('promotions'), { now, zones, modules, images, looks });
    await insertDemoAccount(trx, { now, zones });
    // Written last: its presence means the whole demo data set is in.
    await insertRows(trx, 'settings', [{ key: DEMO_SEED_VERSION_KEY, value: JSON.stringify(DEMO_SEED_VERSION) }]);
    return true;
  });
  if (seeded) {
    images.write(opts.dataDir);
    await seedOperators(db, now);
  }
  return { seeded };
}
