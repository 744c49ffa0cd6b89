import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest, type Db } from '../connection.js';
import type { Database } from '../database.js';
import { seedDemo } from './demo.js';
import { pointInPolygon, type LatLngTuple } from '../../lib/geo.js';
import { DEMO_PASSWORD } from './users.js';

const NOW = new Date('2026-11-21T10:00:00Z');
const PG_URL = process.env.TEST_DATABASE_URL;
// The vitest projects set TEST_DB: each engine's part runs in its own project.
const RUN_SQLITE = process.env.TEST_DB !== 'postgres';
const RUN_PG = PG_URL !== undefined && process.env.TEST_DB !== 'sqlite';

/** Every table with the columns that order it. */
const TABLES: readonly (readonly [keyof Database, readonly string[]])[] = [
  ['settings', ['key']], ['zones', ['id']], ['modules', ['id']], ['module_zones', ['module_id', 'zone_id']],
  ['stores', ['id']], ['store_schedules', ['id']], ['categories', ['id']], ['brands', ['id']],
  ['common_conditions', ['id']], ['items', ['id']], ['item_variations', ['id']], ['item_food_variations', ['id']],
  ['item_food_variation_values', ['id']], ['add_ons', ['id']], ['item_add_ons', ['item_id', 'add_on_id']],
  ['users', ['id']], ['guests', ['id']], ['places', ['id']], ['reviews', ['id']], ['banners', ['id']],
  ['module_banners', ['id']], ['campaigns', ['id']], ['campaign_stores', ['campaign_id', 'store_id']], ['item_campaigns', ['id']],
  ['flash_sales', ['id']], ['flash_sale_items', ['id']], ['coupons', ['id']], ['cashbacks', ['id']], ['parcel_categories', ['id']],
  ['visits', ['id']],
];

async function digest(db: Db): Promise<string> {
  const hash = createHash('sha256');
  for (const [table, keys] of TABLES) {
    const rows: Record<string, unknown>[] = await (db as any).selectFrom(table).selectAll().execute();
    // Sorted here rather than in SQL: text keys collate differently on the two engines.
    const key = (r: Record<string, unknown>) => keys.map((k) => r[k]);
    rows.sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return (ka[i] as any) < (kb[i] as any) ? -1 : 1;
      return 0;
    });
    hash.update(`${table}:${JSON.stringify(rows)}\n`);
  }
  return hash.digest('hex');
}

const ringOf = (polygon: string) => JSON.parse(polygon) as LatLngTuple[];

async function expectDemoCounts(db: Db): Promise<void> {
  const modules = await db.selectFrom('modules').select(['id', 'module_type']).orderBy('position').execute();
  expect(modules.map((m) => m.module_type)).toEqual(['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel']);

  const zones = await db.selectFrom('zones').select(['id', 'name', 'polygon']).execute();
  expect(zones.length).toBeGreaterThanOrEqual(4);
  const nested = zones.some((inner) =>
    zones.some((outer) => outer.id !== inner.id && ringOf(inner.polygon).every(([lat, lng]) => pointInPolygon(lat, lng, ringOf(outer.polygon)))),
  );
  expect(nested).toBe(true);
  const ring = (name: string) => ringOf(zones.find((z) => z.name === name)?.polygon ?? '[]');
  const [dubai, sharjah] = [ring('Dubai'), ring('Sharjah')];
  expect(sharjah.some(([lat, lng]) => pointInPolygon(lat, lng, dubai))).toBe(false);
  expect(dubai.some(([lat, lng]) => pointInPolygon(lat, lng, sharjah))).toBe(false);

  const places = await db.selectFrom('places').select(['kind', 'latitude', 'longitude']).execute();
  expect(places.length).toBeGreaterThanOrEqual(150);
  expect(new Set(places.map((p) => p.kind))).toEqual(new Set(['street', 'landmark', 'neighbourhood']));
  // Some well-known places lie outside every zone, so that "service not available" can be tried.
  const rings = zones.map((z) => ringOf(z.polygon));
  expect(places.filter((p) => !rings.some((r) => pointInPolygon(p.latitude, p.longitude, r))).length).toBeGreaterThanOrEqual(5);

  const stores = await db.selectFrom('stores').select(['module_id', 'status']).execute();
  expect(stores.length).toBeGreaterThanOrEqual(40);
  expect(new Set(stores.map((s) => s.module_id)).size).toBe(4);
  expect(stores.filter((s) => s.status === 0)).toHaveLength(1);

  const items = await db.selectFrom('items').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  expect(Number(items.n)).toBeGreaterThanOrEqual(1500);

  // Ratings agree with the reviews they summarise.
  const drift = await db
    .selectFrom('items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb('rating_count', '!=', eb.selectFrom('reviews').select((r) => r.fn.countAll<number>().as('c')).whereRef('reviews.item_id', '=', 'items.id')))
    .executeTakeFirstOrThrow();
  expect(Number(drift.n)).toBe(0);
  expect(Number((await db.selectFrom('reviews').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBeGreaterThan(1000);
  const banners = await db.selectFrom('banners').select('type').execute();
  expect(new Set(banners.map((b) => b.type))).toEqual(new Set(['default', 'store_wise', 'item_wise']));
  const sales = await db.selectFrom('flash_sales').select(['start_date', 'end_date']).execute();
  const at = NOW.toISOString();
  expect(sales.some((s) => s.start_date <= at && at <= s.end_date)).toBe(true);
  expect(sales.some((s) => s.end_date < at)).toBe(true);
  expect(new Set((await db.selectFrom('coupons').select('coupon_type').execute()).map((c) => c.coupon_type)).size).toBe(5);

  const categories = await db.selectFrom('categories').select(['id', 'parent_id', 'module_id']).execute();
  for (const m of modules.filter((m) => m.module_type !== 'parcel')) {
    const own = categories.filter((c) => c.module_id === m.id);
    const children = own.filter((c) => c.parent_id !== null);
    expect(children.length, m.module_type).toBeGreaterThan(0);
    for (const c of children) expect(own.some((p) => p.id === c.parent_id && p.parent_id === null)).toBe(true);
  }
}

async function freshSqlite(): Promise<{ db: Db; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
  const db = createDb({ dataDir: dir });
  await migrateToLatest(db);
  return { db, dir };
}

describe.runIf(RUN_SQLITE)('demo seed on SQLite', () => {
  let a: { db: Db; dir: string };
  let b: { db: Db; dir: string };

  beforeAll(async () => {
    [a, b] = await Promise.all([freshSqlite(), freshSqlite()]);
    expect(await seedDemo(a.db, { dataDir: a.dir, now: NOW })).toEqual({ seeded: true });
    expect(await seedDemo(b.db, { dataDir: b.dir, now: NOW })).toEqual({ seeded: true });
  }, 60_000);

  afterAll(async () => {
    for (const s of [a, b]) {
      await s?.db.destroy();
      if (s) fs.rmSync(s.dir, { recursive: true, force: true });
    }
  });

  it('holds the demo data set', async () => {
    await expectDemoCounts(a.db);
  });

  it('is deterministic and runs only once', async () => {
    const first = await digest(a.db);
    expect(await digest(b.db)).toBe(first);
    expect(await seedDemo(a.db, { dataDir: a.dir, now: new Date() })).toEqual({ seeded: false });
    expect(await digest(a.db)).toBe(first);
  });

  it('places every store inside its zone, the smallest that contains it', async () => {
    const zones = (await a.db.selectFrom('zones').select(['id', 'name', 'polygon', 'area']).execute())
      .map((z) => ({ ...z, ring: ringOf(z.polygon) }))
      .sort((x, y) => x.area - y.area);
    const stores = await a.db.selectFrom('stores').select(['name', 'latitude', 'longitude', 'zone_id']).execute();
    for (const s of stores) {
      expect(zones.find((z) => pointInPolygon(s.latitude, s.longitude, z.ring))?.id, s.name).toBe(s.zone_id);
    }
    const setting = await a.db.selectFrom('settings').select('value').where('key', '=', 'default_location').executeTakeFirstOrThrow();
    const { lat, lng } = JSON.parse(setting.value) as { lat: number; lng: number };
    const containing = zones.filter((z) => pointInPolygon(lat, lng, z.ring)).map((z) => z.name);
    expect(containing).toEqual(expect.arrayContaining(['Downtown & Business Bay', 'Dubai']));
  });

  it('lets the demo customer sign in with the demo password', async () => {
    const user = await a.db.selectFrom('users').select('password_hash').where('email', '=', 'customer@souqly.test').executeTakeFirstOrThrow();
    expect(await verify(user.password_hash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('writes every image it refers to', async () => {
    const paths = new Set<string>();
    for (const s of await a.db.selectFrom('stores').select(['logo', 'cover_photo']).execute()) paths.add(s.logo ?? '').add(s.cover_photo ?? '');
    for (const m of await a.db.selectFrom('modules').select(['icon', 'thumbnail']).execute()) paths.add(m.icon ?? '').add(m.thumbnail ?? '');
    for (const i of await a.db.selectFrom('items').select(['image', 'images']).execute()) {
      paths.add(i.image ?? '');
      for (const p of JSON.parse(i.images) as string[]) paths.add(p);
    }
    for (const table of ['banners', 'module_banners', 'campaigns', 'parcel_categories'] as const) {
      for (const r of await a.db.selectFrom(table).select('image').execute()) paths.add(r.image ?? '');
    }
    paths.delete('');
    expect(paths.size).toBeGreaterThan(300);
    const missing = [...paths].filter((p) => !fs.existsSync(path.join(a.dir, 'storage', p)));
    expect(missing).toEqual([]);
  });

  it('draws every picture from emoji, with no words, and no two store logos alike', async () => {
    const root = path.join(a.dir, 'storage');
    const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.svg'));
    expect(files.length).toBeGreaterThan(300);
    for (const f of files) {
      const svg = fs.readFileSync(path.join(root, f), 'utf8');
      expect(svg, f).not.toMatch(/<text|<tspan/);
      expect(svg, f).toContain('href="data:image/webp;base64,');
    }
    const logos = (await a.db.selectFrom('stores').select('logo').execute()).map((s) => s.logo ?? '');
    const digests = logos.map((l) => createHash('sha256').update(fs.readFileSync(path.join(root, l))).digest('hex'));
    expect(new Set(digests).size).toBe(logos.length);
    const covers = (await a.db.selectFrom('stores').select('cover_photo').execute()).map((s) => s.cover_photo ?? '');
    expect(new Set(covers.map((c) => fs.readFileSync(path.join(root, c), 'utf8'))).size).toBe(covers.length);
  });
});

describe.runIf(RUN_PG)('demo seed on PostgreSQL', () => {
  const schemas = [`seed_test_${randomBytes(4).toString('hex')}`, `seed_test_${randomBytes(4).toString('hex')}`];
  const admin = new pg.Client({ connectionString: PG_URL });
  let dir = '';
  let dbs: Db[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-pg-'));
    await admin.connect();
    for (const s of schemas) await admin.query(`CREATE SCHEMA "${s}"`);
    dbs = schemas.map((pgSchema) => createDb({ dataDir: dir, databaseUrl: PG_URL, pgSchema }));
    for (const db of dbs) {
      await migrateToLatest(db);
      expect(await seedDemo(db, { dataDir: dir, now: NOW })).toEqual({ seeded: true });
    }
  }, 120_000);

  afterAll(async () => {
    for (const db of dbs) await db.destroy();
    for (const s of schemas) await admin.query(`DROP SCHEMA IF EXISTS "${s}" CASCADE`);
    await admin.end();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('holds the demo data set', async () => {
    await expectDemoCounts(dbs[0] as Db);
  });

  it('is deterministic, runs only once, and matches SQLite row for row', async () => {
    const [first, second] = dbs as [Db, Db];
    const expected = await digest(first);
    expect(await digest(second)).toBe(expected);
    expect(await seedDemo(first, { dataDir: dir, now: new Date() })).toEqual({ seeded: false });
    expect(await digest(first)).toBe(expected);

    const lite = await freshSqlite();
    try {
      await seedDemo(lite.db, { dataDir: lite.dir, now: NOW });
      expect(await digest(lite.db)).toBe(expected);
    } finally {
      await lite.db.destroy();
      fs.rmSync(lite.dir, { recursive: true, force: true });
    }
  }, 60_000);
});
