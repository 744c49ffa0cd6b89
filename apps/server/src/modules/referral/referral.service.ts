import { fillText, REFERRAL_TEXTS, type Config } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { moneyText, toMinor } from '../../lib/money.js';
import { insertPush } from '../push/push.repository.js';
import { creditWallet, hasLedgerRow } from '../wallet/wallet.repository.js';
import { referrerOf } from './referral.repository.js';

/**
 * Referral earnings: the customer who invited a new one earns ref_earning_exchange_rate into the
 * wallet when the new customer's first order is delivered, once whatever comes after, and hears of it
 * (a referral_code message, kept for the push channel).
 */
export class ReferralService {
  /** Called in the transaction that delivers an order, with the settings read before it. */
  async earn(trx: Kysely<Database>, order: { user_id: number | null }, now: string, config: Config): Promise<void> {
    if (order.user_id === null) return;
    const amount = earning(config);
    if (amount <= 0) return;
    const referrer = await referrerOf(trx, order.user_id);
    const reference = `referral:${order.user_id}`;
    if (!referrer || (await hasLedgerRow(trx, referrer.id, 'referrer', reference))) return;
    await creditWallet(trx, { userId: referrer.id, amount, type: 'referrer', reference, now });
    await insertPush(trx, {
      user_id: referrer.id, type: 'referral_code', title: REFERRAL_TEXTS.earned_title,
      body: fillText(REFERRAL_TEXTS.earned_body, { amount: moneyText(amount, config) }), data: JSON.stringify({ referred_user_id: order.user_id }),
      created_at: now, delivered_at: null,
    });
  }
}

/** What a referral earns in minor units; 0 while referral earning or the wallet is off. */
function earning(config: Config): number {
  if (config.ref_earning_status !== 1 || config.customer_wallet_status !== 1) return 0;
  return toMinor(config.ref_earning_exchange_rate);
}
