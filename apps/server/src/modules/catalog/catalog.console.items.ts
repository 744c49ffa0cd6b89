import Papa from 'papaparse';
import {
  ITEM_CSV_COLUMNS, type ConsoleCatalogueFilter, type ConsoleCataloguePage, type ConsoleCatalogueQuery, type Language,
} from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { pageWindow } from '../../lib/pagination.js';
import { cataloguePageRows, catalogueRows, CHUNK, fileRows, type CatalogueRow } from './catalog.console.items.repository.js';
import { toCatalogueRow, toFileRow } from './catalog.console.items.mapper.js';
import { filteredPage, menuSearchTerms, NO_ROWS, type ListRows } from './catalog.console.paging.js';
import { categoryWithChildren, idsAfter, type MenuFilter } from './catalog.console.repository.js';

/** The admin's list shows 25 items a page unless asked otherwise. */
const PAGE_SIZE = 25;

/**
 * The admin's items over every store: a list narrowed and sorted as asked, read as the store panel's
 * menu list is (filteredPage), and the same items as a CSV file. Items are edited in their store's panel;
 * files are imported by CatalogImportService.
 */
export class CatalogItemsService {
  constructor(private readonly db: Db) {}

  private async filterOf(query: ConsoleCatalogueFilter & { sort?: ConsoleCatalogueQuery['sort'] }): Promise<MenuFilter> {
    const categoryIds = query.category_id ? await categoryWithChildren(this.db, query.category_id, query.store_id ?? null) : null;
    return {
      storeId: query.store_id ?? null, moduleId: query.module_id ?? null, categoryIds, state: query.state, terms: menuSearchTerms(query.search), sort: query.sort,
    };
  }

  async list(query: ConsoleCatalogueQuery, lang: Language): Promise<ConsoleCataloguePage> {
    const { db } = this;
    const page = pageWindow(query, PAGE_SIZE);
    const filter = await this.filterOf(query);
    const read: ListRows<CatalogueRow> = { page: (f, limit, skip) => cataloguePageRows(db, f, limit, skip), byIds: (ids) => catalogueRows(db, ids) };
    const { rows, total_size, total_exact } = filter.categoryIds?.length === 0 ? NO_ROWS : await filteredPage(db, filter, page, read);
    return { total_size, total_exact, limit: page.limit, offset: page.offset, items: rows.map((r) => toCatalogueRow(r, lang)) };
  }

  /**
   * Every item the filter keeps as CSV, oldest first: a header line, then a line per item, read and
   * written a part at a time. A text cell that a spreadsheet would run as a formula (=, +, -, @ first)
   * is written as text, behind an apostrophe, which an import takes off again.
   */
  async *csv(query: ConsoleCatalogueFilter): AsyncGenerator<string> {
    yield `${ITEM_CSV_COLUMNS.join(',')}\r\n`;
    const filter = await this.filterOf(query);
    if (filter.categoryIds?.length === 0) return;
    let after = 0;
    for (;;) {
      const ids = await idsAfter(this.db, filter, after, CHUNK);
      if (ids.length === 0) return;
      const rows = (await fileRows(this.db, ids)).map(toFileRow);
      yield `${Papa.unparse({ fields: [...ITEM_CSV_COLUMNS], data: rows.map((r) => ITEM_CSV_COLUMNS.map((c) => r[c])) }, { escapeFormulae: true, newline: '\r\n', header: false })}\r\n`;
      after = ids[ids.length - 1]!;
    }
  }
}
