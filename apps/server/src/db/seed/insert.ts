import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../database.js';

type Table = keyof Database;
type TableWithId = { [T in Table]: 'id' extends keyof Database[T] ? T : never }[Table];

// SQLite allows 32766 bound parameters per statement, PostgreSQL 65535: stay well under both.
const MAX_ROWS = 500;
const MAX_PARAMS = 30000;

function chunks<R extends object>(rows: readonly R[]): R[][] {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / columns)));
  const out: R[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Multi-row inserts. Every row must carry every column: Kysely's SQLite compiler
 * writes NULL (not DEFAULT) for a column missing from some rows.
 */
export async function insertRows<T extends Table>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const any = db as unknown as Kysely<any>;
  for (const chunk of chunks(rows)) await any.insertInto(table).values(chunk).execute();
}

/**
 * Inserts and returns the generated ids in row order. Neither engine promises the
 * order of RETURNING rows, but both number the VALUES rows in order, so sorting
 * the ids ascending lines them up with the rows.
 */
export async function insertReturningIds<T extends TableWithId>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<number[]> {
  const any = db as unknown as Kysely<any>;
  const ids: number[] = [];
  for (const chunk of chunks(rows)) {
    const returned: { id: number | string }[] = await any.insertInto(table).values(chunk).returning('id').execute();
    if (returned.length !== chunk.length) throw new Error(`${table}: ${returned.length} ids for ${chunk.length} rows`);
    ids.push(...returned.map((r) => Number(r.id)).sort((a, b) => a - b));
  }
  return ids;
}
