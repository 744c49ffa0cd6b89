import {
  fillText, pointsEarned, pointsValue, WALLET_TEXTS, type Config, type LoyaltyTransactionList, type PageQuery, type PointTransfer,
  type PointTransferred,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { rule } from '../../lib/errors.js';
import { toMajor } from '../../lib/money.js';
import { pageWindow } from '../../lib/pagination.js';
import type { ConfigService } from '../config/config.service.js';
import { creditWallet } from '../wallet/wallet.repository.js';
import { featureOff, requireWallet } from '../wallet/wallet.service.js';
import { toLoyaltyTransaction } from './loyalty.mapper.js';
import { creditPoints, debitPoints, earnedFor, hasPointsRow, pointsOf, pointsPage, setPointsReference } from './loyalty.repository.js';


function requireLoyalty(config: Config): void {
  if (config.loyalty_point_status !== 1) throw featureOff('loyalty_point_disabled', WALLET_TEXTS.loyalty_off);
}

/** Loyalty points: earned on delivered orders, converted to wallet money at the business's rate. */
export class LoyaltyService {
  constructor(
    private readonly db: Db,
    private readonly deps: { config: ConfigService; clock: Clock },
  ) {}

  async transactions(userId: number, query: PageQuery): Promise<LoyaltyTransactionList> {
    requireLoyalty(await this.deps.config.config());
    const w = pageWindow(query);
    const { total, rows } = await pointsPage(this.db, userId, w.skip, w.limit);
    return { total_size: total, limit: w.limit, offset: w.offset, data: rows.map(toLoyaltyTransaction) };
  }

  /** 'Point to wallet transfer successfully.': the points go and their worth arrives in the wallet, in one transaction. */
  async transfer(userId: number, body: PointTransfer): Promise<PointTransferred> {
    const config = await this.deps.config.config();
    requireLoyalty(config);
    requireWallet(config);
    if (body.point < config.loyalty_point_minimum_point) throw rule(fillText(WALLET_TEXTS.point_minimum, { point: config.loyalty_point_minimum_point }), 'point');
    const amount = pointsValue(body.point, config.loyalty_point_exchange_rate);
    if (amount <= 0) throw rule(WALLET_TEXTS.point_too_small, 'point');
    const now = this.deps.clock.now().toISOString();
    const result = await inTransaction(this.db, async (trx) => {
      const spent = await debitPoints(trx, { userId, points: body.point, type: 'point_to_wallet', reference: null, now });
      if (!spent) throw rule(WALLET_TEXTS.point_insufficient, 'point');
      const reference = `points:${spent.rowId}`;
      await setPointsReference(trx, spent.rowId, reference);
      const balance = await creditWallet(trx, { userId, amount, type: 'loyalty_point', reference, now });
      return { balance, points: spent.balance };
    });
    return { message: WALLET_TEXTS.point_transferred, wallet_balance: toMajor(result.balance), loyalty_point: result.points };
  }

  /** A refunded order gives back the points it earned, as far as the customer still has them, once. */
  async takeBack(trx: Kysely<Database>, order: { id: number; user_id: number | null }, now: string): Promise<void> {
    if (order.user_id === null) return;
    const reference = `order:${order.id}`;
    const earned = await earnedFor(trx, order.user_id, reference);
    if (earned <= 0 || (await hasPointsRow(trx, order.user_id, 'order_refund', reference))) return;
    const held = await pointsOf(trx, order.user_id);
    const points = Math.min(earned, held);
    if (points > 0) await debitPoints(trx, { userId: order.user_id, points, type: 'order_refund', reference, now });
  }

  /** A delivered order earns its points once; the caller's transaction is the delivery's, and it read the settings before. */
  async earn(trx: Kysely<Database>, order: { id: number; user_id: number | null; order_amount: number }, now: string, config: Config): Promise<void> {
    if (order.user_id === null) return;
    if (config.loyalty_point_status !== 1) return;
    const points = pointsEarned(order.order_amount, config.loyalty_point_item_purchase_point, config.loyalty_point_exchange_rate);
    const reference = `order:${order.id}`;
    if (points <= 0 || (await hasPointsRow(trx, order.user_id, 'order_place', reference))) return;
    await creditPoints(trx, { userId: order.user_id, points, type: 'order_place', reference, now });
  }
}
