import { itemPagePath, storePagePath } from '@storefront/contract';
import type { Item, Store } from '@storefront/contract';

/**
 * Product pages open at their readable address, /product/{slug} (an id works too, and the server moves it
 * to the slug); campaign items say so, since their price and dates differ.
 */
export const itemPath = (item: Pick<Item, 'id'> & Partial<Pick<Item, 'slug'>>, campaign = false) =>
  `${itemPagePath(item)}${campaign ? '?product_type=campaign' : ''}`;

/** Store pages open at /store/{slug}, or by id when the slug would read as an id or a list ("latest", "popular"). */
export const storePath = (store: Pick<Store, 'id'> & Partial<Pick<Store, 'slug'>>) => storePagePath(store);
