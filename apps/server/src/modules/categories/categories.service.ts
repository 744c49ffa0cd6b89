import type {
  Brand, CategoriesQuery, Category, CommonCondition, ConditionIdQuery, ItemListQuery, ItemPage, StoreListQuery, StorePage,
} from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/errors.js';
import { pageWindow } from '../../lib/pagination.js';
import { keptBody } from '../../lib/serialized.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { parseFilters, parseIdList } from '../catalog/catalog.params.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { LIST_TTL_MS, viewKey, type CatalogView } from '../catalog/catalog.view.js';
import { sharedStorePage, storePageFor, type SharedStorePage } from '../stores/stores.json.js';
import { toBrand, toCategory, toCondition } from './categories.mapper.js';
import {
  activeCategories, activeCategoryIds, activeConditions, brandsWithCounts, childCategories, findBrand, findCategory, findCondition, itemsInCategory,
  itemsOfBrand, itemsWithCondition, storesWithCategory,
} from './categories.repository.js';

/** Cache lifetimes: categories 5 minutes, featured categories 8, common conditions 480 000 ms. */
export const CATEGORY_TTL_MS = 5 * 60_000;
export const FEATURED_TTL_MS = 8 * 60_000;
export const CONDITION_TTL_MS = 480_000;
/** Featured category products 20 a page; common-condition items 20. */
const CATEGORY_ITEMS_PAGE = 20;
const CONDITION_ITEMS_PAGE = 20;
const STORE_PAGE = 12;
const byOrders = ['i.order_count', 'desc'] as const;

export class CategoriesService {
  private readonly categories = new TtlCache<string, unknown>(CATEGORY_TTL_MS, 2000);
  private readonly featured = new TtlCache<string, Category[]>(FEATURED_TTL_MS, 500);
  private readonly conditionCache = new TtlCache<string, CommonCondition[]>(CONDITION_TTL_MS, 100);
  /**
   * Pages of several categories are asked for alike by every visitor of a zone who picks the same ones,
   * as the home lists are, and each costs a count of every item of the categories: each instance keeps
   * them serialized for a little while (LIST_TTL_MS). Store pages are kept without distances, which
   * are added per caller.
   */
  private readonly itemPagesOfMany = new TtlCache<string, Buffer>(LIST_TTL_MS, 2000);
  private readonly storePagesOfMany = new TtlCache<string, SharedStorePage>(LIST_TTL_MS, 2000);

  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly publicUrl: string,
  ) {}

  /** Root categories of the module with their sub-categories; only featured roots when asked. */
  list(view: CatalogView, query: CategoriesQuery): Promise<Category[]> {
    const load = async () => {
      const rows = await activeCategories(this.db, view.moduleId);
      const roots = rows.filter((r) => r.parent_id === null && (query.featured !== 1 || r.featured === 1));
      return roots.map((root) => toCategory(root, rows.filter((r) => r.parent_id === root.id), view.lang, this.publicUrl));
    };
    if (query.featured === 1) return this.featured.wrap(viewKey(view, 'featured'), load);
    return this.categories.wrap(viewKey(view, 'list'), load) as Promise<Category[]>;
  }

  details(view: CatalogView, idOrSlug: string): Promise<Category> {
    return this.categories.wrap(viewKey(view, 'one', idOrSlug), async () => {
      const row = await findCategory(this.db, idOrSlug);
      if (!row) throw notFound('Category not found');
      return toCategory(row, await childCategories(this.db, row.id), view.lang, this.publicUrl);
    }) as Promise<Category>;
  }

  async childes(view: CatalogView, idOrSlug: string): Promise<Category['childes']> {
    return (await this.details(view, idOrSlug)).childes;
  }

  async items(view: CatalogView, idOrSlug: string, query: ItemListQuery): Promise<ItemPage> {
    const row = await findCategory(this.db, idOrSlug);
    if (!row) throw notFound('Category not found');
    const spec = { match: itemsInCategory(this.db, row.id), order: [byOrders], type: query.type, filters: parseFilters(query.filter) };
    return this.catalog.itemPage(view, spec, pageWindow(query, CATEGORY_ITEMS_PAGE));
  }

  async stores(view: CatalogView, idOrSlug: string, query: StoreListQuery): Promise<StorePage> {
    const row = await findCategory(this.db, idOrSlug);
    if (!row) throw notFound('Category not found');
    const spec = { where: storesWithCategory(this.db, row.id), order: [['s.rating_count', 'desc'] as const], type: query.type, filters: parseFilters(query.filter) };
    return this.catalog.storePage(view, spec, pageWindow(query, STORE_PAGE));
  }

  /** Items of several categories (their sub-categories too), best sellers first, as JSON; none named, none listed. */
  async itemsOfMany(view: CatalogView, categoryIds: string, query: ItemListQuery, serialize: (page: ItemPage) => string): Promise<string | Buffer> {
    const ids = parseIdList(categoryIds);
    const load = async () => serialize(await this.itemPageOfMany(view, ids, query));
    if (parseFilters(query.filter).has('nearby')) return load();
    return this.itemPagesOfMany.wrap(viewKey(view, idsKey(ids), JSON.stringify(query)), async () => keptBody(await load()));
  }

  private async itemPageOfMany(view: CatalogView, categoryIds: readonly number[], query: ItemListQuery): Promise<ItemPage> {
    const window = pageWindow(query, CATEGORY_ITEMS_PAGE);
    const ids = await activeCategoryIds(this.db, categoryIds);
    if (ids.length === 0) return { total_size: 0, limit: window.limit, offset: window.offset, products: [] };
    const spec = { match: itemsInCategory(this.db, ids), order: [byOrders], type: query.type, filters: parseFilters(query.filter) };
    return this.catalog.itemPage(view, spec, window);
  }

  /** Stores selling items of any of several categories, most reviewed first, as JSON; none named, none listed. */
  async storesOfMany(view: CatalogView, categoryIds: string, query: StoreListQuery, serialize: (page: StorePage) => string): Promise<string | Buffer> {
    const ids = parseIdList(categoryIds);
    if (parseFilters(query.filter).has('nearby')) return serialize(await this.storePageOfMany(view, ids, query));
    const key = viewKey(view, idsKey(ids), JSON.stringify(query));
    const shared = await this.storePagesOfMany.wrap(key, async () => sharedStorePage(await this.storePageOfMany({ ...view, position: null }, ids, query), serialize));
    return storePageFor(shared, view.position, serialize);
  }

  private async storePageOfMany(view: CatalogView, categoryIds: readonly number[], query: StoreListQuery): Promise<StorePage> {
    const window = pageWindow(query, STORE_PAGE);
    const ids = await activeCategoryIds(this.db, categoryIds);
    if (ids.length === 0) return { total_size: 0, limit: window.limit, offset: window.offset, stores: [] };
    const spec = { where: storesWithCategory(this.db, ids), order: [['s.rating_count', 'desc'] as const], type: query.type, filters: parseFilters(query.filter) };
    return this.catalog.storePage(view, spec, window);
  }

  async brands(view: CatalogView): Promise<Brand[]> {
    return (await brandsWithCounts(this.db, view)).map((b) => toBrand(b, view.lang, this.publicUrl));
  }

  async brandItems(view: CatalogView, id: number, query: ItemListQuery): Promise<ItemPage> {
    if (!(await findBrand(this.db, id))) throw notFound('Brand not found');
    const spec = { where: itemsOfBrand(id), order: [byOrders], type: query.type, filters: parseFilters(query.filter) };
    return this.catalog.itemPage(view, spec, pageWindow(query));
  }

  conditions(view: CatalogView): Promise<CommonCondition[]> {
    return this.conditionCache.wrap(viewKey(view), async () => (await activeConditions(this.db)).map((c) => toCondition(c, view.lang)));
  }

  async conditionItems(view: CatalogView, query: ConditionIdQuery): Promise<ItemPage> {
    if (!(await findCondition(this.db, query.condition_id))) throw notFound('Common condition not found');
    return this.catalog.itemPage(view, { where: itemsWithCondition(query.condition_id), order: [byOrders] }, pageWindow(query, CONDITION_ITEMS_PAGE));
  }
}

/** A list of category ids as a cache key: the same categories in any order are the same list. */
const idsKey = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');
