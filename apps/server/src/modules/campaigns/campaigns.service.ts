import type { BasicCampaign, BasicCampaignDetails, FlashSaleItemPage, FlashSalePage, FlashSaleProduct, FlashSaleItemsQuery, Item, PageQuery } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/errors.js';
import { localTime, withinDailyRange } from '../../lib/schedule.js';
import { pageWindow } from '../../lib/pagination.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CatalogView } from '../catalog/catalog.view.js';
import { asCampaignItem, toFlashProduct, toFlashSale } from './campaigns.mapper.js';
import {
  campaignStoreIds, findRunningFlashSale, flashLinesOf, flashLinesPage, runningFlashSales, runningItemCampaigns, type FlashLineRow,
} from './campaigns.repository.js';

/** The home fetches 2 flash sales and shows at most 15 of their products; sale pages hold 15. */
export const FLASH_SALE_PAGE = 2;
export const FLASH_PRODUCTS = 15;

/** What an item costs in a campaign: its campaign price and the campaign's own discount. */
export interface CampaignPrice {
  id: number;
  price: number;
  discount: number;
  discountType: 'percent' | 'amount';
}

export class CampaignsService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  basic(view: CatalogView): Promise<BasicCampaign[]> {
    return this.catalog.campaigns(view);
  }

  /** A running campaign with its participating stores in the caller's zones. */
  async basicDetails(view: CatalogView, id: number): Promise<BasicCampaignDetails> {
    const campaign = (await this.catalog.campaigns({ ...view, moduleId: null })).find((c) => c.id === id);
    if (!campaign) throw notFound('Campaign not found');
    return { ...campaign, stores: await this.catalog.stores(await campaignStoreIds(this.db, id, view.zoneIds), view) };
  }

  /** The item's campaign running now, within its daily hours (the given campaign when named); null when none is. */
  async orderable(view: CatalogView, itemId: number, campaignId?: number): Promise<CampaignPrice | null> {
    const running = await runningItemCampaigns(this.db, view, await this.catalog.timeZones());
    const found = running.find((c) => c.item_id === itemId && (campaignId === undefined || c.id === campaignId));
    if (!found || !withinDailyRange(found.start_time, found.end_time, localTime(view.now, found.time_zone).minutes)) return null;
    return { id: found.id, price: found.price, discount: found.discount, discountType: found.discount_type };
  }

  /** Campaign items running today, at their campaign price. */
  async items(view: CatalogView): Promise<Item[]> {
    const rows = await runningItemCampaigns(this.db, view, await this.catalog.timeZones());
    const items = new Map((await this.catalog.items(rows.map((r) => r.item_id), view)).map((i) => [i.id, i]));
    return rows.flatMap((r) => {
      const item = items.get(r.item_id);
      return item ? [asCampaignItem(item, r, view.now)] : [];
    });
  }

  /** Running flash sales, each with its first products. */
  async flashSales(view: CatalogView, query: PageQuery): Promise<FlashSalePage> {
    const window = pageWindow(query, FLASH_SALE_PAGE);
    const { total, rows } = await runningFlashSales(this.db, view, window);
    const lines = await flashLinesOf(this.db, rows.map((r) => r.id), view);
    const products = await this.products(lines, view);
    return {
      total_size: total, limit: window.limit, offset: window.offset,
      flash_sales: rows.map((sale) => toFlashSale(sale, products.filter((p) => p.flash_sale_id === sale.id).slice(0, FLASH_PRODUCTS), view.lang)),
    };
  }

  /** One running sale's products, 15 a page; 404 once it has ended. */
  async flashSaleItems(view: CatalogView, query: FlashSaleItemsQuery): Promise<FlashSaleItemPage> {
    const sale = await findRunningFlashSale(this.db, query.flash_sale_id, view.now);
    if (!sale) throw notFound('Flash sale not found');
    const window = pageWindow(query, FLASH_PRODUCTS);
    const { total, rows } = await flashLinesPage(this.db, sale.id, view, window);
    return { total_size: total, limit: window.limit, offset: window.offset, products: await this.products(rows, view) };
  }

  private async products(lines: readonly FlashLineRow[], view: CatalogView): Promise<FlashSaleProduct[]> {
    const items = new Map((await this.catalog.items([...new Set(lines.map((l) => l.item_id))], view)).map((i) => [i.id, i]));
    return lines.flatMap((l) => {
      const item = items.get(l.item_id);
      return item ? [toFlashProduct(l, item)] : [];
    });
  }
}
