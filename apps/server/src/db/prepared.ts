import { createHash } from 'node:crypto';
import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { Database } from './database.js';
import { dbKind } from './dialect.js';

type Db = Kysely<Database>;

/** The values a prepared query takes: ids, lists of ids, texts, and absent values (which change its shape). */
export type PreparedArg = number | string | null | readonly number[];

/** Where a compiled query's parameter comes from: a value of an argument (a list's element), or the compiled value. */
type Slot = { arg: number; at: number } | null;
interface Entry<R> { query: CompiledQuery<R>; slots: Slot[] }

/** Markers no query compares with: numbers far below any id, texts led by NUL. */
const MARKER = -2_000_000_000;
const LIST_STRIDE = 1_000_000;
const numberMarker = (arg: number, at = 0) => MARKER - arg * LIST_STRIDE - at;
const textMarker = (arg: number) => `\u0000arg${arg}`;

/** The SQL texts compiled here for PostgreSQL, with the statement name each runs under (see namePreparedStatements). */
const statementNames = new Map<string, string>();
/**
 * Bounds the named statements each PostgreSQL connection may keep (one per text and number of ids,
 * each holding its parsed query and, once reused, its plan); later texts run unnamed.
 */
const MAX_NAMED = 256;

const shapeOf = (args: readonly PreparedArg[]) =>
  args.map((a) => (a === null ? '0' : typeof a === 'number' ? 'n' : typeof a === 'string' ? 's' : `a${a.length}`)).join(',');

function markersFor(args: readonly PreparedArg[]): PreparedArg[] {
  return args.map((a, k) => (a === null ? null : typeof a === 'number' ? numberMarker(k) : typeof a === 'string' ? textMarker(k) : a.map((_, i) => numberMarker(k, i))));
}

function slotOf(p: unknown, args: readonly PreparedArg[]): Slot {
  for (let k = 0; k < args.length; k++) {
    const a = args[k];
    if (typeof a === 'string' && p === textMarker(k)) return { arg: k, at: 0 };
    if (typeof p !== 'number' || a === null || a === undefined || typeof a === 'string') continue;
    const at = numberMarker(k) - p;
    if (typeof a === 'number' ? at === 0 : at >= 0 && at < a.length) return { arg: k, at };
  }
  return null;
}

/** How many values the arguments hold: each must have a place in the compiled query for it to be reused. */
const valueCount = (args: readonly PreparedArg[]) => args.reduce<number>((n, a) => n + (a === null ? 0 : typeof a === 'object' ? a.length : 1), 0);

function compileOnce<R>(db: Db, query: CompiledQuery<R>, args: readonly PreparedArg[]): Entry<R> | null {
  const slots = query.parameters.map((p) => slotOf(p, args));
  // A value may be used more than once (a range's two ends); each must be found at least once.
  const found = new Set(slots.flatMap((s) => (s ? [`${s.arg}:${s.at}`] : []))).size;
  if (found !== valueCount(args)) return null;
  if (dbKind(db) === 'postgres' && !statementNames.has(query.sql) && statementNames.size < MAX_NAMED) {
    statementNames.set(query.sql, `p_${createHash('sha1').update(query.sql).digest('hex').slice(0, 20)}`);
  }
  return { query, slots };
}

/**
 * A query compiled once per dialect and shape (which arguments are absent, how many ids each list
 * holds), whose later calls only put their values into its parameters. Kysely builds and compiles a
 * query anew on every call, which for lookups by key costs more than the database takes to run them.
 * The places of the values are found by compiling with markers that no query holds; a query that does
 * not pass every value as a parameter (one it computes with, say) is built on every call as before.
 */
export function prepared<R, A extends PreparedArg[]>(
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<QueryResult<R>> {
  // Kept per dialect, not per database object: a transaction is a new one each time.
  const compiled = new Map<string, Entry<R> | null>();
  return async (db, ...args) => {
    const key = `${dbKind(db)}|${shapeOf(args)}`;
    let entry = compiled.get(key);
    if (entry === undefined) {
      entry = compileOnce(db, build(db, ...(markersFor(args) as A)).compile(), args);
      compiled.set(key, entry);
    }
    if (!entry) return db.executeQuery<R>(build(db, ...args));
    const { query, slots } = entry;
    const parameters = slots.map((s, i) => {
      if (!s) return query.parameters[i];
      const a = args[s.arg];
      return typeof a === 'object' && a !== null ? a[s.at] : a;
    });
    return db.executeQuery<R>({ ...query, parameters });
  };
}

/** A prepared batch load by ids (and a few more values); no ids answer without a query (PostgreSQL refuses `in ()`). */
export function byIds<R, A extends PreparedArg[] = []>(
  build: (db: Db, ids: readonly number[], ...args: A) => Compilable<R>,
): (db: Db, ids: readonly number[], ...args: A) => Promise<R[]> {
  const run = prepared(build);
  return async (db, ids, ...args) => (ids.length === 0 ? [] : (await run(db, ids, ...args)).rows);
}

interface NamedQueryClient {
  query: (...args: any[]) => unknown;
}

/**
 * Runs the prepared queries' texts as named statements on a PostgreSQL connection: the server parses
 * and plans each once per connection instead of on every call. Other texts go as they came.
 */
export function namePreparedStatements(client: NamedQueryClient): void {
  const query = client.query.bind(client);
  client.query = (text: unknown, values?: unknown, ...rest: unknown[]) => {
    const name = typeof text === 'string' && Array.isArray(values) ? statementNames.get(text) : undefined;
    return name ? query({ name, text, values }, ...rest) : query(text, values, ...rest);
  };
}
