// npm run soak: several instances of the built server on a fresh PostgreSQL database (or one on a fresh
// SQLite file) under a mixed shopping load for minutes, with instances killed (SIGKILL) and restarted on
// the way; then the database is checked for what must hold whatever happened. Exits 1 on a 5xx outside the
// kill windows or a broken invariant. Flags: soak/options.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshDatabase } from './soak/database.js';
import { Http, Stats } from './soak/http.js';
import { checkInvariants } from './soak/invariants.js';
import { runLoad } from './soak/load.js';
import { parseOptions, type SoakOptions } from './soak/options.js';
import { Instances, sleep } from './soak/processes.js';
import { report } from './soak/report.js';
import { prepareShop } from './soak/shop.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let options: SoakOptions;
try {
  options = parseOptions(process.argv.slice(2), process.env);
} catch (err) {
  console.error((err as Error).message);
  process.exit(2);
}
const began = Date.now();
const since = () => `${((Date.now() - began) / 1000).toFixed(1)} s`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-soak-'));
const dataDir = path.join(work, 'data');
fs.mkdirSync(dataDir);

const db = await freshDatabase(root, options, dataDir);
const instances = new Instances(root, {
  DATABASE_URL: db.url, DATA_DIR: dataDir, REDIS_URL: options.redisUrl, LOG_LEVEL: 'warn', NODE_ENV: 'development', PUBLIC_URL: '',
  // No demo autopilot: orders change only by the load's requests. Clients name themselves in X-Forwarded-For.
  AUTOPILOT: 'off', TRUST_PROXY: 'loopback',
}, work);
let ok = false;
// Ctrl-C (or SIGTERM) ends the load early: what it did is still checked, and the database dropped.
let stopped = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (!stopped) console.log('soak: interrupted; ending the load, then checking what it did');
    stopped = true;
  });
}
try {
  const shop = await prepareShop(db.sql, options.clients);
  console.log(`soak: ${db.describe} seeded (${since()}); logs in ${work}`);
  await instances.startAll(options.instances);
  console.log(`soak: ${options.instances} instance(s) up (${since()}); ${options.clients} clients for ${options.duration} s, ${options.kills} kill(s)`);
  const stats = new Stats();
  const http = new Http(instances.urls, stats);
  let started = Infinity;
  const over = () => stopped || Date.now() >= started + options.duration * 1000;
  // The kills are spread over the load, instance after instance: each breaks a push stream.
  const kills = (async () => {
    for (let k = 0; k < options.kills; k++) {
      while (!stopped && (started === Infinity || Date.now() < started + (options.duration * 1000 * (k + 0.5)) / options.kills)) await sleep(100);
      if (stopped) return;
      const w = await instances.kill(k % instances.count);
      console.log(`killed instance ${w.instance} at ${((w.killedAt - started) / 1000).toFixed(1)} s; answering again after ${((w.healthyAt - w.killedAt) / 1000).toFixed(1)} s`);
    }
  })();
  const load = await runLoad(http, {
    shop, clients: options.clients, pushStreams: options.instances, over,
    onStart: () => {
      started = Date.now();
      console.log(`soak: customers signed up and push streams open (${since()}); load started`);
    },
  });
  await kills;
  await instances.stopAll();
  const invariants = await checkInvariants(db.sql, shop, load, options.engine, instances.windows.length);
  const verdict = report(stats, load, instances.windows, instances.crashes.length, invariants);
  console.log(`\nsoak: ${options.engine}, ${options.instances} instance(s), ${options.clients} clients, ${options.duration} s, ${options.kills} kill(s); ${since()} in all\n${verdict.lines.join('\n')}`);
  ok = verdict.ok;
} finally {
  stopped = true;
  await instances.stopAll();
  if (options.keep) {
    await db.sql.close();
    console.log(`kept: ${db.describe} and ${work}`);
  } else {
    await db.drop();
    if (ok) fs.rmSync(work, { recursive: true, force: true });
    else console.log(`the instances' logs are kept in ${work}`);
  }
}
process.exit(ok ? 0 : 1);
