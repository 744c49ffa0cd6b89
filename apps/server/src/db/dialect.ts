import { PostgresAdapter, type Kysely } from 'kysely';

export type DbKind = 'sqlite' | 'postgres';

/** Which engine a Kysely instance talks to; the few dialect differences branch on this. */
export function dbKind(db: Kysely<any>): DbKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
