import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { CompiledQuery } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type AppConfig } from '../src/config.js';
import { createDb, migrateToLatest, type Db } from '../src/db/connection.js';
import { seedDemo } from '../src/db/seed/demo.js';
import { countOnce } from '../src/modules/reports/reports.counts.js';
import { buildApp } from '../src/app.js';
import { Clock } from '../src/lib/clock.js';

/** The instant the test seed is written at; test apps' clocks start there. */
export const SEED_NOW = new Date('2026-11-21T10:00:00Z');

/** Which engine this test run uses: the vitest project sets TEST_DB. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  db: Db;
  dataDir: string;
  databaseUrl: string | undefined;
  cleanup: () => Promise<void>;
}

/** A fresh, migrated database of its own: a temp SQLite file, or a new PostgreSQL schema. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-'));
  if (testDbKind === 'sqlite') {
    const opened = sqliteIn(dataDir);
    await migrateToLatest(opened.db);
    return opened;
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = createDb({ dataDir, databaseUrl: url, pgSchema: schema });
  await migrateToLatest(db);
  return {
    db,
    dataDir,
    databaseUrl: url,
    cleanup: async () => {
      await db.destroy();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Changes when a migration or the seed changes, so that a kept template is never stale. */
function seedSourceHash(): string {
  const hash = createHash('sha256');
  const src = path.resolve(import.meta.dirname, '../src/db');
  for (const dir of ['migrations', 'seed', 'seed/data']) {
    const folder = path.join(src, dir);
    if (!fs.existsSync(folder)) continue;
    for (const name of fs.readdirSync(folder).sort()) {
      if (name.endsWith('.ts')) hash.update(name).update(fs.readFileSync(path.join(folder, name)));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * Whether another tree's template (its folder in the temp folder: the SQLite template, or a PostgreSQL
 * template's pictures) went unread long enough that no test run still copies it (each copy touches it): two checkouts of different
 * migrations may run their tests at once on one machine, and removing a template one of them reads
 * failed its tests.
 */
const unused = (folder: string) => !fs.existsSync(folder) || Date.now() - fs.statSync(folder).mtimeMs > 6 * 3600_000;

/** Marks a template folder as read now (see unused). */
const touch = (folder: string) => fs.utimesSync(folder, new Date(), new Date());

/** Migrates and seeds a template database, its pictures in `dataDir`, closes it, and marks the folder done. */
async function seedInto(seeding: Db, dataDir: string): Promise<void> {
  try {
    await migrateToLatest(seeding);
    await seedDemo(seeding, { dataDir, now: SEED_NOW });
    await countOnce(seeding);
  } finally {
    await seeding.destroy();
  }
  fs.writeFileSync(path.join(dataDir, '.done'), '');
}

/**
 * A database of its own copied from a demo-seeded template folder (the database file and the generated
 * pictures), kept in the temp folder until the migrations or the seed change: migrating and seeding
 * each test file's database took a second and a half, copying the folder a fifth of a second. Test
 * files running side by side may each build it the first time; the first one's stays.
 */
async function seededSqlite(): Promise<TestDatabase> {
  const name = `storefront-sqlite-template-${seedSourceHash()}`;
  const template = path.join(os.tmpdir(), name);
  if (!fs.existsSync(path.join(template, '.done'))) {
    for (const old of fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith('storefront-sqlite-template-') && !f.startsWith(name))) {
      if (unused(path.join(os.tmpdir(), old))) fs.rmSync(path.join(os.tmpdir(), old), { recursive: true, force: true });
    }
    const building = fs.mkdtempSync(`${template}-building-`);
    await seedInto(createDb({ dataDir: building }), building);
    try {
      fs.renameSync(building, template);
    } catch {
      fs.rmSync(building, { recursive: true, force: true });
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-'));
  fs.cpSync(template, dataDir, { recursive: true });
  fs.rmSync(path.join(dataDir, '.done'));
  touch(template);
  return sqliteIn(dataDir);
}

/** The SQLite database of a test's own folder, removed with it. */
function sqliteIn(dataDir: string): TestDatabase {
  const db = createDb({ dataDir });
  return {
    db,
    dataDir,
    databaseUrl: undefined,
    cleanup: async () => {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A database of its own copied from a demo-seeded template (CREATE DATABASE … TEMPLATE copies files,
 * far faster than seeding each time). The first test file to need the template builds it, under an
 * advisory lock; it is kept for later runs until the migrations or the seed change. The generated
 * pictures are kept beside it and copied too. Without the right to create databases, each file
 * seeds a schema of its own as before.
 */
async function seededPostgres(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const template = `sf_tmpl_${seedSourceHash()}`;
  const pictures = path.join(os.tmpdir(), `storefront-${template}`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(726001)');
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount === 0 || !fs.existsSync(path.join(pictures, '.done'))) {
        await admin.query(`drop database if exists ${template}`);
        for (const old of (await admin.query<{ datname: string }>("select datname from pg_database where datname like 'sf_tmpl_%'")).rows) {
          const oldPictures = path.join(os.tmpdir(), `storefront-${old.datname}`);
          if (!unused(oldPictures)) continue;
          await admin.query(`drop database if exists ${old.datname}`).catch(() => undefined);
          fs.rmSync(oldPictures, { recursive: true, force: true });
        }
        await admin.query(`create database ${template}`);
        fs.rmSync(pictures, { recursive: true, force: true });
        await seedInto(createDb({ dataDir: pictures, databaseUrl: withDatabase(url, template) }), pictures);
      }
    } finally {
      await admin.query('select pg_advisory_unlock(726001)');
    }
    const name = `t_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${name} template ${template}`);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-'));
    fs.cpSync(pictures, dataDir, { recursive: true });
    touch(pictures);
    const db = createDb({ dataDir, databaseUrl: withDatabase(url, name) });
    return {
      db,
      dataDir,
      databaseUrl: withDatabase(url, name),
      cleanup: async () => {
        await db.destroy();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop database if exists ${name}`);
        await c.end();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    if ((err as { code?: string }).code !== '42501') throw err;
    // No CREATEDB right: a schema of its own, seeded.
    const tdb = await createTestDatabase();
    await seedDemo(tdb.db, { dataDir: tdb.dataDir, now: SEED_NOW });
    await countOnce(tdb.db);
    return tdb;
  } finally {
    await admin.end();
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  close: () => Promise<void>;
}

/** The whole app over a fresh database holding the demo seed. */
export async function createTestApp(overrides: Partial<AppConfig> = {}, clock = new Clock(SEED_NOW)): Promise<TestApp> {
  const tdb = testDbKind === 'postgres' ? await seededPostgres() : await seededSqlite();
  const config = loadConfig({ NODE_ENV: 'test' }, {
    dataDir: tdb.dataDir,
    publicUrl: 'http://storefront.test',
    webDist: undefined,
    ...overrides,
  });
  const app = await buildApp({ config, db: tdb.db, clock });
  await app.ready();
  return {
    app,
    db: tdb.db,
    config,
    close: async () => {
      await app.close();
      await tdb.cleanup();
    },
  };
}

/** The error envelope's shape, checked the same way by every test. */
export function expectEnvelope(body: unknown): { code: string; message: string }[] {
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors) || errors.length === 0) throw new Error(`not an error envelope: ${JSON.stringify(body)}`);
  for (const e of errors) {
    if (typeof e.code !== 'string' || typeof e.message !== 'string') throw new Error(`bad error item: ${JSON.stringify(e)}`);
  }
  return errors;
}

/** SQLite's query plan of a statement, one line per step (e.g. "SEARCH orders USING INDEX orders_user (user_id=?)"). */
export async function sqlitePlan(db: Db, query: { sql: string; parameters: readonly unknown[] }): Promise<string[]> {
  return (await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]))).rows.map((r) => r.detail);
}

/**
 * The plan of a statement on the engine of this run, as one text: SQLite's steps, or PostgreSQL's plan with
 * sequential reads priced out (a test's tables are small enough to read whole), so that a plan names an
 * index only when one serves the query.
 */
export async function queryPlan(db: Db, query: { sql: string; parameters: readonly unknown[] }): Promise<string> {
  if (testDbKind === 'sqlite') return (await sqlitePlan(db, query)).join('\n');
  return db.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
    const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
    return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}
