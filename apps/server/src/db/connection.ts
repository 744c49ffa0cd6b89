import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Dialect, type Driver, type SqliteStatement } from 'kysely';
import { dbKind } from './dialect.js';
import type { Database } from './database.js';
import { migrationProvider } from './migrations/index.js';
import { namePreparedStatements } from './prepared.js';
import { FALLBACK_CHECKPOINT_PAGES, startCheckpointer } from './checkpointer.js';

// COUNT(*) and SUM() come back from PostgreSQL as int8/numeric strings; the API wants numbers on both engines.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export interface DbOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to work in (tests give each run its own). */
  pgSchema?: string;
  /** SQLite file name inside dataDir, or ':memory:'. */
  sqliteFile?: string;
  /**
   * Refuses a query on the database itself made from inside a transaction's callback (see
   * guardTransactions). On by default under NODE_ENV=test, so every test run looks for the mistake.
   */
  guardTransactions?: boolean;
  /** SQLite file: checkpoint the log from a worker thread (startCheckpointer). Off by default under NODE_ENV=test. */
  checkpointer?: boolean;
}

export type Db = Kysely<Database>;

export function createDb(opts: DbOptions): Db {
  if (opts.databaseUrl) {
    const schema = opts.pgSchema?.replace(/[^\w]/g, '');
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema},public` } : {}),
    });
    pool.on('connect', (client) => namePreparedStatements(client));
    return withGuard(new PostgresDialect({ pool }), opts);
  }
  const file = opts.sqliteFile ?? 'storefront.db';
  let target = file;
  if (file !== ':memory:') {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    target = path.join(opts.dataDir, file);
  }
  const sqlite = new SQLite(target);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Reads by key across a large catalogue miss SQLite's own 2 MB page cache; mapped pages are read without a system call each.
  if (file !== ':memory:') sqlite.pragma('mmap_size = 1073741824');
  const checkpointer = file !== ':memory:' && (opts.checkpointer ?? process.env.NODE_ENV !== 'test')
    ? startCheckpointer(target, (message) => process.emitWarning(`SQLite checkpointer: ${message}`))
    : null;
  if (checkpointer) {
    sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_CHECKPOINT_PAGES}`);
    // The log is reused from its start after a whole checkpoint; a burst that grew it is cut back then.
    sqlite.pragma('journal_size_limit = 67108864');
  }
  return withGuard(beginImmediate(new SqliteDialect({ database: withStatementCache(sqlite, () => checkpointer?.stop()) })), opts);
}

/** Whether the code running now is inside a transaction's callback that has not finished yet. */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

/**
 * A query on the database itself (not on the transaction) from inside a transaction's callback waits
 * for a connection the transaction holds: on SQLite's single connection that wait never ends and the
 * whole server hangs; on PostgreSQL it reads outside the transaction and can wait on the transaction's
 * own row locks. The guard turns that mistake into an error at once. It costs an async context per
 * transaction, so production leaves it off.
 */
function withGuard(dialect: Dialect, opts: DbOptions): Db {
  const guard = opts.guardTransactions ?? process.env.NODE_ENV === 'test';
  const db = new Kysely<Database>({ dialect: guard ? guardedDialect(dialect) : dialect });
  if (!guard) return db;
  const transaction = db.transaction.bind(db);
  db.transaction = () => {
    const builder = transaction();
    const execute = builder.execute.bind(builder);
    builder.execute = (callback) => {
      const state = { open: true };
      return execute((trx) => openTransaction.run(state, () => callback(trx))).finally(() => {
        state.open = false;
      });
    };
    return builder;
  };
  return db;
}

function guardedDialect(dialect: Dialect): Dialect {
  return withDriver(dialect, (driver) => ({
    acquireConnection: () => {
      if (openTransaction.getStore()?.open) {
        throw new Error('a query on the database itself inside a transaction: use the transaction (trx), or read before it begins');
      }
      return driver.acquireConnection();
    },
  }));
}

/**
 * SQLite: a transaction takes the write lock at BEGIN (BEGIN IMMEDIATE), where a second process on the
 * same file (an overlapping restart) waits for it within busy_timeout. A plain BEGIN would take it at
 * the first write, and a reader that must become a writer after another process wrote fails at once
 * (SQLITE_BUSY_SNAPSHOT). Every transaction of the server writes; one declared read only begins plainly.
 */
function beginImmediate(dialect: Dialect): Dialect {
  return withDriver(dialect, () => ({
    beginTransaction: async (connection, settings) => {
      await connection.executeQuery(CompiledQuery.raw(settings.accessMode === 'read only' ? 'begin' : 'begin immediate'));
    },
  }));
}

/** The dialect with some of its driver's methods replaced; the others are the driver's own. */
function withDriver(dialect: Dialect, replace: (driver: Driver) => Partial<Driver>): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => {
      const driver = dialect.createDriver();
      const replaced: Partial<Driver> = replace(driver);
      // Bound to the driver itself (Kysely's drivers keep private fields), once per method: every query asks for some.
      const bound = new Map<PropertyKey, unknown>();
      return new Proxy(driver, {
        get(target, key) {
          if (Object.hasOwn(replaced, key)) return replaced[key as keyof Driver];
          const known = bound.get(key);
          if (known !== undefined) return known;
          const value: unknown = Reflect.get(target, key);
          if (typeof value !== 'function') return value;
          const method: unknown = value.bind(target);
          bound.set(key, method);
          return method;
        },
      });
    },
  };
}

/**
 * Kysely prepares every query anew; preparing costs more than running most of ours, so
 * statements are kept by their SQL text. better-sqlite3 runs synchronously, so a statement
 * is never in use twice at once. A statement that changes the schema drops them all, so that
 * the rows of each are built for the columns it has now (objectRows).
 */
function withStatementCache(sqlite: SQLite.Database, onClose: () => void, max = 1000) {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      onClose();
      sqlite.close();
    },
    prepare(query: string): SqliteStatement {
      let statement = statements.get(query);
      if (!statement) {
        const prepared = sqlite.prepare(query);
        statement = prepared.reader ? objectRows(prepared) : schemaChange.test(query) ? forgetting(prepared, () => statements.clear()) : prepared;
        if (statements.size >= max) statements.delete(statements.keys().next().value as string);
        statements.set(query, statement);
      }
      return statement;
    },
  };
}

const schemaChange = /^\s*(create|alter|drop)\b/i;

/** A statement that runs `forget` after each run: one that changes the schema. */
function forgetting(statement: SQLite.Statement, forget: () => void): SqliteStatement {
  return {
    reader: false,
    all: (parameters) => statement.all(parameters),
    iterate: (parameters) => statement.iterate(parameters),
    run: (parameters) => {
      try {
        return statement.run(parameters);
      } finally {
        forget();
      }
    },
  };
}

/**
 * A reading statement whose rows are made by a function written for its columns from the arrays
 * better-sqlite3 answers in raw mode. Its own rows set each column by name, which looks the name up
 * and writes the property the generic way for every column of every row: for the fifty columns of an
 * item card that costs more than running the query. The objects are the same: the columns' names in
 * their order, a repeated name in the place of its first with the value of its last. The columns are
 * read again when a row's length differs (another process changed the schema under a `select *`).
 */
function objectRows(statement: SQLite.Statement): SqliteStatement {
  let names = statement.columns().map((c) => c.name);
  // A literal's "__proto__" entry sets its prototype, as better-sqlite3's row does, but two are a syntax error: such a statement keeps its own rows.
  if (names.includes('__proto__')) return statement;
  statement.raw(true);
  let make = rowMaker(names);
  const row = (values: unknown[]) => {
    if (values.length !== names.length) {
      names = statement.columns().map((c) => c.name);
      make = rowMaker(names);
    }
    return make(values);
  };
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(row),
    iterate: function* (parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield row(values);
    },
    run: (parameters) => statement.run(parameters),
  };
}

/** An object literal of the columns, so that every row of a statement is made with the same shape. */
function rowMaker(names: readonly string[]): (values: unknown[]) => Record<string, unknown> {
  // The names go in as JSON string literals: no column name can write code.
  return new Function('v', `return {${names.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ')}};`) as (values: unknown[]) => Record<string, unknown>;
}

/**
 * On PostgreSQL the migrator's own tables live in the connection's current schema, so that
 * several schemas in one database (one per test file) are migrated independently.
 */
async function migrator(db: Db): Promise<Migrator> {
  const migrationTableSchema =
    dbKind(db) === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  return new Migrator({ db, provider: migrationProvider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await (await migrator(db)).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

export async function migrateDown(db: Db): Promise<void> {
  const m = await migrator(db);
  for (;;) {
    const { error, results } = await m.migrateDown();
    if (error) throw error;
    if (!results || results.length === 0) return;
  }
}
