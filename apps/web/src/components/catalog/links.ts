import type { Item, Store } from '@storefront/contract';

/** Product pages open by slug (ids work too); campaign items say so, since their price and dates differ. */
export const itemPath = (item: Pick<Item, 'id' | 'slug'>, campaign = false) =>
  `/product/${encodeURIComponent(item.slug || String(item.id))}${campaign ? '?product_type=campaign' : ''}`;

/** Store pages open by id: a slug could be "latest" or "popular", which are list pages. */
export const storePath = (store: Pick<Store, 'id'>) => `/store/${store.id}`;
