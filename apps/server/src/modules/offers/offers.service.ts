import { bestCashback, type Cashback, type CashbackOffer, type Coupon, type Language, type MostTips } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/connection.js';
import { parseJson } from '../../lib/json.js';
import { toMajor, toMinor } from '../../lib/money.js';
import { localDate } from '../../lib/schedule.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CatalogView } from '../catalog/catalog.view.js';
import { toCashback, toCoupon } from './offers.mapper.js';
import { creditWallet, hasLedgerRow } from '../wallet/wallet.repository.js';
import { cashbackUses, setting, validCashbacks, validCoupons } from './offers.repository.js';

/** Coupons, cashback offers and the usual delivery tip. */
export class OffersService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  /** Offer dates are days of the marketplace's calendar: its stores' time zone. */
  async today(now: Date): Promise<string> {
    const [zone] = await this.catalog.timeZones();
    return localDate(now, zone ?? 'UTC');
  }

  async coupons(view: CatalogView): Promise<Coupon[]> {
    return (await validCoupons(this.db, view, await this.today(view.now))).map((row) => toCoupon(row, view.lang));
  }

  async cashbacks(now: Date, lang: Language): Promise<Cashback[]> {
    return (await validCashbacks(this.db, await this.today(now))).map((row) => toCashback(row, lang));
  }

  /**
   * The running offer that pays the most cashback on `amount` (minor units) and what it pays; a customer's
   * offers are those they have not used same_user_limit times yet. Guests have no wallet: null.
   */
  cashbackFor(owner: { userId: number | null }, amount: number, now: Date): Promise<{ id: number; cashback: number } | null> {
    if (owner.userId === null) return Promise.resolve(null);
    return this.bestCashback(owner.userId, amount, now).then((best) => (best ? { id: best.rule.id, cashback: best.cashback } : null));
  }

  /** GET getCashback: the best offer running for this amount (major units) and what it would pay; for a guest, as a new customer would get it. */
  async cashbackOffer(userId: number | null, amount: number, now: Date, lang: Language): Promise<CashbackOffer> {
    const best = await this.bestCashback(userId, toMinor(amount), now);
    return { offer: best ? toCashback(best.rule, lang) : null, cashback: best ? toMajor(best.cashback) : 0 };
  }

  private async bestCashback(userId: number | null, amount: number, now: Date) {
    const offers = await validCashbacks(this.db, await this.today(now));
    const uses = userId === null ? new Map<number, number>() : await cashbackUses(this.db, `user:${userId}`, offers.map((o) => o.id));
    const open = offers.filter((o) => o.same_user_limit <= 0 || (uses.get(o.id) ?? 0) < o.same_user_limit);
    return bestCashback(amount, open);
  }

  /** A delivered order pays its cashback into the customer's wallet, once; the caller's transaction is the delivery's. */
  async payCashback(trx: Kysely<Database>, order: { id: number; user_id: number | null; cashback_amount: number }, now: string): Promise<void> {
    if (order.user_id === null || order.cashback_amount <= 0) return;
    const reference = `order:${order.id}`;
    if (await hasLedgerRow(trx, order.user_id, 'cashback', reference)) return;
    await creditWallet(trx, { userId: order.user_id, amount: order.cashback_amount, type: 'cashback', reference, now });
  }

  async mostTips(): Promise<MostTips> {
    const row = await setting(this.db, 'most_tips');
    return { most_tips_amount: toMajor(parseJson<number>(row?.value, 0)) };
  }
}
