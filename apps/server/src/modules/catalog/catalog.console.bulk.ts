import {
  MAX_ITEM_PRICE, MAX_ITEM_STOCK, type BulkRefusal, type ConsoleBulkDone, type ConsoleBulkRow, type ConsoleBulkUpdate,
} from '@storefront/contract';
import { dbKind } from '../../db/dialect.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { toMajor, toMinor } from '../../lib/money.js';
import { recordChanges, type AuditChange, type StaffActor } from '../audit/audit.repository.js';
import { lockItems, setItemStock } from '../inventory/inventory.repository.js';
import { saveItemColumns } from './catalog.console.edits.repository.js';
import { storeItemsByIds } from './catalog.console.repository.js';
import { ITEM_ENTITY, type MenuDeps } from './catalog.console.saving.js';

type BulkItem = Awaited<ReturnType<typeof storeItemsByIds>>[number];
/** What one row changes of its item, in the item's own units (minor for money). */
interface RowChange { item: BulkItem; price?: number; stock?: number; discount?: number }

const inCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
/** Ids are read this many at a time. */
const READ_CHUNK = 1000;

/**
 * Checks every row against its item (of this store, numbers in range) and answers what each changes,
 * or the refusals of every row that breaks a rule: all of them, so that the file is mended at once.
 */
export function checkRows(rows: readonly ConsoleBulkRow[], items: ReadonlyMap<number, BulkItem>): { changes: RowChange[]; refused: BulkRefusal[] } {
  const refused: BulkRefusal[] = [];
  const changes: RowChange[] = [];
  const seen = new Set<number>();
  rows.forEach((r, index) => {
    const row = index + 1;
    const refuse = (field: string, message: string) => refused.push({ row, id: Number.isFinite(r.id) ? r.id : null, field, message });
    const item = Number.isInteger(r.id) ? items.get(r.id) : undefined;
    if (!item) return refuse('id', 'No such item in this store');
    if (seen.has(item.id)) return refuse('id', 'The item is named on an earlier row too');
    seen.add(item.id);
    const before = refused.length;
    if (r.version !== undefined && r.version !== item.version) refuse('version', 'The item was changed since this version');
    const change: RowChange = { item };
    if (r.price !== undefined) {
      if (!(r.price >= 0 && r.price <= MAX_ITEM_PRICE) || !inCents(r.price)) refuse('price', `A price from 0 to ${MAX_ITEM_PRICE}, with at most two decimals`);
      else change.price = toMinor(r.price);
    }
    if (r.stock !== undefined) {
      if (item.module_type === 'food') refuse('stock', 'Food items keep no stock');
      else if (item.has_variations) refuse('stock', 'This item\'s stock is its variations\': set each in the editor');
      else if (!Number.isInteger(r.stock) || r.stock < 0 || r.stock > MAX_ITEM_STOCK) refuse('stock', `A whole number from 0 to ${MAX_ITEM_STOCK}`);
      else change.stock = r.stock;
    }
    if (r.discount !== undefined) {
      const price = change.price ?? item.price;
      if (item.discount_type === 'percent' && !(r.discount >= 0 && r.discount <= 100)) refuse('discount', 'A percent discount from 0 to 100');
      else if (item.discount_type === 'amount' && !(r.discount >= 0 && toMinor(r.discount) <= price && inCents(r.discount))) {
        refuse('discount', 'An amount from 0 to the price, with at most two decimals');
      } else change.discount = item.discount_type === 'amount' ? toMinor(r.discount) : r.discount;
    } else if (change.price !== undefined && item.discount_type === 'amount' && item.discount > change.price) {
      refuse('price', 'The price is below the item\'s discount');
    }
    if (refused.length === before) changes.push(change);
  });
  return { changes, refused };
}

/** The fields a row really changes, as the console shows them (major units), before and after. */
function difference(c: RowChange): { before: Record<string, number>; after: Record<string, number> } | null {
  const before: Record<string, number> = {};
  const after: Record<string, number> = {};
  const shown = (field: 'price' | 'discount', v: number) => (field === 'price' || c.item.discount_type === 'amount' ? toMajor(v) : v);
  for (const field of ['price', 'stock', 'discount'] as const) {
    const next = c[field];
    if (next === undefined || next === c.item[field]) continue;
    before[field] = field === 'stock' ? c.item.stock : shown(field, c.item[field]);
    after[field] = field === 'stock' ? next : shown(field, next);
  }
  return Object.keys(after).length ? { before, after } : null;
}

/**
 * A bulk update of a store's items (a CSV file's rows): all of them or none. The rows are checked
 * first, every one; any refusal answers 422 with the report of all refused rows and changes nothing.
 * Otherwise every item that changes gets its new values, a new version and its own audit entry
 * (`items.bulk_update`), all in one transaction, items locked in id order; the storefront's caches
 * start afresh after the commit.
 */
export class CatalogBulkService {
  constructor(private readonly deps: MenuDeps) {}

  async apply(actor: StaffActor, storeId: number, body: ConsoleBulkUpdate): Promise<ConsoleBulkDone> {
    const { db, clock, changes } = this.deps;
    const ids = [...new Set(body.rows.map((r) => r.id).filter((id) => Number.isInteger(id) && id > 0))].sort((a, b) => a - b);
    const changed = await inTransaction(db, async (trx) => {
      const now = clock.now().toISOString();
      const read = async (wanted: readonly number[]) => {
        const found = new Map<number, BulkItem>();
        for (let at = 0; at < wanted.length; at += READ_CHUNK) {
          for (const item of await storeItemsByIds(trx, storeId, wanted.slice(at, at + READ_CHUNK))) found.set(item.id, item);
        }
        return found;
      };
      // Only the store's own items are locked: another store's id named in the file is refused, never held.
      const first = await read(ids);
      const own = [...first.keys()].sort((a, b) => a - b);
      await lockItems(trx, own);
      // On PostgreSQL read again under the lock (a save may have come in between); SQLite's one writer let none in.
      const items = dbKind(trx) === 'postgres' ? await read(own) : first;
      const { changes: rows, refused } = checkRows(body.rows, items);
      if (refused.length > 0) {
        const message = `${refused.length} row(s) refused: nothing was changed.`;
        throw new AppError('business_rule', message, [{ code: 'bulk_refused', message }], { report: refused });
      }
      const entries: AuditChange[] = [];
      for (const row of [...rows].sort((a, b) => a.item.id - b.item.id)) {
        const diff = difference(row);
        if (!diff) continue;
        const { item } = row;
        const columns = { ...('price' in diff.after ? { price: row.price } : {}), ...('discount' in diff.after ? { discount: row.discount } : {}) };
        await saveItemColumns(trx, item.id, item.version, columns, now);
        if ('stock' in diff.after) await setItemStock(trx, item.id, row.stock!);
        entries.push({
          action: 'items.bulk_update', entity: ITEM_ENTITY, entityId: item.id, storeId,
          before: { ...diff.before, version: item.version }, after: { ...diff.after, version: item.version + 1 },
        });
      }
      await recordChanges(trx, actor, entries, now);
      return entries.length;
    });
    if (changed > 0) changes.changed();
    return { rows: body.rows.length, changed, unchanged: body.rows.length - changed };
  }
}
