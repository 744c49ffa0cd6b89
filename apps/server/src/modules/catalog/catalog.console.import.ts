import type { ConsoleItemsImport, ConsoleItemsImported, ImportRefusal } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { dbKind } from '../../db/dialect.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { toMajor } from '../../lib/money.js';
import { recordChanges, type AuditChange, type StaffActor } from '../audit/audit.repository.js';
import { lockItems, setItemStocks } from '../inventory/inventory.repository.js';
import { saveItemsColumns } from './catalog.console.edits.repository.js';
import { checkRow, keyOf, type CheckContext, type RowPlan } from './catalog.console.import.check.js';
import { readRow, type ReadRow } from './catalog.console.import.rows.js';
import {
  CHUNK, importCategories, importStores, insertItems, itemsByKeys, type KeyedItem,
} from './catalog.console.items.repository.js';
import { newSlug } from './catalog.console.mapper.js';
import { ITEM_ENTITY, type MenuDeps } from './catalog.console.saving.js';

type Trx = Kysely<Database>;

/** Reads `ids` a part at a time. */
async function inChunks<T, R>(values: readonly T[], read: (part: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let at = 0; at < values.length; at += CHUNK) out.push(...await read(values.slice(at, at + CHUNK)));
  return out;
}

/** Audit values in the console's units: money in major units. */
function shown(columns: Record<string, unknown>, discountType: unknown): Record<string, unknown> {
  const out = { ...columns };
  if (typeof out.price === 'number') out.price = toMajor(out.price);
  if (typeof out.discount === 'number' && discountType === 'amount') out.discount = toMajor(out.discount);
  return out;
}

/** The columns of a planned update whose values differ from the item's. */
function changedColumns(plan: RowPlan & { item: KeyedItem }): Record<string, unknown> {
  const was: Record<string, unknown> = plan.item;
  return Object.fromEntries(Object.entries(plan.columns).filter(([column, value]) => was[column] !== value));
}

/**
 * An import of items from a CSV file's rows, across stores: all of them or none. Each row names its
 * item by store and key: a key the store has updates that item, another creates one. Every row is
 * checked first, with the item editor's rules (see checkRow); any refusal answers 422 with the report
 * of every refused row, and nothing is written. Otherwise, in one transaction, new items are inserted
 * a part at a time with their opening stock, changed ones saved with a new version (items locked in id
 * order) and their stocks set through inventory, and every item created or changed gets its own audit
 * entry (`items.import_create`, `items.import_update`); the search index follows by its triggers, and
 * the storefront's caches start afresh after the commit. Rows that change nothing write nothing: an
 * exported file imported again changes nothing.
 */
export class CatalogImportService {
  constructor(private readonly deps: MenuDeps) {}

  async apply(actor: StaffActor, body: ConsoleItemsImport): Promise<ConsoleItemsImported> {
    const { db, clock, changes } = this.deps;
    const refused: ImportRefusal[] = [];
    const reads: ReadRow[] = [];
    body.rows.forEach((cells, index) => {
      const { read, refused: own } = readRow(cells, index + 1);
      refused.push(...own);
      if (read) reads.push(read);
    });
    const done = await inTransaction(db, async (trx) => {
      const ctx = await this.context(trx, reads);
      const plans: RowPlan[] = [];
      const seen = new Set<string>();
      for (const read of reads) {
        const named = keyOf(read.storeId, read.key);
        if (seen.has(named)) {
          refused.push({ row: read.row, key: read.key, field: 'key', message: 'The item is named on an earlier row too' });
          continue;
        }
        seen.add(named);
        const { plan, refused: own } = checkRow(read, ctx);
        refused.push(...own);
        if (plan) plans.push(plan);
      }
      if (refused.length > 0) {
        const message = `${refused.length} row(s) refused: nothing was changed.`;
        throw new AppError('business_rule', message, [{ code: 'import_refused', message }], { report: refused.sort((a, b) => a.row - b.row) });
      }
      return this.write(trx, actor, plans, clock.now().toISOString());
    });
    if (done.created + done.updated > 0) changes.changed();
    return { rows: body.rows.length, ...done, unchanged: body.rows.length - done.created - done.updated };
  }

  /** The stores, categories and items the rows name, read a part at a time; the items locked, and on PostgreSQL read again under the lock. */
  private async context(trx: Trx, reads: readonly ReadRow[]): Promise<CheckContext> {
    const storeIds = [...new Set(reads.map((r) => r.storeId))];
    const categoryIds = [...new Set(reads.flatMap((r) => (r.categoryId === undefined ? [] : [r.categoryId])))];
    const keys = [...new Map(reads.map((r) => [keyOf(r.storeId, r.key), { storeId: r.storeId, key: r.key }])).values()];
    const [stores, categories] = await Promise.all([inChunks(storeIds, (p) => importStores(trx, p)), inChunks(categoryIds, (p) => importCategories(trx, p))]);
    const readItems = () => inChunks(keys, (p) => itemsByKeys(trx, p));
    let items = await readItems();
    if (items.length > 0) {
      await lockItems(trx, items.map((i) => i.id).sort((a, b) => a - b));
      if (dbKind(trx) === 'postgres') items = await readItems();
    }
    return {
      stores: new Map(stores.map((s) => [s.id, s])), categoryModules: new Map(categories.map((c) => [c.id, c.module_id])),
      items: new Map(items.map((i) => [keyOf(i.store_id, i.sku), i])),
    };
  }

  private async write(trx: Trx, actor: StaffActor, plans: readonly RowPlan[], now: string): Promise<{ created: number; updated: number }> {
    const entries: AuditChange[] = [];
    const stocks: { itemId: number; stock: number }[] = [];
    const fresh = plans.filter((p) => !p.item);
    // A new item is written with its opening stock: stock set apart would write every new row twice.
    const made = await insertItems(trx, fresh.map(({ read, store, columns, stock }) => ({
      ...columns, sku: read.key, slug: newSlug(columns.name), store_id: store.id, module_id: store.module_id, zone_id: store.zone_id,
      brand_id: null, common_condition_id: null, tax: store.tax, tax_type: 'percent', stock: stock ?? 0, maximum_cart_quantity: null, image: null, images: '[]',
      available_time_starts: '00:00', available_time_ends: '23:59', choice_options: '[]', tags: '[]', generic_name: null,
      avg_rating: 0, rating_count: 0, order_count: 0, created_at: now, updated_at: now,
    })));
    made.forEach(({ id }, n) => {
      const { read, store, columns, stock } = fresh[n]!;
      entries.push({
        action: 'items.import_create', entity: ITEM_ENTITY, entityId: id, storeId: store.id, before: null,
        after: { ...shown(columns, columns.discount_type), key: read.key, stock: stock ?? 0, version: 1 },
      });
    });
    const saves: { id: number; columns: Record<string, unknown> }[] = [];
    for (const plan of [...plans].filter((p): p is RowPlan & { item: KeyedItem } => p.item !== undefined).sort((a, b) => a.item.id - b.item.id)) {
      const { item, stock } = plan;
      const columns = changedColumns(plan);
      if (Object.keys(columns).length === 0 && stock === undefined) continue;
      saves.push({ id: item.id, columns });
      if (stock !== undefined) stocks.push({ itemId: item.id, stock });
      const before = Object.fromEntries(Object.keys(columns).map((c) => [c, (item as Record<string, unknown>)[c]]));
      entries.push({
        action: 'items.import_update', entity: ITEM_ENTITY, entityId: item.id, storeId: item.store_id,
        before: { ...shown(before, item.discount_type), ...(stock === undefined ? {} : { stock: item.stock }), version: item.version },
        after: { ...shown(columns, plan.columns.discount_type), ...(stock === undefined ? {} : { stock }), version: item.version + 1 },
      });
    }
    await saveItemsColumns(trx, saves, now);
    await setItemStocks(trx, stocks);
    await recordChanges(trx, actor, entries, now);
    return { created: made.length, updated: saves.length };
  }
}
