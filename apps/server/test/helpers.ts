import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type AppConfig } from '../src/config.js';
import { createDb, migrateToLatest, type Db } from '../src/db/connection.js';
import { seedDemo } from '../src/db/seed/demo.js';
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
    const db = createDb({ dataDir });
    await migrateToLatest(db);
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

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  close: () => Promise<void>;
}

/** The whole app over a fresh database holding the demo seed. */
export async function createTestApp(overrides: Partial<AppConfig> = {}, clock = new Clock(SEED_NOW)): Promise<TestApp> {
  const tdb = await createTestDatabase();
  await seedDemo(tdb.db, { dataDir: tdb.dataDir, now: SEED_NOW });
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
