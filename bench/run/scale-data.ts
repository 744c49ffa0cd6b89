import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { here, root, serverScript } from './settings.js';

/** BENCH_SCALE=1m: a million items, to see how each row grows with the catalogue; 0: the demo data set. */
const SCALES: Record<string, { stores: number; items: number }> = {
  '100k': { stores: 5000, items: 100_000 },
  '1m': { stores: 50_000, items: 1_000_000 },
};
export const scaleName = process.env.BENCH_SCALE || '100k';
if (scaleName !== '0' && !SCALES[scaleName]) throw new Error(`BENCH_SCALE must be 0, 100k or 1m, got "${scaleName}"`);
export const SCALE = SCALES[scaleName] ?? SCALES['100k']!;
export const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const seedCli = path.join(path.dirname(serverScript), 'cli.js');
const buildKey = process.env.BENCH_SERVER ? `-${createHash('sha256').update(fs.readFileSync(path.resolve(root, seedCli))).digest('hex').slice(0, 8)}` : '';

/** The seed version, so that a cached scale data set is rebuilt when the seed changes. */
function seedVersion(): string {
  const source = fs.readFileSync(path.join(root, 'apps/server/src/db/seed/demo.ts'), 'utf8');
  return /DEMO_SEED_VERSION = '([^']+)'/.exec(source)?.[1] ?? 'unknown';
}

function seedScale(env: NodeJS.ProcessEnv): void {
  const started = Date.now();
  execFileSync(process.execPath, [seedCli, '--stores', String(SCALE.stores), '--items', String(SCALE.items)], {
    cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The scale data set in bench/.data, seeded once per seed version with the built seed CLI. It is
 * written to a temporary folder first, so that an interrupted run never leaves a half-seeded cache.
 */
export function scaleDataDir(): string {
  const cache = path.join(here, '.data', `scale-${seedVersion()}-${SCALE.stores}-${SCALE.items}${buildKey}`);
  if (fs.existsSync(path.join(cache, 'storefront.db'))) return cache;
  const tmp = `${cache}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  console.log(`seeding ${SCALE.stores} stores and ${SCALE.items} items into ${path.relative(root, cache)} (once per seed version)...`);
  seedScale({ DATA_DIR: tmp, DATABASE_URL: '' });
  fs.renameSync(tmp, cache);
  return cache;
}

/**
 * BENCH_DATABASE_URL: the same table on PostgreSQL. An empty database there is given the scale data
 * set once (a marker in bench/.data remembers it per URL, seed version and scale); the server keeps
 * only its uploads in a temporary DATA_DIR.
 */
export function scaleDatabase(): void {
  const key = createHash('sha256').update(databaseUrl).digest('hex').slice(0, 12);
  const marker = path.join(here, '.data', `pg-${key}-${seedVersion()}-${SCALE.stores}-${SCALE.items}`);
  if (fs.existsSync(marker)) return;
  console.log(`seeding ${SCALE.stores} stores and ${SCALE.items} items into BENCH_DATABASE_URL (once per seed version; it must be empty)...`);
  seedScale({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-')), DATABASE_URL: databaseUrl });
  fs.mkdirSync(path.dirname(marker), { recursive: true });
  fs.writeFileSync(marker, `${new Date().toISOString()}\n`);
}

/**
 * This run's copy of the kept scale data set: every run changes its database (orders, guests, carts,
 * the migrations of the build under test), so that runs kept on one copy drifted apart and a build
 * given the copy after another's met its indexes. Each run starts from the data set as seeded.
 */
export function freshCopy(cache: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
  fs.cpSync(cache, copy, { recursive: true });
  return copy;
}
