import type { Banners, OtherBanners, VideoContent, WhyChoose } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { viewKey, type CatalogView } from '../catalog/catalog.view.js';
import { pictureName, storageName, storageUrl } from '../../lib/images.js';
import { toBanner, toVideoContent } from './banners.mapper.js';
import { bannerRows, moduleBanners } from './banners.repository.js';

/** Banners are cached for 5 minutes. */
export const BANNER_TTL_MS = 5 * 60_000;

export class BannersService {
  private readonly cache = new TtlCache<string, unknown>(BANNER_TTL_MS, 1000);

  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly publicUrl: string,
  ) {}

  private cached<T>(view: CatalogView, name: string, load: () => Promise<T>): Promise<T> {
    return this.cache.wrap(viewKey(view, name), load) as Promise<T>;
  }

  /** Banners with the store or item they open, and the running basic campaigns; or one store's banners only. */
  async banners(view: CatalogView, storeId?: number): Promise<Banners> {
    const all = await this.allBanners(view);
    if (storeId === undefined) return all;
    return { campaigns: [], banners: all.banners.filter((b) => (b.store?.id ?? b.item?.store_id) === storeId) };
  }

  private allBanners(view: CatalogView): Promise<Banners> {
    return this.cached(view, 'banners', async () => {
      // Cached answers are shared by callers everywhere in the zones: no distance in them.
      const shared = { ...view, position: null };
      const rows = await bannerRows(this.db, view);
      const storeIds = rows.flatMap((r) => (r.store_id && r.type === 'store_wise' ? [r.store_id] : []));
      const itemIds = rows.flatMap((r) => (r.item_id ? [r.item_id] : []));
      const [stores, items, campaigns] = await Promise.all([this.catalog.stores(storeIds, shared), this.catalog.items(itemIds, shared), this.catalog.campaigns(view)]);
      const storeOf = new Map(stores.map((s) => [s.id, s]));
      const itemOf = new Map(items.map((i) => [i.id, i]));
      return {
        campaigns,
        banners: rows.map((r) => toBanner(r, r.type === 'store_wise' && r.store_id ? storeOf.get(r.store_id) : undefined, r.item_id ? itemOf.get(r.item_id) : undefined, this.publicUrl, view.lang)),
      };
    });
  }

  other(view: CatalogView): Promise<OtherBanners> {
    return this.cached(view, 'promotional', async () => {
      const rows = await moduleBanners(this.db, view.moduleId, 'promotional');
      const banners = rows.map((r) => ({ id: r.id, title: r.title, sub_title: r.sub_title, image: storageName(this.publicUrl, r.image), image_full_url: storageUrl(this.publicUrl, r.image) }));
      const first = banners[0]?.image_full_url ?? storageUrl(this.publicUrl, null);
      return { promotional_banner: pictureName(this.publicUrl, first), promotional_banner_full_url: first, banners };
    });
  }

  videoContent(view: CatalogView): Promise<VideoContent> {
    return this.cached(view, 'video', async () => toVideoContent((await moduleBanners(this.db, view.moduleId, 'video'))[0], this.publicUrl));
  }

  whyChoose(view: CatalogView): Promise<WhyChoose> {
    return this.cached(view, 'why', async () => ({
      banners: (await moduleBanners(this.db, view.moduleId, 'why_choose')).map((r) => ({
        id: r.id, title: r.title, short_description: r.sub_title, image: storageName(this.publicUrl, r.image), image_full_url: storageUrl(this.publicUrl, r.image),
      })),
    }));
  }
}
