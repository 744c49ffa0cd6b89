import type { CreateTableBuilder, Kysely } from 'kysely';
import { dbKind } from '../dialect.js';

/** Column types that differ between the engines, decided once per migration. */
export function columnTypes(db: Kysely<any>) {
  const pg = dbKind(db) === 'postgres';
  return {
    double: pg ? ('double precision' as const) : ('real' as const),
    /** An auto-incrementing integer primary key. */
    withId<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
      return pg
        ? table.addColumn('id', 'serial', (c) => c.primaryKey())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
    },
  };
}
