import { Type, type Static } from 'typebox';

/**
 * The readable page addresses of stores and items, shared by the storefront's links, the sitemap
 * and the server's redirect from the id form. A page is named by its slug, unless the slug would
 * read as something else: all digits read as an id, and `latest` and `popular` under /store/ are
 * the store lists. Such a row keeps its id in the address.
 */
const STORE_LIST_PAGES: readonly string[] = ['latest', 'popular'];

const readsAsId = (slug: string) => /^\d+$/.test(slug);

/** What names a store's page: its slug when it can, otherwise its id. */
export function storePageRef(store: { id: number; slug?: string | null | undefined }): string {
  const slug = store.slug ?? '';
  return slug && !readsAsId(slug) && !STORE_LIST_PAGES.includes(slug) ? slug : String(store.id);
}

/** What names an item's page: its slug when it can, otherwise its id. */
export function itemPageRef(item: { id: number; slug?: string | null | undefined }): string {
  const slug = item.slug ?? '';
  return slug && !readsAsId(slug) ? slug : String(item.id);
}

/** A store's page address, /store/{slug}. */
export const storePagePath = (store: { id: number; slug?: string | null | undefined }) => `/store/${encodeURIComponent(storePageRef(store))}`;

/** An item's page address, /product/{slug}. */
export const itemPagePath = (item: { id: number; slug?: string | null | undefined }) => `/product/${encodeURIComponent(itemPageRef(item))}`;

/** /sitemaps/{file}: `pages.xml`, `stores-{module id}-{part}.xml` or `items-{module id}-{part}.xml`. */
export const SitemapParams = Type.Object({ file: Type.String({ minLength: 1, maxLength: 100 }) });
export type SitemapParams = Static<typeof SitemapParams>;

/** A page address of the storefront, /store/{id or slug} or /product/{id or slug}. */
export const PageRefParams = Type.Object({ ref: Type.String() });
export type PageRefParams = Static<typeof PageRefParams>;

/** robots.txt, a sitemap index or a sitemap: text, not JSON. */
export const SeoDocument = Type.String();
