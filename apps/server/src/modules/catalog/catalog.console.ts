import {
  type ConsoleActiveChange, type ConsoleItem, type ConsoleItemPage, type ConsoleItemRow, type ConsoleItemsQuery,
  type ConsoleMenuChoices, type ConsoleStockChange, type Language,
} from '@storefront/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { notFound, rule } from '../../lib/errors.js';
import { translated } from '../../lib/i18n.js';
import { toMajor } from '../../lib/money.js';
import { pageWindow } from '../../lib/pagination.js';
import { recordChange, type StaffActor } from '../audit/audit.repository.js';
import { lockItems, setItemStock } from '../inventory/inventory.repository.js';
import { saveItemColumns } from './catalog.console.edits.repository.js';
import { toConsoleItem, toMenuRow } from './catalog.console.mapper.js';
import { filteredPage, menuSearchTerms, NO_ROWS, type ListRows } from './catalog.console.paging.js';
import {
  categoryWithChildren, menuPageRows, menuRows, moduleCategories, storeAddOns, type MenuFilter, type MenuRow, type StoreItem,
} from './catalog.console.repository.js';
import { expectVersion, ITEM_ENTITY, itemOf, storeOf, type MenuDeps } from './catalog.console.saving.js';
import { termChoices } from './catalog.terms.js';

/** The menu list shows 25 items a page unless asked otherwise. */
export const MENU_PAGE_SIZE = 25;

/**
 * A store's menu as its staff see it in the console: the list, one item, and the quick switches of a
 * row (stock, on or off). The capability hook has checked the person may act for the store in the
 * path; here another store's item is not found. Every change is versioned (a save naming an older
 * version answers 409), written with its audit entry in one transaction, and announced to the
 * storefront's caches after the commit.
 */
export class CatalogConsoleService {
  constructor(private readonly deps: MenuDeps) {}

  /** A page of the store's items, newest first (see filteredPage). */
  async list(storeId: number, query: ConsoleItemsQuery, lang: Language): Promise<ConsoleItemPage> {
    const { db, publicUrl } = this.deps;
    const page = pageWindow(query, MENU_PAGE_SIZE);
    const categoryIds = query.category_id ? await categoryWithChildren(db, query.category_id, storeId) : null;
    const filter: MenuFilter = { storeId, categoryIds, state: query.state, terms: menuSearchTerms(query.search) };
    const read: ListRows<MenuRow> = { page: (f, limit, skip) => menuPageRows(db, f, limit, skip), byIds: (ids) => menuRows(db, storeId, ids) };
    // Side by side, on PostgreSQL each on a connection of its own: the store (404 when there is none) and the page.
    const [store, { rows, total_size, total_exact }] = await Promise.all([
      storeOf(db, storeId), categoryIds?.length === 0 ? NO_ROWS : filteredPage(db, filter, page, read),
    ]);
    return {
      total_size, total_exact, limit: page.limit, offset: page.offset,
      stock_kept: store.module_type !== 'food', items: rows.map((r) => toMenuRow(r, lang, publicUrl)),
    };
  }

  /** What the editor picks from: the module's categories, the store's add-ons and the business's units and attributes. */
  async choices(storeId: number, lang: Language): Promise<ConsoleMenuChoices> {
    const { db } = this.deps;
    const store = await storeOf(db, storeId);
    const [categories, addOns, terms] = await Promise.all([moduleCategories(db, store.module_id), storeAddOns(db, storeId), termChoices(db)]);
    return {
      ...terms,
      module_type: store.module_type,
      stock_kept: store.module_type !== 'food',
      categories: categories.map((c) => ({ id: c.id, name: translated(c.translations, lang, 'name', c.name), parent_id: c.parent_id })),
      add_ons: addOns.map((a) => ({ id: a.id, name: translated(a.translations, lang, 'name', a.name), price: toMajor(a.price) })),
    };
  }

  async details(storeId: number, itemId: number): Promise<ConsoleItem> {
    return toConsoleItem(await itemOf(this.deps.db, storeId, itemId), this.deps.publicUrl);
  }

  /** Sets the stock staff counted, for an item whose stock is its own (not a food item's, nor one with variations). */
  async setStock(actor: StaffActor, storeId: number, itemId: number, body: ConsoleStockChange, lang: Language): Promise<ConsoleItemRow> {
    return this.switch(storeId, itemId, body.version, lang, async (trx, item, now) => {
      const store = await storeOf(trx, storeId);
      if (store.module_type === 'food') throw rule('Food items keep no stock.', 'stock_not_kept');
      if (item.variations.length > 0) throw rule('This item\'s stock is its variations\': set each in the editor.', 'stock_of_variations');
      if (item.row.stock === body.stock) return false;
      await saveItemColumns(trx, itemId, body.version, {}, now);
      await setItemStock(trx, itemId, body.stock);
      await recordChange(trx, actor, {
        action: 'stock.update', entity: ITEM_ENTITY, entityId: itemId, storeId,
        before: { stock: item.row.stock, version: body.version }, after: { stock: body.stock, version: body.version + 1 },
      }, now);
      return true;
    });
  }

  /** Switches the item on or off: an item switched off is hidden from the storefront. */
  async setActive(actor: StaffActor, storeId: number, itemId: number, body: ConsoleActiveChange, lang: Language): Promise<ConsoleItemRow> {
    return this.switch(storeId, itemId, body.version, lang, async (trx, item, now) => {
      const status = body.active ? 1 : 0;
      if (item.row.status === status) return false;
      await saveItemColumns(trx, itemId, body.version, { status }, now);
      await recordChange(trx, actor, {
        action: 'items.active', entity: ITEM_ENTITY, entityId: itemId, storeId,
        before: { active: item.row.status === 1, version: body.version }, after: { active: body.active, version: body.version + 1 },
      }, now);
      return true;
    });
  }

  /** A quick switch: the item locked and checked at `version`, `change` made (true when it changed anything), the row answered. */
  private async switch(
    storeId: number, itemId: number, version: number, lang: Language, change: (trx: Transaction<Database>, item: StoreItem, now: string) => Promise<boolean>,
  ): Promise<ConsoleItemRow> {
    const { db, clock, changes, publicUrl } = this.deps;
    const changed = await inTransaction(db, async (trx) => {
      await lockItems(trx, [itemId]);
      const item = await itemOf(trx, storeId, itemId);
      await expectVersion(trx, item, version, publicUrl);
      return change(trx, item, clock.now().toISOString());
    });
    if (changed) changes.changed();
    const [row] = await menuRows(db, storeId, [itemId]);
    if (!row) throw notFound('Item not found');
    return toMenuRow(row, lang, publicUrl);
  }
}
