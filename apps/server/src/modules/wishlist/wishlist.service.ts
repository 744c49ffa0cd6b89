import { WISHLIST_TEXTS, type Wishlist, type WishlistChanged, type WishlistTarget } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { invalid, notFound } from '../../lib/errors.js';
import { keptBody } from '../../lib/serialized.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { LIST_TTL_MS, type CatalogView } from '../catalog/catalog.view.js';
import {
  activeItem, activeStore, deleteWish, insertWish, newestWished, shiftWishlistCount, shownItemIds, shownStoreIds, wishlistCount,
  type Target, type WishlistScope,
} from './wishlist.repository.js';

/** A catalogue view whose zones may be unknown (no zoneId header): the wishlist then shows every zone's. */
export type WishlistView = Omit<CatalogView, 'zoneIds'> & WishlistScope;

function targetOf(query: WishlistTarget): Target {
  const { item_id: itemId, store_id: storeId } = query;
  if ((itemId === undefined) === (storeId === undefined)) {
    throw invalid(WISHLIST_TEXTS.one_target, 'item_id');
  }
  return itemId !== undefined ? { kind: 'item', id: itemId } : { kind: 'store', id: storeId! };
}

/**
 * The signed-in customer's wishlist of items and stores. items.wishlist_count moves in the same
 * transaction as the row, and only when a row was really written or deleted, so it stays the number
 * of rows however many adds and removes race.
 */
export class WishlistService {
  /**
   * Answers by the wished ids they show (read fresh on every call, so an add or remove is seen at
   * once on every instance): the cards in them lag the catalogue by at most LIST_TTL_MS, as lists do.
   */
  private readonly answers = new TtlCache<string, Buffer>(LIST_TTL_MS, 2000);

  constructor(
    private readonly db: Db,
    private readonly deps: { catalog: CatalogService; clock: Clock },
  ) {}

  /** The wishlist as JSON; `serialize` is the route's serializer of a Wishlist. */
  async list(userId: number, view: WishlistView, serialize: (wishlist: Wishlist) => string): Promise<Buffer> {
    const [wishedItems, wishedStores] = await Promise.all([newestWished(this.db, userId, 'item_id'), newestWished(this.db, userId, 'store_id')]);
    const key = [view.epoch, view.zoneIds?.join(',') ?? '*', view.moduleId ?? '*', view.lang, view.position ? `${view.position.lat},${view.position.lng}` : '-',
      wishedItems.join(','), wishedStores.join(',')].join('|');
    return this.answers.wrap(key, async () => {
      const scope = { zoneIds: view.zoneIds, moduleId: view.moduleId };
      const [itemIds, storeIds] = await Promise.all([shownItemIds(this.db, wishedItems, scope), shownStoreIds(this.db, wishedStores, scope)]);
      // Cards do not depend on the view's zones; the ids are already narrowed to them.
      const cardView: CatalogView = { ...view, zoneIds: view.zoneIds ?? [] };
      const [item, store] = await Promise.all([this.deps.catalog.items(itemIds, cardView), this.deps.catalog.stores(storeIds, cardView)]);
      return keptBody(serialize({ item, store }));
    });
  }

  async add(userId: number, query: WishlistTarget): Promise<WishlistChanged> {
    const target = targetOf(query);
    if (target.kind === 'item' ? !(await activeItem(this.db, target.id)) : !(await activeStore(this.db, target.id))) {
      throw notFound(target.kind === 'item' ? WISHLIST_TEXTS.item_not_found : WISHLIST_TEXTS.store_not_found);
    }
    const now = this.deps.clock.now().toISOString();
    const count = await inTransaction(this.db, async (trx) => {
      const inserted = await insertWish(trx, userId, target, now);
      if (target.kind === 'store') return undefined;
      return inserted ? shiftWishlistCount(trx, target.id, 1) : wishlistCount(trx, target.id);
    });
    return { message: WISHLIST_TEXTS.added, ...(count !== undefined ? { wishlist_count: count } : {}) };
  }

  /** Removing what is not kept changes nothing and still answers 200. */
  async remove(userId: number, query: WishlistTarget): Promise<WishlistChanged> {
    const target = targetOf(query);
    const count = await inTransaction(this.db, async (trx) => {
      const deleted = await deleteWish(trx, userId, target);
      if (target.kind === 'store') return undefined;
      return deleted ? shiftWishlistCount(trx, target.id, -1) : wishlistCount(trx, target.id);
    });
    return { message: WISHLIST_TEXTS.removed, ...(count !== undefined ? { wishlist_count: count } : {}) };
  }
}
