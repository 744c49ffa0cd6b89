import type { Cashback, Coupon, MostTips } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { parseJson } from '../../lib/json.js';
import { toMajor } from '../../lib/money.js';
import { localDate } from '../../lib/schedule.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CatalogView } from '../catalog/catalog.view.js';
import { toCashback, toCoupon } from './offers.mapper.js';
import { setting, validCashbacks, validCoupons } from './offers.repository.js';

/** Coupons, cashback offers and the usual delivery tip. */
export class OffersService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  /** Offer dates are days of the marketplace's calendar: its stores' time zone. */
  private async today(now: Date): Promise<string> {
    const [zone] = await this.catalog.timeZones();
    return localDate(now, zone ?? 'UTC');
  }

  async coupons(view: CatalogView): Promise<Coupon[]> {
    return (await validCoupons(this.db, view, await this.today(view.now))).map(toCoupon);
  }

  async cashbacks(now: Date): Promise<Cashback[]> {
    return (await validCashbacks(this.db, await this.today(now))).map(toCashback);
  }

  async mostTips(): Promise<MostTips> {
    const row = await setting(this.db, 'most_tips');
    return { most_tips_amount: toMajor(parseJson<number>(row?.value, 0)) };
  }
}
