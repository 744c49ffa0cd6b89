import type { Db } from '../../db/connection.js';

/** The questions shown, in their order. */
export function shownFaqs(db: Db) {
  return db.selectFrom('faqs').select(['id', 'question', 'answer', 'translations']).where('status', '=', 1).orderBy('position').orderBy('id').execute();
}

export type FaqRow = Awaited<ReturnType<typeof shownFaqs>>[number];
