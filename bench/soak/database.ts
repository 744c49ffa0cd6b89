// The soak's own database: a fresh PostgreSQL database (or schema, without the right to create one) or
// SQLite file per run, migrated and given the demo seed by the built seed CLI, read directly afterwards.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import type { SoakOptions } from './options.js';

/** Plain SQL on either engine; `?` marks each parameter. */
export interface Sql {
  all<T>(text: string, params?: readonly unknown[]): Promise<T[]>;
  run(text: string, params?: readonly unknown[]): Promise<void>;
  close(): Promise<void>;
}

export interface SoakDatabase {
  sql: Sql;
  /** DATABASE_URL for the servers ('' for SQLite in DATA_DIR). */
  url: string;
  describe: string;
  drop(): Promise<void>;
}

function postgresSql(url: string): Sql {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const numbered = (text: string) => {
    let n = 0;
    return text.replace(/\?/g, () => `$${++n}`);
  };
  return {
    all: async <T>(text: string, params: readonly unknown[] = []) => (await pool.query(numbered(text), [...params])).rows as T[],
    run: async (text, params = []) => void (await pool.query(numbered(text), [...params])),
    close: () => pool.end(),
  };
}

function sqliteSql(file: string): Sql {
  const db = new Sqlite(file);
  db.pragma('busy_timeout = 5000');
  return {
    all: async <T>(text: string, params: readonly unknown[] = []) => db.prepare(text).all(...params) as T[],
    run: async (text, params = []) => void db.prepare(text).run(...params),
    close: async () => void db.close(),
  };
}

function seed(root: string, url: string, dataDir: string): void {
  execFileSync(process.execPath, ['apps/server/dist/cli.js'], {
    cwd: root, env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A database of the run's own next to BENCH_DATABASE_URL's, or a schema in it; seeded with the demo. */
export async function freshDatabase(root: string, options: SoakOptions, dataDir: string): Promise<SoakDatabase> {
  if (options.engine === 'sqlite') {
    seed(root, '', dataDir);
    const sql = sqliteSql(path.join(dataDir, 'storefront.db'));
    return { sql, url: '', describe: `SQLite in ${dataDir}`, drop: () => sql.close() };
  }
  const name = `soak_${randomBytes(5).toString('hex')}`;
  const base = new URL(options.databaseUrl);
  let url: string;
  let dropText: string;
  try {
    await adminQuery(options.databaseUrl, `create database ${name}`);
    url = new URL(`/${name}${base.search}`, base).toString();
    dropText = `drop database if exists ${name} with (force)`;
  } catch {
    await adminQuery(options.databaseUrl, `create schema ${name}`);
    base.searchParams.set('options', `-c search_path=${name}`);
    url = base.toString();
    dropText = `drop schema if exists ${name} cascade`;
  }
  try {
    seed(root, url, dataDir);
  } catch (err) {
    await adminQuery(options.databaseUrl, dropText);
    throw err;
  }
  const sql = postgresSql(url);
  return {
    sql, url, describe: `PostgreSQL ${dropText.includes('schema') ? 'schema' : 'database'} ${name}`,
    drop: async () => {
      await sql.close();
      await adminQuery(options.databaseUrl, dropText);
    },
  };
}
