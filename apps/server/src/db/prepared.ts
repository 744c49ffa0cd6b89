import { createHash } from 'node:crypto';
import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { Database } from './database.js';
import { dbKind } from './dialect.js';

type Db = Kysely<Database>;

/** A value put into one parameter. */
export type PreparedValue = number | string | null;
/** A row to insert, by column; a column left undefined is left out, as Kysely leaves it out. */
export type PreparedRow = { readonly [column: string]: PreparedValue | undefined };
/**
 * The values a prepared query takes: ids, lists of ids, texts, rows to insert (one, or a list of
 * them), and absent values (which change its shape, as a row's absent or null columns do).
 */
export type PreparedArg = PreparedValue | readonly number[] | PreparedRow | readonly PreparedRow[];

/** Where a compiled query's parameter comes from: an argument, a list's element, a row's column, or the compiled value. */
type Slot = { arg: number; at: number; column: string | null } | null;
interface Entry<R> { query: CompiledQuery<R>; slots: Slot[] }

/** Markers no query compares with: numbers far below any id, texts led by NUL. */
const MARKER = -2_000_000_000;
const LIST_STRIDE = 1_000_000;
const numberMarker = (arg: number, at = 0) => MARKER - arg * LIST_STRIDE - at;
const textMarker = (arg: number, at = 0) => `\u0000arg${arg}.${at}`;

/** The SQL texts compiled here for PostgreSQL, with the statement name each runs under (see namePreparedStatements). */
const statementNames = new Map<string, string>();
/**
 * Bounds the named statements each PostgreSQL connection may keep (one per text and number of ids,
 * each holding its parsed query and, once reused, its plan); later texts run unnamed.
 */
const MAX_NAMED = 256;

const isRows = (a: readonly number[] | readonly PreparedRow[]): a is readonly PreparedRow[] => typeof a[0] === 'object';
const valueShape = (v: PreparedValue | undefined) => (v === undefined ? 'u' : v === null ? '0' : typeof v === 'number' ? 'n' : 's');

/** Which columns a row names, and which of them are left out, null, numbers or texts. */
function rowShape(row: PreparedRow): string {
  const columns = Object.keys(row);
  let values = '';
  for (const column of columns) values += valueShape(row[column]);
  return `{${columns.join(',')}:${values}}`;
}

function argShape(a: PreparedArg): string {
  if (a === null || typeof a !== 'object') return valueShape(a);
  if (!Array.isArray(a)) return rowShape(a as PreparedRow);
  const list = a as readonly number[] | readonly PreparedRow[];
  if (!isRows(list)) return `a${list.length}`;
  let shape = 'r';
  for (const row of list) shape += rowShape(row);
  return shape;
}

function shapeOf(db: Db, args: readonly PreparedArg[]): string {
  let shape = dbKind(db);
  for (const a of args) shape += `|${argShape(a)}`;
  return shape;
}

/** Each value of an argument in a fixed order (a list's elements, rows by row then column), with the column it came from. */
function valuesOf(a: PreparedArg): { value: PreparedValue; row: number; column: string | null }[] {
  if (a === null || typeof a !== 'object') return [{ value: a, row: 0, column: null }];
  if (!Array.isArray(a)) return valuesOf([a as PreparedRow]);
  const list = a as readonly number[] | readonly PreparedRow[];
  if (!isRows(list)) return list.map((value, row) => ({ value, row, column: null }));
  return list.flatMap((r, row) => Object.keys(r).filter((column) => r[column] !== undefined).map((column) => ({ value: r[column]!, row, column })));
}

/** The arguments with each value replaced by its marker: a number's, or a text's, by the value's place in valuesOf. */
function markersFor(args: readonly PreparedArg[]): PreparedArg[] {
  return args.map((a, k) => {
    let at = 0;
    const marker = (v: PreparedValue | undefined) => (v === null || v === undefined ? v : typeof v === 'number' ? numberMarker(k, at++) : textMarker(k, at++));
    if (a === null || typeof a !== 'object') return marker(a) as PreparedValue;
    const row = (r: PreparedRow) => Object.fromEntries(Object.keys(r).map((column) => [column, marker(r[column])]));
    if (!Array.isArray(a)) return row(a as PreparedRow);
    const list = a as readonly number[] | readonly PreparedRow[];
    return isRows(list) ? list.map(row) : list.map((v) => marker(v) as number);
  });
}

function slotOf(p: unknown, values: ReturnType<typeof valuesOf>[]): Slot {
  for (let k = 0; k < values.length; k++) {
    const at = typeof p === 'number' ? numberMarker(k) - p : typeof p === 'string' && p.startsWith(`\u0000arg${k}.`) ? Number(p.slice(`\u0000arg${k}.`.length)) : -1;
    const found = at >= 0 ? values[k]!.filter((v) => v.value !== null)[at] : undefined;
    if (found && typeof found.value === typeof p) return { arg: k, at: found.row, column: found.column };
  }
  return null;
}

function compileOnce<R>(db: Db, query: CompiledQuery<R>, args: readonly PreparedArg[]): Entry<R> | null {
  const values = args.map(valuesOf);
  const slots = query.parameters.map((p) => slotOf(p, values));
  // A value may be used more than once (a range's two ends); each must be found at least once.
  const found = new Set(slots.flatMap((s) => (s ? [`${s.arg}:${s.at}:${s.column}`] : []))).size;
  if (found !== values.flat().filter((v) => v.value !== null).length) return null;
  if (dbKind(db) === 'postgres' && !statementNames.has(query.sql) && statementNames.size < MAX_NAMED) {
    statementNames.set(query.sql, `p_${createHash('sha1').update(query.sql).digest('hex').slice(0, 20)}`);
  }
  return { query, slots };
}

/** The value a slot takes from this call's arguments. */
function valueAt(args: readonly PreparedArg[], s: NonNullable<Slot>): unknown {
  const a = args[s.arg];
  if (a === null || typeof a !== 'object') return a;
  if (!Array.isArray(a)) return (a as PreparedRow)[s.column!];
  return s.column === null ? (a as readonly number[])[s.at] : (a as readonly PreparedRow[])[s.at]![s.column];
}

/** How many rows a prepared write changed (its conditional WHERE decides whether it applied). */
export const changedRows = (r: { numAffectedRows?: bigint }): number => Number(r.numAffectedRows ?? 0);

/**
 * A query compiled once per dialect and shape (which arguments are absent, how many ids each list
 * holds, which columns each row gives), whose later calls only put their values into its parameters.
 * Kysely builds and compiles a query anew on every call, which for lookups by key and inserts of a
 * row costs more than the database takes to run them. The places of the values are found by
 * compiling with markers that no query holds; a query that does not pass every value as a parameter
 * (one it computes with, say) is built on every call as before.
 */
export function prepared<R, A extends PreparedArg[]>(
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<QueryResult<R>> {
  // Kept per dialect, not per database object: a transaction is a new one each time.
  const compiled = new Map<string, Entry<R> | null>();
  return async (db, ...args) => {
    const key = shapeOf(db, args);
    let entry = compiled.get(key);
    if (entry === undefined) {
      entry = compileOnce(db, build(db, ...(markersFor(args) as A)).compile(), args);
      compiled.set(key, entry);
    }
    if (!entry) return db.executeQuery<R>(build(db, ...args));
    const { query, slots } = entry;
    const parameters = slots.map((s, i) => (s ? valueAt(args, s) : query.parameters[i]));
    return db.executeQuery<R>({ sql: query.sql, query: query.query, queryId: query.queryId, parameters });
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
