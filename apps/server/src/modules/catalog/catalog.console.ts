import {
  ITEM_COUNT_CAP, SEARCH_COUNT_CAP, type ConsoleActiveChange, type ConsoleItem, type ConsoleItemPage, type ConsoleItemRow, type ConsoleItemsQuery,
  type ConsoleMenuChoices, type ConsoleStockChange, type Language,
} from '@storefront/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { searchWords, type SearchTerms } from '../../db/search.js';
import { inTransaction } from '../../db/transaction.js';
import { notFound, rule } from '../../lib/errors.js';
import { translated } from '../../lib/i18n.js';
import { toMajor } from '../../lib/money.js';
import { pageWindow, type PageWindow } from '../../lib/pagination.js';
import { recordChange, type StaffActor } from '../audit/audit.repository.js';
import { lockItems, setItemStock } from '../inventory/inventory.repository.js';
import { saveItemColumns } from './catalog.console.edits.repository.js';
import { toConsoleItem, toMenuRow } from './catalog.console.mapper.js';
import {
  categoryWithChildren, menuCount, menuIds, menuPageRows, menuRows, moduleCategories, storeAddOns, type MenuFilter, type MenuRow, type StoreItem,
} from './catalog.console.repository.js';
import { expectVersion, ITEM_ENTITY, itemOf, storeOf, type MenuDeps } from './catalog.console.saving.js';
import { termChoices } from './catalog.terms.js';

/** The menu list shows 25 items a page unless asked otherwise. */
export const MENU_PAGE_SIZE = 25;
/** Words of a search that count; a last word of two letters or more also matches words it starts. */
const SEARCH_WORDS = 6;

/** A console search as the full-text index takes it: every word must match, the last one as a prefix. */
export function menuSearchTerms(text: string | undefined): SearchTerms | null {
  const words = searchWords(text ?? '').slice(0, SEARCH_WORDS);
  if (words.length === 0) return null;
  const last = words.length - 1;
  return {
    groups: words.map((w, i) => (i === last && w.length >= 2 ? { words: [], prefix: w } : { words: [w], prefix: null })),
    text: words.join(' '),
  };
}

/**
 * A store's menu as its staff see it in the console: the list, one item, and the quick switches of a
 * row (stock, on or off). The capability hook has checked the person may act for the store in the
 * path; here another store's item is not found. Every change is versioned (a save naming an older
 * version answers 409), written with its audit entry in one transaction, and announced to the
 * storefront's caches after the commit.
 */
export class CatalogConsoleService {
  constructor(private readonly deps: MenuDeps) {}

  /**
   * A page of the store's items, newest first: the page's ids from the narrowing's index, then their
   * rows. The matches are counted up to ITEM_COUNT_CAP, or SEARCH_COUNT_CAP for a search (total_exact
   * false beyond it, unless the page is the last). A page costs the same in a store of a hundred
   * items or a hundred thousand.
   */
  async list(storeId: number, query: ConsoleItemsQuery, lang: Language): Promise<ConsoleItemPage> {
    const { db, publicUrl } = this.deps;
    const page = pageWindow(query, MENU_PAGE_SIZE);
    const categoryIds = query.category_id ? await categoryWithChildren(db, query.category_id, storeId) : null;
    const filter: MenuFilter = { storeId, categoryIds, state: query.state, terms: menuSearchTerms(query.search) };
    // Side by side, on PostgreSQL each on a connection of its own: the store (404 when there is none) and the page.
    const [store, { rows, counted, cap }] = await Promise.all([
      storeOf(db, storeId), categoryIds?.length === 0 ? { rows: [], counted: 0, cap: ITEM_COUNT_CAP } : this.pageOf(filter, page),
    ]);
    // The last page, not full, tells the count even beyond the cap.
    const last = rows.length < page.limit && rows.length > 0;
    return {
      total_size: last ? page.skip + rows.length : Math.min(counted, cap), total_exact: last || counted <= cap, limit: page.limit, offset: page.offset,
      stock_kept: store.module_type !== 'food', items: rows.map((r) => toMenuRow(r, lang, publicUrl)),
    };
  }

  /**
   * The page's rows and the count of matches up to the cap. A list reads both side by side, each from
   * its index. A search matches once: its first SEARCH_COUNT_CAP + 1 ids both count it and hold its
   * pages within the cap, whose rows are then read by id.
   */
  private async pageOf(filter: MenuFilter, page: PageWindow): Promise<{ rows: MenuRow[]; counted: number; cap: number }> {
    const { db } = this.deps;
    if (!filter.terms) {
      const [rows, counted] = await Promise.all([menuPageRows(db, filter, page.limit, page.skip), menuCount(db, filter, ITEM_COUNT_CAP)]);
      return { rows, counted, cap: ITEM_COUNT_CAP };
    }
    const head = await menuIds(db, filter, SEARCH_COUNT_CAP + 1);
    const within = head.length <= SEARCH_COUNT_CAP || page.skip + page.limit <= head.length;
    const ids = within ? head.slice(page.skip, page.skip + page.limit) : await menuIds(db, filter, page.limit, page.skip);
    return { rows: await this.rows(filter.storeId, ids), counted: head.length, cap: SEARCH_COUNT_CAP };
  }

  /** The list rows of `ids`, in their order. */
  private async rows(storeId: number, ids: readonly number[]): Promise<MenuRow[]> {
    if (ids.length === 0) return [];
    const byId = new Map((await menuRows(this.deps.db, storeId, ids)).map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
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
    const [row] = await this.rows(storeId, [itemId]);
    if (!row) throw notFound('Item not found');
    return toMenuRow(row, lang, publicUrl);
  }
}
