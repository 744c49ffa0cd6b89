import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadLine } from '../machine.js';
import { freePort, loader, startProcess } from './load.js';
import { here, nodeArgs, serverScript } from './settings.js';

/** Where a bench of its own data set keeps it, and how its measured server reaches it. */
export interface OwnData {
  dataDir: string;
  databaseUrl: string | undefined;
  pgSchema: string | undefined;
}

/**
 * A bench with a data set of its own (`name`): on SQLite a folder under bench/.data kept between runs,
 * on PostgreSQL (BENCH_DATABASE_URL) the schema bench_<name>, or BENCH_PG_SCHEMA's (a copy a branch's
 * migrations may change without touching the one other trees share). `seed` makes or reuses its data; then the
 * measured server and the bare route start, and `run` gets what a row needs. Both servers stop however
 * the run ends.
 */
export async function withOwnData<D>(
  name: string, seed: (where: OwnData, log: (line: string) => void) => Promise<D>,
  run: (data: D, bench: { appUrl: string; bareUrl: string; load: ReturnType<typeof loader>; loadAtStart: string }) => Promise<void>,
): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  const schema = process.env.BENCH_PG_SCHEMA ?? `bench_${name.replace(/\W+/g, '_')}`;
  const dataDir = databaseUrl ? fs.mkdtempSync(path.join(os.tmpdir(), `storefront-bench-${name}-`)) : path.join(here, '.data', name);
  if (databaseUrl) {
    const client = new pg.Client(databaseUrl);
    await client.connect();
    await client.query(`create schema if not exists ${schema}`);
    await client.end();
  }
  console.log(databaseUrl ? `PostgreSQL, schema ${schema}` : `SQLite, ${path.relative(process.cwd(), dataDir)}`);
  const data = await seed({ dataDir, databaseUrl: databaseUrl || undefined, pgSchema: databaseUrl ? schema : undefined }, (line) => console.log(line));
  const serverUrl = databaseUrl ? `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema},public`)}` : '';
  const appPort = await freePort();
  const barePort = await freePort();
  const env = { PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: serverUrl, AUTOPILOT: 'off', SALES_COUNTER: 'off', SEARCH_INDEX: 'off' };
  // The built server of this tree (npm run build -w apps/server first), as `npm run bench` measures it.
  const app = await startProcess([...nodeArgs, serverScript], env, `http://127.0.0.1:${appPort}/ready`);
  const bareUrl = `http://127.0.0.1:${barePort}/bare`;
  const bare = await startProcess(['--import', 'tsx', path.join(here, 'bare-server.ts')], { PORT: String(barePort) }, bareUrl);
  try {
    await run(data, { appUrl: `http://127.0.0.1:${appPort}`, bareUrl, load: loader(app, bare, bareUrl), loadAtStart: loadLine() });
  } finally {
    app.kill('SIGTERM');
    bare.kill('SIGTERM');
    if (databaseUrl) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
