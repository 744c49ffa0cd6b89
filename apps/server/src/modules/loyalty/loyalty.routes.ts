import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope, LoyaltyTransactionList, PageOnlyQuery, PointTransfer, PointTransferred, WALLET_TEXTS } from '@storefront/contract';
import { customerOnly } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

export const loyaltyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.loyalty;

  app.get('/customer/loyalty-point/transactions', {
    schema: {
      tags: ['loyalty'], summary: 'The signed-in customer\'s loyalty points earned and converted, newest first',
      description: `403 when loyalty points are switched off (loyalty_point_status 0): "${WALLET_TEXTS.loyalty_off}".`,
      security: customerOnly, querystring: PageOnlyQuery, response: { 200: LoyaltyTransactionList, ...failures },
    },
  }, async (request) => service.transactions((await request.customer()).id, request.query));

  app.post('/customer/loyalty-point/point-transfer', {
    schema: {
      tags: ['loyalty'], summary: 'Convert points to wallet money at loyalty_point_exchange_rate points per unit of money',
      description: `At least loyalty_point_minimum_point points; answers "${WALLET_TEXTS.point_transferred}".`,
      security: customerOnly, body: PointTransfer, response: { 200: PointTransferred, ...failures, 422: ErrorEnvelope },
    },
  }, async (request) => service.transfer((await request.customer()).id, request.body));
};
