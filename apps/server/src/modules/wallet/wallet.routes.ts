import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorEnvelope, WALLET_TEXTS, WalletAddFund, WalletAddFundStarted, WalletBonusList, WalletTransactionList, WalletTransactionsQuery,
} from '@storefront/contract';
import { customerOnly } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

export const walletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.wallet;

  app.get('/customer/wallet/transactions', {
    schema: {
      tags: ['wallet'], summary: 'The signed-in customer\'s wallet ledger, newest first (type: all, order, add_fund, loyalty_point, referrer, cashback, refund)',
      description: `403 when the wallet is switched off (customer_wallet_status 0): "${WALLET_TEXTS.wallet_off}".`,
      security: customerOnly, querystring: WalletTransactionsQuery, response: { 200: WalletTransactionList, ...failures },
    },
  }, async (request) => service.transactions((await request.customer()).id, request.query));

  app.get('/customer/wallet/bonuses', {
    schema: { tags: ['wallet'], summary: 'The add-fund bonuses running today', security: customerOnly, response: { 200: WalletBonusList, ...failures } },
  }, async (request) => {
    await request.customer();
    return service.bonuses();
  });

  app.post('/customer/wallet/add-fund', {
    schema: {
      tags: ['wallet'],
      summary: 'Add money to the wallet through the payment gateway; answers the gateway page (redirect_link)',
      description: 'The wallet is credited, with the running bonus that applies, only when the gateway confirms the payment, once however often the callback or webhook comes. '
        + 'The browser comes back to payment_return_path (default /wallet) with flag=success|fail|cancel. payment_method is digital_payment or the active gateway\'s name (400 for another).',
      security: customerOnly, body: WalletAddFund, response: { 200: WalletAddFundStarted, ...failures, 502: ErrorEnvelope },
    },
  }, async (request) => service.addFund((await request.customer()).id, request.body));
};
