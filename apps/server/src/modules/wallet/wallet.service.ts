import {
  addFundBonus, fillText, WALLET_FILTER_TYPES, WALLET_TEXTS, type Config, type WalletAddFund, type WalletAddFundStarted, type WalletBonusList,
  type WalletTransactionList, type WalletTransactionsQuery,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, invalid } from '../../lib/errors.js';
import { toMinor } from '../../lib/money.js';
import { pageWindow } from '../../lib/pagination.js';
import { localDate } from '../../lib/schedule.js';
import type { ConfigService } from '../config/config.service.js';
import { toWalletBonus, toWalletTransaction } from './wallet.mapper.js';
import { creditWallet, hasLedgerRow, ledgerPage, runningBonuses } from './wallet.repository.js';

/** A switch of the business's that is off: 403 with a code naming it. */
export function featureOff(code: string, message: string): AppError {
  return new AppError('feature_disabled', message, [{ code, message }]);
}

export function requireWallet(config: Config): void {
  if (config.customer_wallet_status !== 1) throw featureOff('wallet_disabled', WALLET_TEXTS.wallet_off);
}

/** What the wallet needs of the payments feature (services.ts hands it PaymentsService): a gateway payment that adds fund. */
export interface FundPayments {
  readonly usable: boolean;
  /** The active gateway's name ('stripe', 'test'): a client may name it instead of digital_payment. */
  readonly gatewayName: string;
  /** Opens the attempt; answers the gateway page. `amount` in minor units. */
  startFund(userId: number, amount: number, returnPath: string): Promise<string>;
}

type Outcome = 'paid' | 'failed' | 'canceled';

/** The customer's wallet: its ledger, the add-fund bonuses, and adding fund through a payment gateway. */
export class WalletService {
  constructor(
    private readonly db: Db,
    private readonly deps: { config: ConfigService; payments: FundPayments; clock: Clock },
  ) {}

  async transactions(userId: number, query: WalletTransactionsQuery): Promise<WalletTransactionList> {
    requireWallet(await this.deps.config.config());
    const w = pageWindow(query);
    const types = !query.type || query.type === 'all' ? null : WALLET_FILTER_TYPES[query.type];
    const { total, rows } = await ledgerPage(this.db, userId, types, w.skip, w.limit);
    return { total_size: total, limit: w.limit, offset: w.offset, data: rows.map(toWalletTransaction) };
  }

  async bonuses(): Promise<WalletBonusList> {
    const config = await this.deps.config.config();
    requireWallet(config);
    return (await runningBonuses(this.db, this.today(config))).map(toWalletBonus);
  }

  /** Starts a gateway payment of the amount; the wallet is credited only when the gateway confirms it (settle). */
  async addFund(userId: number, body: WalletAddFund): Promise<WalletAddFundStarted> {
    const config = await this.deps.config.config();
    requireWallet(config);
    if (config.add_fund_status !== 1) throw featureOff('add_fund_disabled', WALLET_TEXTS.add_fund_off);
    if (!config.digital_payment || !this.deps.payments.usable) throw featureOff('digital_payment_disabled', WALLET_TEXTS.add_fund_off);
    const methods = ['digital_payment', this.deps.payments.gatewayName];
    if (!methods.includes(body.payment_method)) {
      const message = fillText(WALLET_TEXTS.add_fund_method_unknown, { methods: methods.join(', ') });
      throw invalid(message, 'payment_method');
    }
    try {
      return { redirect_link: await this.deps.payments.startFund(userId, toMinor(body.amount), body.payment_return_path ?? '/wallet') };
    } catch {
      throw new AppError('upstream_error', WALLET_TEXTS.add_fund_unavailable);
    }
  }

  /**
   * A paid add-fund attempt credits the wallet with the amount and the running bonus it earns, once:
   * the payments module calls this in the transaction that closes the attempt, which happens once.
   */
  readonly settleFund = async (trx: Kysely<Database>, session: { id: string; user_id: number; amount: number }, outcome: Outcome, now: string): Promise<void> => {
    if (outcome !== 'paid') return;
    const reference = `payment:${session.id}`;
    if (await hasLedgerRow(trx, session.user_id, 'add_fund', reference)) return;
    await creditWallet(trx, { userId: session.user_id, amount: session.amount, type: 'add_fund', reference, now });
    const bonus = addFundBonus(session.amount, await runningBonuses(trx, this.today(await this.deps.config.config())));
    if (bonus > 0) await creditWallet(trx, { userId: session.user_id, amount: bonus, type: 'add_fund_bonus', reference, now });
  };

  /** Bonus dates are days of the business's calendar. */
  private today(config: Config): string {
    return localDate(this.deps.clock.now(), config.time_zone || 'UTC');
  }
}
