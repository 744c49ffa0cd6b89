import type { ListFilter, SearchPage, SearchQuery, Suggestions } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { itemMatches } from '../../db/search.js';
import { translated } from '../../lib/i18n.js';
import { pageWindow, type PageWindow } from '../../lib/pagination.js';
import { ListJson } from '../../lib/serialized.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { IdPage, Order } from '../catalog/catalog.lists.repository.js';
import { parseFilters, parseIdList } from '../catalog/catalog.params.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { LIST_TTL_MS, viewKey, type CatalogView } from '../catalog/catalog.view.js';
import { storageName, storageUrl } from '../../lib/images.js';
import { withDistance } from '../catalog/catalog.mapper.js';
import { itemSearchWhere, priceOrder, storeSearch, suggestionRows, vocabularyTexts, type ItemSearchFilters } from './search.repository.js';
import { Vocabulary } from './search.words.js';
import type { ItemSearchIndex } from './search.index.js';
import { searchItems, type IndexQuery } from './search.query.js';
import { cardState, ItemCards } from './search.cards.js';
import type { ItemIndexKeeper } from './search.keeper.js';

/** Search pages hold 12. */
export const SEARCH_PAGE_SIZE = 12;
const SUGGESTIONS = 5;
/** New names reach typo correction within this long; exact and prefix matches need no vocabulary. */
const VOCABULARY_TTL_MS = 10 * 60_000;
/**
 * A search's ordered result ids, and the pages built from them, are kept per instance for a little
 * while (LIST_TTL_MS, as home lists are): scrolling on slices the kept list instead of searching
 * again, and a popular search is answered without one. Store distances are added per caller.
 */
// One pass that ranks every match and returns them all costs less than a top-N pass for the page
// plus a counting pass (measured at 100,000 items and at the demo size): both must visit every match.
const KEPT_RESULTS = 5000;
const beyondKept = (w: PageWindow) => w.skip + w.limit > KEPT_RESULTS;
const slice = (ids: readonly number[], w: PageWindow) => ids.slice(w.skip, w.skip + w.limit);
const toMinor = (major: number | undefined) => (major === undefined ? null : Math.round(major * 100));

export class SearchService {
  private readonly vocabularyCache = new TtlCache<string, Vocabulary>(VOCABULARY_TTL_MS, 1);
  private readonly results = new TtlCache<string, IdPage>(LIST_TTL_MS, 200);
  private readonly pages = new TtlCache<string, SearchPage>(LIST_TTL_MS, 1000);
  /** The index's pages, kept serialized. */
  private readonly bodies = new TtlCache<string, Buffer>(LIST_TTL_MS, 1000);
  /** The index's cards, per item and language (search.cards.ts). */
  readonly cards = new ItemCards();

  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly publicUrl: string,
    /** The in-memory item index; item searches run in SQL while it builds, or without one. */
    readonly index: ItemIndexKeeper | null = null,
  ) {}

  vocabulary(): Promise<Vocabulary> {
    return this.vocabularyCache.wrap('all', async () => new Vocabulary(await vocabularyTexts(this.db)));
  }

  /**
   * Ranked, typo-tolerant search of items (or stores) with the search page's filters and sorts.
   * Pages of the item index come serialized (by `serialize`, the route's serializer of a SearchPage).
   */
  async search(view: CatalogView, query: SearchQuery, serialize: (page: SearchPage) => string): Promise<SearchPage | Buffer> {
    const window = pageWindow(query, SEARCH_PAGE_SIZE);
    const key = query.list_type === 'store' ? 'stores' : 'products';
    const empty = { total_size: 0, limit: window.limit, offset: window.offset, [key]: [] };
    const text = (query.name ?? '').trim();
    const browsing = query.data_type !== undefined && query.data_type !== 'searched';
    // An empty search is ignored.
    if (!text && !browsing) return empty;
    const terms = text ? (await this.vocabulary()).terms(text) : null;
    if (text && !terms) return empty;
    const filters = new Set<ListFilter>(parseFilters(query.filter));
    if (query.data_type === 'discounted') filters.add('discounted');
    const categoryIds = parseIdList(query.category_ids);

    const { limit: _l, offset: _o, ...asked } = query;
    const listKey = viewKey(view, JSON.stringify(asked), filters.has('nearby') ? JSON.stringify(view.position) : '');

    if (key === 'stores') {
      const { where, nameFirst } = storeSearch(this.db, terms, categoryIds, query.rating_count ?? null);
      const order: Order[] = [...(nameFirst ? [[nameFirst, 'desc'] as const] : []), ['s.rating_count', 'desc']];
      const type = query.type === 'all' ? undefined : query.type;
      const spec = { where, order, type, filters };
      if (beyondKept(window)) return this.catalog.storePage(view, spec, window);
      const page = await this.pages.wrap(`${listKey}|${window.skip}|${window.limit}`, async () => {
        const { total, ids } = await this.results.wrap(listKey, () => this.catalog.storeIds(view, spec, KEPT_RESULTS));
        return { total_size: total, limit: window.limit, offset: window.offset, stores: await this.catalog.stores(slice(ids, window), { ...view, position: null }) };
      });
      return { ...page, stores: page.stores!.map((store) => withDistance(store, view.position)) };
    }
    const storeType = query.type === 'delivery' || query.type === 'take_away' ? query.type : null;
    const searchFilters: ItemSearchFilters = {
      categoryIds, brandIds: parseIdList(query.brand_ids), minPrice: toMinor(query.min_price), maxPrice: toMinor(query.max_price),
      minRating: query.rating_count ?? null, storeId: query.store_id ?? null, storeType, now: view.now,
    };
    const itemType = query.type === 'veg' || query.type === 'non_veg' ? query.type : undefined;
    const built = this.index?.current;
    if (built) {
      // Written out: spreading the filters into it cost more than the search itself (tens of microseconds).
      const { brandIds, minPrice, maxPrice, minRating, storeId } = searchFilters;
      const asked: IndexQuery = {
        terms, zoneIds: view.zoneIds, moduleId: view.moduleId, now: view.now, position: view.position, type: itemType, filters, categoryIds, brandIds,
        minPrice, maxPrice, minRating, storeId, storeType, sort: query.sort, newest: query.data_type === 'new',
      };
      // Pages are kept as before, but only as long as the index has not changed since.
      return this.bodies.wrap(`${listKey}|${this.index!.version}|${window.skip}|${window.limit}`, async () => {
        const { total, ids } = searchItems(built, asked, window.skip, window.limit);
        const json = new ListJson(serialize, 'products');
        return json.page({ total_size: total, limit: window.limit, offset: window.offset }, await this.cardsOf(built, ids, view, json));
      });
    }
    const where = itemSearchWhere(this.db, searchFilters);
    const order: Order[] = [];
    if (query.sort) order.push(priceOrder(view.now, query.sort));
    if (query.data_type === 'new') order.push(['i.created_at', 'desc']);
    if (terms) order.push(['m.rank', 'desc']);
    order.push(['i.order_count', 'desc']);
    const spec = { ...(terms ? { match: itemMatches(this.db, terms), countMatch: itemMatches(this.db, terms, false) } : {}), where, order, type: itemType, filters };
    if (beyondKept(window)) return this.catalog.itemPage(view, spec, window);
    return this.pages.wrap(`${listKey}|${window.skip}|${window.limit}`, async () => {
      const { total, ids } = await this.results.wrap(listKey, () => this.catalog.itemIds(view, spec, KEPT_RESULTS));
      return { total_size: total, limit: window.limit, offset: window.offset, products: await this.catalog.items(slice(ids, window), view) };
    });
  }

  /** The cards of items the index found, serialized, as they show at the view's instant in its language: kept ones while still right (search.cards.ts). */
  private async cardsOf(index: ItemSearchIndex, ids: readonly number[], view: CatalogView, json: ListJson<SearchPage>): Promise<Buffer[]> {
    const keeper = this.index!;
    const iso = view.now.toISOString();
    const states = ids.map((id) => cardState(index, id, view.now, iso));
    const at = { lang: view.lang, epoch: view.epoch, version: keeper.version, changedAt: (id: number) => keeper.cardChangedAt(id) };
    const cards = await this.cards.many(ids, states, at, async (missing) => {
      const wanted = missing.map((k) => ids[k]!);
      const byId = new Map((await this.catalog.items(wanted, view)).map((card) => [card.id, card]));
      const empty = { total_size: 0, limit: 0, offset: 0 };
      return wanted.map((id) => (byId.has(id) ? json.element(empty, byId.get(id)) : null));
    });
    return cards.filter((card): card is Buffer => card !== null);
  }

  /** Names to suggest while typing: items (one per name) and stores. */
  async suggest(view: CatalogView, name: string | undefined, limit = SUGGESTIONS): Promise<Suggestions> {
    const terms = name?.trim() ? (await this.vocabulary()).terms(name) : null;
    if (!terms) return { items: [], stores: [] };
    const [items, stores] = await suggestionRows(this.db, terms, view.zoneIds, view.moduleId, limit);
    const seen = new Set<string>();
    const distinct = items.filter((i) => !seen.has(i.name) && seen.add(i.name)).slice(0, limit);
    return {
      items: distinct.map((i) => ({
        id: i.id, name: translated(i.translations, view.lang, 'name', i.name), slug: i.slug,
        image: storageName(this.publicUrl, i.image), image_full_url: storageUrl(this.publicUrl, i.image), store_name: translated(i.store_translations, view.lang, 'name', i.store_name),
      })),
      stores: stores.map((s) => ({ id: s.id, name: translated(s.translations, view.lang, 'name', s.name), slug: s.slug, logo: storageName(this.publicUrl, s.logo), logo_full_url: storageUrl(this.publicUrl, s.logo) })),
    };
  }
}
