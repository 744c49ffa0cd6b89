import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { visibleItems, visibleStores } from '../catalog/catalog.scopes.repository.js';

/** What a sitemap file lists: one module's stores or items. */
export type Listed = 'stores' | 'items';

/** Where the storefront's lists can be opened: every active zone, one active module. */
export interface Reach {
  zoneIds: number[];
  /** One module; null for any (narrowed by the caller: see listedRow). */
  moduleId: number | null;
}

export interface ListedRow {
  id: number;
  slug: string;
  updated_at: string;
}

/**
 * The rows of `kind` the storefront's lists show somewhere in the reach, by the catalogue's own
 * rule (visibleStores, visibleItems): a store approved and listed, an item listed and of such a
 * store, in a zone and a module a visitor can choose.
 */
function listed(db: Db, kind: Listed, reach: Reach, ranked = false) {
  const at = kind === 'stores' ? 's' : 'i';
  const id = sql.ref(`${at}.id`);
  const columns = [
    sql<number>`${id}`.as('id'),
    sql<string>`${sql.ref(`${at}.slug`)}`.as('slug'),
    sql<string>`${sql.ref(`${at}.updated_at`)}`.as('updated_at'),
    sql<number>`${sql.ref(`${at}.module_id`)}`.as('module_id'),
    sql<number>`${ranked ? sql`row_number() over (order by ${id})` : sql`0`}`.as('n'),
  ];
  return kind === 'stores' ? visibleStores(db, reach).select(columns).as('l') : visibleItems(db, reach).select(columns).as('l');
}

/** The listed rows after `afterId`, in id order, at most `limit`. */
export const listedPageQuery = (db: Db, kind: Listed, reach: Reach, afterId: number, limit: number) =>
  db.selectFrom(listed(db, kind, reach)).select(['l.id', 'l.slug', 'l.updated_at']).where('l.id', '>', afterId).orderBy('l.id').limit(limit);

export function listedPage(db: Db, kind: Listed, reach: Reach, afterId: number, limit: number): Promise<ListedRow[]> {
  return listedPageQuery(db, kind, reach, afterId, limit).execute();
}

/** The id the listed rows start from after skipping `skip` of them; undefined when fewer are listed. */
export async function listedIdAt(db: Db, kind: Listed, reach: Reach, skip: number): Promise<number | undefined> {
  const row = await db.selectFrom(listed(db, kind, reach)).select('l.id').orderBy('l.id').limit(1).offset(skip).executeTakeFirst();
  return row?.id;
}

/**
 * The listed rows cut into files of `size` in id order: per file (0 first) the newest updated_at.
 * One pass over the module's listed rows, numbered in id order.
 */
export function listedPartsQuery(db: Db, kind: Listed, reach: Reach, size: number) {
  if (!Number.isSafeInteger(size) || size < 1) throw new Error(`sitemap part size ${size}`);
  const part = sql<number>`(l.n - 1) / ${sql.lit(size)}`;
  return db.selectFrom(listed(db, kind, reach, true))
    .select([part.as('part'), (eb) => eb.fn.max('l.updated_at').as('lastmod')])
    .groupBy(part).orderBy(part);
}

export async function listedParts(db: Db, kind: Listed, reach: Reach, size: number): Promise<{ part: number; lastmod: string }[]> {
  const rows = await listedPartsQuery(db, kind, reach, size).execute();
  return rows.map((r) => ({ part: Number(r.part), lastmod: r.lastmod }));
}

/** The listed row of this id in one of the modules, with its slug; undefined when the storefront shows no such row. */
export async function listedRow(db: Db, kind: Listed, zoneIds: number[], moduleIds: number[], id: number): Promise<ListedRow | undefined> {
  if (moduleIds.length === 0) return undefined;
  return db.selectFrom(listed(db, kind, { zoneIds, moduleId: null })).select(['l.id', 'l.slug', 'l.updated_at'])
    .where('l.id', '=', id).where('l.module_id', 'in', moduleIds).executeTakeFirst();
}
