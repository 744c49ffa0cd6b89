import type { ExpressionBuilder, Insertable, Kysely, Updateable } from 'kysely';
import type { ConsoleBrandQuery, ConsoleCategoryQuery } from '@storefront/contract';
import type { Database } from '../../db/database.js';
import { dbKind } from '../../db/dialect.js';
import { lackingTexts, type LackingFilter, type LackingTexts } from '../../db/lacking-texts.js';

type Reader = Kysely<Database>;
/** The two tables the console edits the same way: versioned rows with a unique slug. */
type Edited = 'categories' | 'brands';

/** LIKE patterns for a part of a name: in the English column, or in a value of the translations JSON (not its keys). Wildcards sent are dropped. */
function nameLike(text: string) {
  const part = text.trim().toLowerCase().replace(/[%_]/g, '');
  return { english: `%${part}%`, translated: `%":"%${part}%` };
}

/** The console's list of categories: a module's, by priority (highest first) then id, each with its item count, in one query. */
export async function consoleCategoryPage(db: Reader, query: ConsoleCategoryQuery) {
  let q = db.selectFrom('categories as c');
  if (query.module_id !== undefined) q = q.where('c.module_id', '=', query.module_id);
  if (query.parent_id !== undefined) q = query.parent_id === 0 ? q.where('c.parent_id', 'is', null) : q.where('c.parent_id', '=', query.parent_id);
  if (query.on !== undefined) q = q.where('c.status', '=', query.on ? 1 : 0);
  if (query.search?.trim()) {
    const like = nameLike(query.search);
    q = q.where((eb) => eb.or([eb(eb.fn('lower', ['c.name']), 'like', like.english), eb(eb.fn('lower', ['c.translations']), 'like', like.translated)]));
  }
  const [rows, count] = await Promise.all([
    q.selectAll('c').select(categoryItems)
      .orderBy('c.priority', 'desc').orderBy('c.id').limit(query.limit ?? 25).offset(query.offset ?? 0).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The console's list of brands: a module's, by name then id, each with its item count, in one query. */
export async function consoleBrandPage(db: Reader, query: ConsoleBrandQuery) {
  let q = db.selectFrom('brands as b');
  if (query.module_id !== undefined) q = q.where('b.module_id', '=', query.module_id);
  if (query.on !== undefined) q = q.where('b.status', '=', query.on ? 1 : 0);
  if (query.search?.trim()) {
    const like = nameLike(query.search);
    q = q.where((eb) => eb.or([eb(eb.fn('lower', ['b.name']), 'like', like.english), eb(eb.fn('lower', ['b.translations']), 'like', like.translated)]));
  }
  const [rows, count] = await Promise.all([
    q.selectAll('b').select(brandItems).orderBy('b.name').orderBy('b.id').limit(query.limit ?? 25).offset(query.offset ?? 0).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The number of items filed under the row (on or off), read through the items' category or brand index. */
const categoryItems = (eb: ExpressionBuilder<Database & { c: Database['categories'] }, 'c'>) =>
  eb.selectFrom('items as i').select((ib) => ib.fn.countAll<number | string>().as('n')).whereRef('i.category_id', '=', 'c.id').as('items_count');
const brandItems = (eb: ExpressionBuilder<Database & { b: Database['brands'] }, 'b'>) =>
  eb.selectFrom('items as i').select((ib) => ib.fn.countAll<number | string>().as('n')).whereRef('i.brand_id', '=', 'b.id').as('items_count');

/** One category with its item count; `lock` holds it until the transaction ends (PostgreSQL; SQLite's writer lock does already). */
export function consoleCategoryRow(db: Reader, id: number, lock = false) {
  const q = db.selectFrom('categories as c').selectAll('c').select(categoryItems).where('c.id', '=', id);
  return (lock && dbKind(db) === 'postgres' ? q.forUpdate('c') : q).executeTakeFirst();
}
export type ConsoleCategoryRow = NonNullable<Awaited<ReturnType<typeof consoleCategoryRow>>>;

export function consoleBrandRow(db: Reader, id: number, lock = false) {
  const q = db.selectFrom('brands as b').selectAll('b').select(brandItems).where('b.id', '=', id);
  return (lock && dbKind(db) === 'postgres' ? q.forUpdate('b') : q).executeTakeFirst();
}
export type ConsoleBrandRow = NonNullable<Awaited<ReturnType<typeof consoleBrandRow>>>;

/** What a category's place names, as the database has it: whether the module exists, the parent's module and parent, and whether it has sub-categories. */
export async function categoryPlace(db: Reader, place: { id: number | null; moduleId: number; parentId: number | null }) {
  const [module, parent, child] = await Promise.all([
    db.selectFrom('modules').select('id').where('id', '=', place.moduleId).executeTakeFirst(),
    place.parentId === null ? undefined : db.selectFrom('categories').select(['module_id', 'parent_id']).where('id', '=', place.parentId).executeTakeFirst(),
    place.id === null ? undefined : db.selectFrom('categories').select('id').where('parent_id', '=', place.id).limit(1).executeTakeFirst(),
  ]);
  return { module: Boolean(module), parent: parent ?? null, hasChildren: Boolean(child) };
}

export async function moduleExists(db: Reader, moduleId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('modules').select('id').where('id', '=', moduleId).executeTakeFirst());
}

/** The slugs of the table that are `base` or `base-<n>`: a new row's slug is the first of them not taken. */
export async function slugsLike(db: Reader, table: Edited, base: string): Promise<Set<string>> {
  const rows = await db.selectFrom(table).select('slug').where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)])).execute();
  return new Set(rows.map((r) => r.slug));
}

export async function insertCategory(trx: Reader, row: Insertable<Database['categories']>): Promise<number> {
  return (await trx.insertInto('categories').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertBrand(trx: Reader, row: Insertable<Database['brands']>): Promise<number> {
  return (await trx.insertInto('brands').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Writes a save over the version it read; false when another save came first. */
export async function saveCategory(trx: Reader, id: number, version: number, columns: Updateable<Database['categories']>, now: string): Promise<boolean> {
  const result = await trx.updateTable('categories').set({ ...columns, version: version + 1, updated_at: now })
    .where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function saveBrand(trx: Reader, id: number, version: number, columns: Updateable<Database['brands']>, now: string): Promise<boolean> {
  const result = await trx.updateTable('brands').set({ ...columns, version: version + 1, updated_at: now })
    .where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Categories or brands whose name lacks its Arabic or French text, by id. */
export const catalogueNamesLackingTexts = (db: Kysely<Database>, table: 'categories' | 'brands', filter: LackingFilter): LackingTexts =>
  lackingTexts(db, { table, field: 'name', english: 'name', name: 'name' }, filter);
