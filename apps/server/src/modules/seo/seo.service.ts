import { Readable } from 'node:stream';
import { itemPagePath, storePagePath } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/errors.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { ConfigService } from '../config/config.service.js';
import { activeModules } from '../modules/modules.repository.js';
import { activeZones } from '../zones/zones.repository.js';
import { listedIdAt, listedPage, listedParts, listedRow, type Listed, type ListedRow, type Reach } from './seo.repository.js';
import { sitemapIndex, URLSET_CLOSE, URLSET_OPEN, urlEntries, urlset } from './seo.xml.js';

/** The protocol's limit of URLs in one sitemap file; a module's stores or items beyond it go on in the next file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows read per query while a file is written: a file of 50,000 never sits in memory whole. */
const READ_ROWS = 5_000;
/** Active zones and modules are read again after this long (as the modules list: 15 seconds). */
const REACH_TTL_MS = 15_000;
/**
 * The index counts every listed store and item (about 100 ms at 100,000 items on SQLite), so each
 * instance keeps it this long: a new file or a newer lastmod shows within 5 minutes.
 */
const INDEX_TTL_MS = 5 * 60_000;

/** Public pages that are always there, in the sitemap of pages. */
const STATIC_PAGES = [
  '/', '/categories', '/store/latest', '/store/popular', '/flash-sales', '/all-brands',
  '/about-us', '/help-and-support', '/terms-and-conditions', '/privacy-policy',
] as const;

/** Policy pages the business settings switch on and off (as the page call itself does). */
const SWITCHED_PAGES = [
  ['/refund-policy', 'refund_policy'], ['/cancellation-policy', 'cancelation_policy'], ['/shipping-policy', 'shipping_policy'],
] as const;

/** The storefront's own form to apply to open a store: in the sitemap while the business's link leads there, not to a site of its own. */
const STORE_REGISTRATION = '/store-registration';

/** Pages behind a session, forms and the API: nothing there for a search engine. */
const DISALLOWED = [
  '/api/', '/console/', '/auth/', '/checkout', '/profile', '/my-orders', '/wallet', '/loyalty-points', '/referral-code',
  '/coupons', '/interest', '/chatting', '/rate-and-review/', '/track-order', '/payment/',
] as const;

const FILE = /^(stores|items)-(\d{1,9})-(\d{1,6})\.xml$/;

const pagePath = (kind: Listed, row: ListedRow) => (kind === 'stores' ? storePagePath(row) : itemPagePath(row));

export class SeoService {
  private readonly reachCache = new TtlCache<'reach', { zoneIds: number[]; moduleIds: number[] }>(REACH_TTL_MS, 1);
  private readonly indexCache = new TtlCache<'index', string>(INDEX_TTL_MS, 1);

  constructor(
    private readonly db: Db,
    private readonly config: ConfigService,
    readonly publicUrl: string,
    /** SITEMAP_MAX_URLS; tests lower it to see files split. */
    private readonly maxUrls = SITEMAP_MAX_URLS,
  ) {}

  robots(): string {
    return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${this.publicUrl}/sitemap.xml`, ''].join('\n');
  }

  /** The sitemap index: the pages' file, then per active module its stores' and its items' files, each with its newest change. */
  index(): Promise<string> {
    return this.indexCache.wrap('index', async () => {
      const { zoneIds, moduleIds } = await this.reach();
      const files = await Promise.all(moduleIds.flatMap((moduleId) => (['stores', 'items'] as const).map(async (kind) => {
        const parts = await listedParts(this.db, kind, { zoneIds, moduleId }, this.maxUrls);
        return parts.map(({ part, lastmod }) => ({ loc: this.sitemapUrl(`${kind}-${moduleId}-${part + 1}.xml`), lastmod }));
      })));
      return sitemapIndex([{ loc: this.sitemapUrl('pages.xml') }, ...files.flat()]);
    });
  }

  /** One sitemap file by name; 404 for a name the index would not give. */
  async sitemap(file: string): Promise<string | Readable> {
    if (file === 'pages.xml') return urlset((await this.pages()).map((path) => ({ loc: `${this.publicUrl}${path}` })));
    const [, kind, module, part] = FILE.exec(file) ?? [];
    const { zoneIds, moduleIds } = await this.reach();
    const moduleId = Number(module);
    if (!kind || !moduleIds.includes(moduleId) || Number(part) < 1) throw notFound('No such sitemap.');
    const reach = { zoneIds, moduleId };
    const listed = kind as Listed;
    const first = await listedIdAt(this.db, listed, reach, (Number(part) - 1) * this.maxUrls);
    if (first === undefined) throw notFound('No such sitemap.');
    return Readable.from(this.urls(listed, reach, first - 1));
  }

  /**
   * Where a page named by id should be: the same page under its readable address (query kept), or
   * null when there is no such listed row or the id already is its address.
   */
  async canonical(kind: Listed, ref: string, query: string): Promise<string | null> {
    if (!/^\d{1,15}$/.test(ref)) return null;
    const { zoneIds, moduleIds } = await this.reach();
    const row = await listedRow(this.db, kind, zoneIds, moduleIds, Number(ref));
    if (!row) return null;
    const path = pagePath(kind, row);
    return path === `/${kind === 'stores' ? 'store' : 'product'}/${ref}` ? null : `${path}${query}`;
  }

  /** Forgets the kept zones, modules and index (tests). */
  invalidate(): void {
    this.reachCache.clear();
    this.indexCache.clear();
  }

  /** The file's `<url>`s, READ_ROWS at a time from the id after `afterId`, up to the file's limit. */
  private async *urls(kind: Listed, reach: Reach, afterId: number): AsyncGenerator<string> {
    yield URLSET_OPEN;
    let [left, after] = [this.maxUrls, afterId];
    while (left > 0) {
      const rows = await listedPage(this.db, kind, reach, after, Math.min(READ_ROWS, left));
      if (rows.length === 0) break;
      yield urlEntries(rows.map((row) => ({ loc: `${this.publicUrl}${pagePath(kind, row)}`, lastmod: row.updated_at })));
      [left, after] = [left - rows.length, rows[rows.length - 1]!.id];
    }
    yield URLSET_CLOSE;
  }

  private async pages(): Promise<string[]> {
    const config = await this.config.config();
    return [
      ...STATIC_PAGES, ...SWITCHED_PAGES.filter(([, key]) => config[key] === 1).map(([path]) => path),
      ...(config.store_registration_url === STORE_REGISTRATION ? [STORE_REGISTRATION] : []),
    ];
  }

  private sitemapUrl(name: string): string {
    return `${this.publicUrl}/sitemaps/${name}`;
  }

  /** The active zones, and the active modules (none without an active zone): where a visitor can open the lists. */
  private reach() {
    return this.reachCache.wrap('reach', async () => {
      const [zones, modules] = await Promise.all([activeZones(this.db), activeModules(this.db, null)]);
      const zoneIds = zones.map((z) => z.id);
      return { zoneIds, moduleIds: zoneIds.length ? modules.map((m) => m.id) : [] };
    });
  }
}
