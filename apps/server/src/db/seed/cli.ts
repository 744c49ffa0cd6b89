import { loadConfig } from '../../config.js';
import { createDb, migrateToLatest } from '../connection.js';
import { dbKind } from '../dialect.js';
import { DEMO_SEED_VERSION_KEY, seedDemo } from './demo.js';
import { seedScale } from './scale.js';

const USAGE = 'usage: seed [--stores N --items M]   (no arguments: the demo data set)';

function parseArgs(argv: readonly string[]): { stores?: number; items?: number } {
  const out: { stores?: number; items?: number } = {};
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const [name, inline] = (flag ?? '').split('=');
    if (name !== '--stores' && name !== '--items') throw new Error(`unknown argument "${flag}"\n${USAGE}`);
    const raw = inline ?? argv[++i];
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} needs a whole number, got "${raw ?? ''}"\n${USAGE}`);
    out[name === '--stores' ? 'stores' : 'items'] = n;
  }
  return out;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const db = createDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.dataDir}`;
  try {
    await migrateToLatest(db);
    if (args.stores === undefined && args.items === undefined) {
      const started = performance.now();
      const { seeded } = await seedDemo(db, { dataDir: config.dataDir });
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      console.log(seeded ? `demo data seeded into ${where} in ${seconds} s` : `demo data already present in ${where}; nothing to do`);
      return 0;
    }
    const seeded = await db.selectFrom('settings').select('key').where('key', '=', DEMO_SEED_VERSION_KEY).executeTakeFirst();
    if (seeded) {
      console.error(`${where} already holds seeded data. The scale seed needs an empty database: point DATA_DIR (or DATABASE_URL) somewhere fresh.`);
      return 1;
    }
    // One flag alone: about twenty items per store, like the demo data.
    const stores = args.stores ?? Math.ceil((args.items ?? 0) / 20);
    const items = args.items ?? stores * 20;
    console.log(`scale seed into ${where} (${dbKind(db)}): ${stores} stores, ${items} items`);
    await seedScale(db, { stores, items, dataDir: config.dataDir });
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
