import { sql } from 'kysely';
import type { Db } from '../connection.js';
import { dbKind } from '../dialect.js';
import { loadCatalogIds } from './catalog.js';
import { DEMO_SEED_VERSION_KEY, seedDemo } from './demo.js';
import { ImageSet } from './images.js';
import { draftItem, insertItems, pickProducts, type ItemDraft } from './items.js';
import { loadZones } from './places.js';
import { buildProductPools } from './products.js';
import { StoreLooks } from './pictures.js';
import { Rng } from './random.js';
import { insertReviews } from './reviews.js';
import { loadStores, scaleStoreSpec, spread } from './scale-stores.js';
import { insertStores, type SeededStore, type StoreContext, type StoreSpec } from './stores.js';

const SCALE_SEED = 5000100;
/** Stores generated and inserted together, with their items. */
const STORE_BATCH = 500;

export interface ScaleOptions {
  stores: number;
  items: number;
  dataDir: string;
  now?: Date;
  log?: (line: string) => void;
}

export interface ScaleSummary {
  stores: number;
  items: number;
  rows: Record<string, number>;
  seconds: Record<string, number>;
}

async function count(db: Db, table: 'stores' | 'items'): Promise<number> {
  const row = await db.selectFrom(table).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Benchmark data: the demo data set, then generated stores and items until the
 * totals reach the requested counts. Needs an empty database.
 */
export async function seedScale(db: Db, opts: ScaleOptions): Promise<ScaleSummary> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const now = opts.now ?? new Date();
  const seconds: Record<string, number> = {};
  const started = performance.now();
  let mark = started;
  const lap = (name: string) => {
    const t = performance.now();
    seconds[name] = Math.round((t - mark) / 10) / 100;
    mark = t;
  };

  const existing = await db.selectFrom('settings').select('key').where('key', '=', DEMO_SEED_VERSION_KEY).executeTakeFirst();
  if (existing) throw new Error('seedScale needs an empty database; this one already holds the demo data');
  await seedDemo(db, { dataDir: opts.dataDir, now });
  lap('demo');
  const [demoStores, demoItems] = [await count(db, 'stores'), await count(db, 'items')];
  log(`demo data: ${demoStores} stores, ${demoItems} items (${seconds.demo} s)`);

  const lastDemoItem = Number((await db.selectFrom('items').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
  const rng = new Rng(SCALE_SEED);
  const images = new ImageSet();
  const looks = new StoreLooks();
  const ids = await loadCatalogIds(db);
  const zones = await loadZones(db);
  const ctx: StoreContext = { now, zones, modules: ids.modules, pools: buildProductPools(ids, images) };
  const newStores = Math.max(0, opts.stores - demoStores);
  const newItems = Math.max(0, opts.items - demoItems);
  const rows: Record<string, number> = {};
  const add = (counts: Record<string, number>) => {
    for (const [k, v] of Object.entries(counts)) rows[k] = (rows[k] ?? 0) + v;
  };

  await db.transaction().execute(async (trx) => {
    const itemRng = rng.fork('items');
    let itemOrdinal = 0;
    const stockStores = async (stores: readonly SeededStore[]) => {
      const drafts: ItemDraft[] = [];
      for (const store of stores) {
        for (const product of pickProducts(itemRng, ctx.pools, store)) {
          // Numbering continues the demo's, so every slug ends in a suffix of its own.
          drafts.push(draftItem(itemRng, store, product, (demoItems + ++itemOrdinal).toString(36), now));
        }
      }
      add(await insertItems(trx, drafts));
    };

    if (newStores === 0) {
      const stores = await loadStores(trx);
      const counts = spread(rng, newItems, stores.length);
      await stockStores(stores.map((s, i) => ({ ...s, itemCount: counts[i] ?? 0 })));
    } else {
      const counts = spread(rng, newItems, newStores);
      const storeRng = rng.fork('stores');
      for (let first = 0; first < newStores; first += STORE_BATCH) {
        const specs: StoreSpec[] = [];
        for (let i = first; i < Math.min(first + STORE_BATCH, newStores); i++) {
          specs.push(scaleStoreSpec(storeRng, zones, demoStores + i + 1, counts[i] ?? 0, images, looks));
        }
        const stores = await insertStores(trx, storeRng, ctx, specs);
        add({ stores: stores.length });
        await stockStores(stores);
        const elapsed = ((performance.now() - mark) / 1000).toFixed(1);
        log(`  stores ${first + specs.length}/${newStores}, items ${rows.items ?? 0}/${newItems} (${elapsed} s)`);
      }
    }
    // Fewer reviews per item than the demo's, still summing to each rating.
    const fresh = await trx.selectFrom('items').select(['id', 'store_id']).where('id', '>', lastDemoItem).orderBy('id').execute();
    add({ reviews: await insertReviews(trx, rng.fork('reviews'), fresh, { now, perItem: [0, 0, 0, 1, 1, 2], customerId: null }) });
  });
  lap('generated');
  // PostgreSQL plans by table statistics, which a bulk load leaves empty until autovacuum runs (and
  // never where it is off): without them searches scanned whole zones at 100,000 items.
  if (dbKind(db) === 'postgres') await sql`analyze`.execute(db);
  lap('analyzed');
  const written = images.write(opts.dataDir);
  lap('images');
  seconds.total = Math.round((performance.now() - started) / 10) / 100;
  const summary = { stores: await count(db, 'stores'), items: await count(db, 'items'), rows, seconds };
  log(`generated rows: ${Object.entries(rows).map(([k, v]) => `${k} ${v}`).join(', ')}; ${written} image files written`);
  log(`totals: ${summary.stores} stores, ${summary.items} items; seconds: ${JSON.stringify(seconds)}`);
  return summary;
}
