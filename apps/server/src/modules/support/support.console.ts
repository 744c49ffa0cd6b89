import type { ConsoleFaq, ConsoleFaqCreate, ConsoleFaqList, ConsoleFaqUpdate } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { notFound, staleVersion } from '../../lib/errors.js';
import { laidOver, withTranslations } from '../../lib/texts.js';
import { fieldsChangedSince, recordChange, type StaffActor } from '../audit/audit.repository.js';
import type { CatalogChanges } from '../catalog/catalog.changes.js';
import { toConsoleFaq } from './support.mapper.js';
import { allFaqs, deleteFaq, faqRow, insertFaq, nextFaqPosition, saveFaq } from './support.repository.js';

const AUDITED_ENTITY = 'faq';

type Fields = Pick<ConsoleFaq, 'question' | 'answer' | 'position' | 'on'>;
const FIELDS: readonly (keyof Fields)[] = ['question', 'answer', 'position', 'on'];

const columnsOf = (fields: Fields, translations: string | null) => ({
  question: fields.question.en, answer: fields.answer.en, position: fields.position, status: fields.on ? 1 : 0,
  translations: withTranslations(translations, { question: fields.question, answer: fields.answer }),
});

/**
 * The help page's common questions as the business's staff keep them in the console: texts in every
 * language, order, on or off. Every save names the version it read (an older one is refused, 409, with
 * the question as it is and the fields changed since) and writes its audit entry in one transaction;
 * after the commit every instance's FAQ answers start afresh.
 */
export class SupportConsoleService {
  constructor(private readonly deps: { db: Db; clock: Clock; changes: CatalogChanges }) {}

  async list(): Promise<ConsoleFaqList> {
    return { faqs: (await allFaqs(this.deps.db)).map(toConsoleFaq) };
  }

  async one(id: number): Promise<ConsoleFaq> {
    const row = await faqRow(this.deps.db, id);
    if (!row) throw notFound('Question not found');
    return toConsoleFaq(row);
  }

  async create(actor: StaffActor, body: ConsoleFaqCreate): Promise<ConsoleFaq> {
    const id = await inTransaction(this.deps.db, async (trx) => {
      const fields: Fields = {
        question: laidOver(body.question), answer: laidOver(body.answer), position: body.position ?? await nextFaqPosition(trx), on: body.on ?? true,
      };
      const now = this.deps.clock.now().toISOString();
      const id = await insertFaq(trx, { ...columnsOf(fields, null), updated_at: now });
      await recordChange(trx, actor, { action: 'pages.faq_create', entity: AUDITED_ENTITY, entityId: id, storeId: null, before: null, after: { ...fields, version: 1 } }, now);
      return id;
    });
    this.deps.changes.changed();
    return this.one(id);
  }

  async update(actor: StaffActor, id: number, body: ConsoleFaqUpdate): Promise<ConsoleFaq> {
    const outcome = await inTransaction(this.deps.db, async (trx) => {
      const row = await faqRow(trx, id, true);
      if (!row) throw notFound('Question not found');
      if (row.version !== body.version) return 'stale';
      const current = toConsoleFaq(row);
      const next: Fields = {
        question: body.question ? laidOver(body.question, current.question) : current.question,
        answer: body.answer ? laidOver(body.answer, current.answer) : current.answer,
        position: body.position ?? current.position,
        on: body.on ?? current.on,
      };
      const changed = FIELDS.filter((f) => JSON.stringify(current[f]) !== JSON.stringify(next[f]));
      if (changed.length === 0) return 'same';
      const now = this.deps.clock.now().toISOString();
      if (!(await saveFaq(trx, id, body.version, columnsOf(next, row.translations), now))) return 'stale';
      const pick = (from: Fields) => Object.fromEntries(changed.map((f) => [f, from[f]]));
      await recordChange(trx, actor, {
        action: 'pages.faq_update', entity: AUDITED_ENTITY, entityId: id, storeId: null,
        before: { ...pick(current), version: body.version }, after: { ...pick(next), version: body.version + 1 },
      }, now);
      return 'saved';
    });
    if (outcome === 'stale') throw staleVersion(await this.one(id), await fieldsChangedSince(this.deps.db, AUDITED_ENTITY, id, body.version));
    if (outcome === 'saved') this.deps.changes.changed();
    return this.one(id);
  }

  async remove(actor: StaffActor, id: number, version: number): Promise<void> {
    const outcome = await inTransaction(this.deps.db, async (trx) => {
      const row = await faqRow(trx, id, true);
      if (!row) throw notFound('Question not found');
      if (row.version !== version || !(await deleteFaq(trx, id, version))) return 'stale';
      const now = this.deps.clock.now().toISOString();
      const { id: _id, version: _version, updated_at: _at, ...before } = toConsoleFaq(row);
      await recordChange(trx, actor, { action: 'pages.faq_delete', entity: AUDITED_ENTITY, entityId: id, storeId: null, before: { ...before, version }, after: null }, now);
      return 'removed';
    });
    if (outcome === 'stale') throw staleVersion(await this.one(id), await fieldsChangedSince(this.deps.db, AUDITED_ENTITY, id, version));
    this.deps.changes.changed();
  }
}
