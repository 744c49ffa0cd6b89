import type {
  ItemPage, ReviewPage, Store, StoreIdQuery, StoreListQuery, StorePage, StoreTab, StoreType,
} from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/errors.js';
import { pageWindow } from '../../lib/pagination.js';
import type { Order, StoreListSpec } from '../catalog/catalog.lists.repository.js';
import { placeless, toReview } from '../catalog/catalog.mapper.js';
import { parseFilters } from '../catalog/catalog.params.js';
import { reviewPage } from '../catalog/catalog.repository.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { LIST_TTL_MS, viewKey, type CatalogView } from '../catalog/catalog.view.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { sharedStorePage, storePageFor, type SharedStorePage } from './stores.json.js';
import { discountedStores, findVisibleStore, itemsOf, storeCategoryIds, visitedStoreIds, zoneOfStore } from './stores.repository.js';

/** Store lists and popular stores show 12 a page. */
export const STORE_PAGE_SIZE = 12;
const VISIT_AGAIN_LIMIT = 20;

const byReviews: Order = ['s.rating_count', 'desc'];
const byRating: Order = ['s.avg_rating', 'desc'];
const newest: Order = ['s.created_at', 'desc'];
const featuredFirst: Order = ['s.featured', 'desc'];

/** How each list and tab orders and narrows its stores. */
function tabSpec(tab: StoreTab, now: Date): Pick<StoreListSpec, 'order' | 'where'> & { type?: StoreType } {
  switch (tab) {
    case 'latest':
    case 'newly_joined':
      return { order: [newest] };
    case 'popular':
      return { order: [byReviews, byRating] };
    case 'top_rated':
      return { order: [byRating, byReviews] };
    case 'discounted':
      return { order: [featuredFirst, byRating], where: discountedStores(now) };
    case 'delivery':
    case 'take_away':
      return { order: [featuredFirst, byRating], type: tab };
    default:
      return { order: [featuredFirst, byRating, byReviews] };
  }
}

export class StoresService {
  private readonly pages = new TtlCache<string, SharedStorePage>(LIST_TTL_MS, 2000);

  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly publicUrl: string,
  ) {}

  /**
   * A tab of stores as JSON; `type` in the query narrows to a delivery type on top of the tab.
   * Pages are shared for a little while (LIST_TTL_MS) already serialized and without distances,
   * which are added per caller. `serialize` is the route's serializer of a StorePage.
   */
  async list(tab: StoreTab, view: CatalogView, query: StoreListQuery, serialize: (page: StorePage) => string): Promise<string | Buffer> {
    const { type: tabType, ...spec } = tabSpec(tab, view.now);
    const type = query.type && query.type !== 'all' ? query.type : tabType;
    const filters = parseFilters(query.filter);
    const load = (v: CatalogView) => this.catalog.storePage(v, { ...spec, type, filters }, pageWindow(query, STORE_PAGE_SIZE));
    if (filters.has('nearby')) return serialize(await load(view));
    const shared = await this.pages.wrap(viewKey(view, tab, JSON.stringify(query)), async () => sharedStorePage(await load({ ...view, position: null }), serialize));
    return storePageFor(shared, view.position, serialize);
  }

  /** The store's own zone, for a details call with no zone; 404 when there is no such store. */
  async zoneOf(idOrSlug: string): Promise<number> {
    const zone = await zoneOfStore(this.db, idOrSlug);
    if (zone === undefined) throw notFound('Store not found');
    return zone;
  }

  async details(view: CatalogView, idOrSlug: string): Promise<Store> {
    const found = await findVisibleStore(this.db, view.zoneIds, idOrSlug);
    if (!found) throw notFound('Store not found');
    const [[store], categoryIds] = await Promise.all([this.catalog.stores([found.id], view), storeCategoryIds(this.db, found.id)]);
    if (!store) throw notFound('Store not found');
    // The card is this call's own (see ItemsService.details: a spread of it would get a hidden class of its own).
    return Object.assign(view.zoneOfRow ? placeless(store) : store, { category_ids: categoryIds });
  }

  /** The store's best sellers. */
  async popularItems(view: CatalogView, query: StoreIdQuery): Promise<ItemPage> {
    const found = await findVisibleStore(this.db, view.zoneIds, String(query.store_id));
    if (!found) throw notFound('Store not found');
    return this.catalog.itemPage({ ...view, moduleId: null }, { where: itemsOf(found.id), order: [['i.order_count', 'desc']] }, pageWindow(query));
  }

  async reviews(view: CatalogView, query: StoreIdQuery): Promise<ReviewPage> {
    const found = await findVisibleStore(this.db, view.zoneIds, String(query.store_id));
    if (!found) throw notFound('Store not found');
    const window = pageWindow(query);
    const { total, rows } = await reviewPage(this.db, { storeId: found.id }, window);
    return { total_size: total, limit: window.limit, offset: window.offset, reviews: rows.map((r) => toReview(r, view.lang, this.publicUrl)) };
  }

  /** Stores the signed-in customer visited lately, most recent first. */
  async visitAgain(view: CatalogView, customerId: number): Promise<Store[]> {
    return this.catalog.stores(await visitedStoreIds(this.db, customerId, view, VISIT_AGAIN_LIMIT), view);
  }
}
