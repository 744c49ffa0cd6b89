import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/database.js';
import { dbKind } from '../../db/dialect.js';
import { lackingTexts, type LackingFilter, type LackingTexts } from '../../db/lacking-texts.js';

/** The questions shown, in their order. */
export function shownFaqs(db: Db) {
  return db.selectFrom('faqs').select(['id', 'question', 'answer', 'translations']).where('status', '=', 1).orderBy('position').orderBy('id').execute();
}

export type FaqRow = Awaited<ReturnType<typeof shownFaqs>>[number];

/** Every question, shown or not, in its order: the console's list. */
export function allFaqs(db: Db) {
  return db.selectFrom('faqs').selectAll().orderBy('position').orderBy('id').execute();
}

export type FaqFullRow = Awaited<ReturnType<typeof allFaqs>>[number];

/** One question; `lock` holds it until the transaction ends (PostgreSQL; SQLite's writer lock does already). */
export function faqRow(db: Db, id: number, lock = false) {
  const q = db.selectFrom('faqs').selectAll().where('id', '=', id);
  return (lock && dbKind(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
}

/** The position after the last question's. */
export async function nextFaqPosition(db: Db): Promise<number> {
  const row = await db.selectFrom('faqs').select((eb) => eb.fn.max('position').as('last')).executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function insertFaq(trx: Db, row: Insertable<Database['faqs']>): Promise<number> {
  const { id } = await trx.insertInto('faqs').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Writes a save over the version it read; false when another save came first. */
export async function saveFaq(trx: Db, id: number, version: number, columns: Updateable<Database['faqs']>, now: string): Promise<boolean> {
  const result = await trx.updateTable('faqs').set({ ...columns, version: version + 1, updated_at: now })
    .where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes the question at the version read; false when another save came first. */
export async function deleteFaq(trx: Db, id: number, version: number): Promise<boolean> {
  const result = await trx.deleteFrom('faqs').where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Common questions whose question or answer lacks its Arabic or French text, by id. */
export const faqsLackingTexts = (db: Db, field: 'question' | 'answer', filter: LackingFilter): LackingTexts =>
  lackingTexts(db, { table: 'faqs', field, english: field, name: 'question' }, filter);
