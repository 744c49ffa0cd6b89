import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CourierCashPage, CourierCashQuery, CourierParams, CourierSettlement, CourierSettlementCreate, CourierSettlementPage, CourierSettlementQuery, ErrorEnvelope,
  MoneyTransactionPage, MoneyTransactionQuery,
  StoreStatementPage, StoreStatementQuery,
} from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

/** /api/v1/console/money: transactions, store statements and couriers' cash, for those who hold money.view; settling cash needs money.settle. */
export const moneyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.money;

  app.get('/money/transactions', {
    schema: {
      tags: ['console'], summary: 'Payments that went through, refunds and wallet movements, newest first',
      description: 'from and to are UTC days, both included; amounts in major units (money in positive, a wallet debit negative).',
      security: staffCan('money.view'), querystring: MoneyTransactionQuery, response: { 200: MoneyTransactionPage, ...failures },
    },
  }, async (request) => service.transactions(request.query));

  app.get('/money/stores', {
    schema: {
      tags: ['console'], summary: 'Each store\'s statement for a span: delivered sales, the business\'s commission, and the payout it is owed',
      description: 'Days of the business\'s time zone (the last 30 unless told, at most 366), orders counted on the day they were placed; largest sales first.',
      security: staffCan('money.view'), querystring: StoreStatementQuery, response: { 200: StoreStatementPage, ...failures },
    },
  }, async (request) => service.stores(request.query));

  app.get('/money/couriers', {
    schema: {
      tags: ['console'], summary: 'Cash each courier took at doors, handed back, and still holds; most held first',
      security: staffCan('money.view'), querystring: CourierCashQuery, response: { 200: CourierCashPage, ...failures },
    },
  }, async (request) => service.couriers(request.query));

  app.get('/money/couriers/:operatorId/settlements', {
    schema: {
      tags: ['console'], summary: 'The cash a courier handed back, newest first, with who took it', security: staffCan('money.view'),
      params: CourierParams, querystring: CourierSettlementQuery, response: { 200: CourierSettlementPage, ...failures, 404: ErrorEnvelope },
    },
  }, async (request) => service.settlements(request.params.operatorId, request.query));

  app.post('/money/couriers/:operatorId/settlements', {
    schema: {
      tags: ['console'], summary: 'Record cash a courier handed back',
      description: 'No more than the courier holds (400 naming amount); one ledger row and its audit entry in one transaction.',
      security: staffCan('money.settle'), params: CourierParams, body: CourierSettlementCreate, response: { 200: CourierSettlement, ...failures, 404: ErrorEnvelope },
    },
  }, async (request) => service.settle(await actorOf(request), request.params.operatorId, request.body));
};
