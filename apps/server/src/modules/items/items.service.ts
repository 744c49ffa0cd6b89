import type {
  ConditionItemsQuery, Item, ItemDetails, ItemListQuery, ItemPage, ListFilter, NewArrivalPage, PageQuery, RelatedStoreItemsQuery, ReviewPage, SubCategory,
} from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/errors.js';
import { parseJson } from '../../lib/json.js';
import { pageWindow } from '../../lib/pagination.js';
import { keptBody } from '../../lib/serialized.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { ItemListSpec, ItemWhere, Order } from '../catalog/catalog.lists.repository.js';
import { itemVisibleTo, placeless, toReview } from '../catalog/catalog.mapper.js';
import { categoryItems } from '../catalog/catalog.scopes.repository.js';
import { parseFilters } from '../catalog/catalog.params.js';
import { reviewPage } from '../catalog/catalog.repository.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { toSubCategory } from '../categories/categories.mapper.js';
import { categoriesByIds } from '../categories/categories.repository.js';
import { LIST_TTL_MS, viewKey, type CatalogView } from '../catalog/catalog.view.js';
import {
  discountedNow, except, findVisibleItem, inCategory, inStock, ofStore, recommendedOnly, suggestionParts, suggestionSeeds, withCondition, zoneOfItem,
} from './items.repository.js';

/** Page sizes of the item lists. */
export const ITEM_PAGE_SIZES = { default: 10, discounted: 15, recommended: 15, conditions: 20, related: 10, suggested: 20 } as const;
/** Popular items are cached for 5 minutes. */
export const POPULAR_TTL_MS = 5 * 60_000;

const byOrders: Order = ['i.order_count', 'desc'];
const newest: Order = ['i.created_at', 'desc'];
export const ITEM_LISTS = {
  popular: { order: [byOrders], size: ITEM_PAGE_SIZES.default },
  latest: { order: [newest], size: ITEM_PAGE_SIZES.default },
  'most-reviewed': { order: [['i.rating_count', 'desc'], ['i.avg_rating', 'desc']], size: ITEM_PAGE_SIZES.default },
  'new-arrival': { order: [newest], size: ITEM_PAGE_SIZES.default },
  discounted: { order: [byOrders], size: ITEM_PAGE_SIZES.discounted },
  recommended: { order: [byOrders], size: ITEM_PAGE_SIZES.recommended },
} as const satisfies Record<string, { order: readonly Order[]; size: number }>;
export type ItemListName = keyof typeof ITEM_LISTS;

export class ItemsService {
  // Pages are kept serialized, so that a hit costs no serialization; an item card has nothing per caller.
  private readonly popular = new TtlCache<string, Buffer>(POPULAR_TTL_MS, 1000);
  private readonly lists = new TtlCache<string, Buffer>(LIST_TTL_MS, 2000);
  /** Suggestions of customers with nothing to go by: the same best sellers for every one of a zone and module. */
  private readonly bestSellers = new TtlCache<string, number[]>(LIST_TTL_MS, 500);
  /** Each customer's suggestions, kept as long as the lists they sit beside: a new order shows in them within LIST_TTL_MS. */
  private readonly suggestions = new TtlCache<string, Buffer>(LIST_TTL_MS, 5000);

  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly publicUrl: string,
  ) {}

  /** A list page as JSON; `serialize` is the route's serializer of an ItemPage (a NewArrivalPage for new arrivals). */
  async list(name: ItemListName, view: CatalogView, query: ItemListQuery, serialize: (page: ItemPage | NewArrivalPage) => string): Promise<string | Buffer> {
    const def = ITEM_LISTS[name];
    const wheres: ItemWhere[] = [];
    if (name === 'discounted') wheres.push(discountedNow(view.now));
    if (name === 'recommended') wheres.push(recommendedOnly);
    // A store's few items are found by store; a category across the zones by its own index (categoryItems).
    if (query.category_id && query.store_id) wheres.push(inCategory(query.category_id));
    if (query.store_id) wheres.push(ofStore(query.store_id));
    const spec: ItemListSpec = {
      ...(query.category_id && !query.store_id ? { match: categoryItems(this.db, query.category_id) } : {}),
      where: (q) => wheres.reduce((acc, w) => w(acc), q),
      order: def.order,
      type: query.type,
      filters: parseFilters(query.filter),
    };
    const load = async () => {
      const page = await this.catalog.itemPage(view, spec, pageWindow(query, def.size));
      return serialize(name === 'new-arrival' ? { ...page, categories: await this.tabsOf(page.products, view) } : page);
    };
    if (spec.filters?.has('nearby')) return load();
    const kept = async () => keptBody(await load());
    // Popular items are kept 5 minutes; the other lists are shared briefly (LIST_TTL_MS).
    return (name === 'popular' ? this.popular : this.lists).wrap(viewKey(view, name, JSON.stringify(query)), kept);
  }

  /** The new-arrivals tabs: the categories of the page's items, in the order the items first name them. */
  private async tabsOf(products: readonly Item[], view: CatalogView): Promise<SubCategory[]> {
    const ids = [...new Set(products.map((p) => p.category_id))];
    const byId = new Map((await categoriesByIds(this.db, ids)).map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toSubCategory(row, view.lang, this.publicUrl)] : [];
    });
  }

  /** The item's own zone, for a details call with no zone; 404 when there is no such item. */
  async zoneOf(idOrSlug: string): Promise<number> {
    const zone = await zoneOfItem(this.db, idOrSlug);
    if (zone === undefined) throw notFound('Item not found');
    return zone;
  }

  async details(view: CatalogView, idOrSlug: string): Promise<ItemDetails> {
    // An id needs no lookup of its own: the card's row tells whether the caller may see it.
    const id = /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : (await findVisibleItem(this.db, view.zoneIds, idOrSlug))?.id;
    const [item] = id === undefined ? [] : await this.catalog.sellables([id], view);
    if (!item || !itemVisibleTo(item.source.row, view.zoneIds)) throw notFound('Item not found');
    const [store] = await this.catalog.stores([item.card.store_id], view);
    if (!store) throw notFound('Item not found');
    // As on the store's own page: opened cold, what depends on where the customer is stays out. The card
    // is this call's own and takes the store itself: a copy of its fifty fields by spread gets a hidden
    // class of its own every time, which the answer's serializer then reads the slow way.
    return Object.assign(item.card, { store_details: view.zoneOfRow ? placeless(store) : store });
  }

  /** Other items of the same category, best sellers first. */
  async related(view: CatalogView, id: number, query: PageQuery): Promise<Item[]> {
    const found = await findVisibleItem(this.db, view.zoneIds, String(id));
    if (!found) throw notFound('Item not found');
    const spec: ItemListSpec = { match: categoryItems(this.db, found.category_id), where: except(id), order: [byOrders] };
    return (await this.catalog.itemPage({ ...view, moduleId: null }, spec, pageWindow(query, ITEM_PAGE_SIZES.related))).products;
  }

  /** Other items of the same store. */
  async relatedStoreItems(view: CatalogView, query: RelatedStoreItemsQuery): Promise<Item[]> {
    const found = await findVisibleItem(this.db, view.zoneIds, String(query.item_id));
    if (!found) throw notFound('Item not found');
    const spec: ItemListSpec = { where: (q) => except(found.id)(ofStore(found.store_id)(q)), order: [byOrders] };
    return (await this.catalog.itemPage({ ...view, moduleId: null }, spec, pageWindow(query, ITEM_PAGE_SIZES.related))).products;
  }

  async reviews(view: CatalogView, id: number, query: PageQuery): Promise<ReviewPage> {
    const found = await findVisibleItem(this.db, view.zoneIds, String(id));
    if (!found) throw notFound('Item not found');
    const window = pageWindow(query);
    const { total, rows } = await reviewPage(this.db, { itemId: found.id }, window);
    return { total_size: total, limit: window.limit, offset: window.offset, reviews: rows.map((r) => toReview(r, view.lang, this.publicUrl)) };
  }

  /**
   * Suggested items: what the customer's interests and past orders point at, that can be had
   * now (in stock, store open), best sellers first; popular items when that is nothing.
   */
  async suggested(view: CatalogView, customer: { id: number; interest: string }, serialize: (items: Item[]) => string): Promise<Buffer> {
    return this.suggestions.wrap(viewKey(view, 'suggested', customer.id, customer.interest), async () => {
      const interests = parseJson<unknown[]>(customer.interest, []).filter((v): v is number => Number.isInteger(v));
      const base = { order: [byOrders], filters: new Set<ListFilter>(['currently_open']) };
      const seeds = await suggestionSeeds(this.db, customer.id, interests);
      const own = await this.catalog.firstItemIdsOfAny(view, { ...base, where: inStock }, suggestionParts(seeds), ITEM_PAGE_SIZES.suggested);
      const ids = own.length > 0 ? own
        : await this.bestSellers.wrap(viewKey(view, 'ids'), () => this.catalog.firstItemIds(view, { ...base, where: inStock }, ITEM_PAGE_SIZES.suggested));
      return keptBody(serialize(await this.catalog.items(ids, view)));
    });
  }

  /** Items for common conditions (pharmacy), of one condition when given. */
  conditionItems(view: CatalogView, query: ConditionItemsQuery): Promise<ItemPage> {
    return this.catalog.itemPage(view, { where: withCondition(query.condition_id), order: [byOrders] }, pageWindow(query, ITEM_PAGE_SIZES.conditions));
  }
}
