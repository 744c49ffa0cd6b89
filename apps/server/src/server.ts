import { fileURLToPath } from 'node:url';
import path from 'node:path';
import fs from 'node:fs';
import { loadConfig } from './config.js';
import { createDb, migrateToLatest } from './db/connection.js';
import { seedDemo } from './db/seed/demo.js';
import { buildApp } from './app.js';
import { countOnce } from './modules/reports/reports.counts.js';
import { Clock } from './lib/clock.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A web app's build beside the server's (apps/<name>/dist), from the bundle or from the sources. */
function builtApp(name: 'web' | 'console'): string | undefined {
  for (const candidate of [path.resolve(here, `../../${name}/dist`), path.resolve(here, `../../../apps/${name}/dist`)]) {
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
  }
  return undefined;
}

/**
 * TEST_CLOCK_OFFSET_MS (only with NODE_ENV=test) runs the server that much ahead of the wall clock, so
 * that end-to-end tests meet the demo stores open whatever time of day they run.
 */
function serverClock(nodeEnv: string): Clock {
  const raw = process.env.TEST_CLOCK_OFFSET_MS;
  if (!raw) return new Clock();
  const offset = Number(raw);
  if (nodeEnv !== 'test' || !Number.isInteger(offset)) throw new Error('TEST_CLOCK_OFFSET_MS is a whole number of milliseconds, for NODE_ENV=test only');
  return new Clock(null, offset);
}

async function main() {
  const config = loadConfig();
  const clock = serverClock(config.nodeEnv);
  config.webDist ??= builtApp('web');
  config.consoleDist ??= builtApp('console');
  const db = createDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await migrateToLatest(db);
  // The embedded database is seeded with the demo on first run; a PostgreSQL database only when asked.
  if (!config.databaseUrl || process.env.SEED_DEMO === '1') {
    const { seeded } = await seedDemo(db, { dataDir: config.dataDir, now: clock.now() });
    if (seeded) console.log('Seeded the demo data.');
  }
  const counted = await countOnce(db);
  if (counted) console.log(`Counted ${counted} orders into the reports' daily figures.`);
  await db.destroy();

  const app = await buildApp({ config, clock });
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Storefront is running at http://${shown}:${config.port}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
