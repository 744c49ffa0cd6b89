import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsoleCustomerExportQuery, ConsoleCustomerOrderPage, ConsoleCustomerPage, ConsoleCustomerProfile, ConsoleCustomerQuery, ConsoleCustomerStatusChange,
  ConsoleLedgerPage, ConsolePageQuery, ConsoleWalletAdjusted, ConsoleWalletAdjustment, CustomerParams, ErrorEnvelope, IdempotencyKeyHeaders,
} from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const SEARCH = 'Search: the start of a first or last name, email or phone, whatever its case; two words, the first name\'s start then the last name\'s. Deleted accounts are left out.';

/** /api/v1/console/customers: the customers, for those who hold customers.view; blocked by customers.manage, wallets adjusted by wallet.adjust. */
export const customersConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.people.customers;

  app.get('/customers', {
    schema: {
      tags: ['console'], summary: 'Customers, newest first, by name, email or phone and blocked or not', description: SEARCH,
      security: staffCan('customers.view'), querystring: ConsoleCustomerQuery, response: { 200: ConsoleCustomerPage, ...failures },
    },
  }, async (request) => service.page(request.query));

  app.get('/customers/export', {
    schema: {
      tags: ['console'], summary: 'The filtered customers as CSV, newest first (50,000 at most)',
      description: `text/csv in UTF-8, a header line first; a cell a spreadsheet would run as a formula is written as text. ${SEARCH}`,
      security: staffCan('customers.view'), querystring: ConsoleCustomerExportQuery, produces: ['text/csv'], response: { 200: { type: 'string' }, ...failures },
    },
  }, async (request, reply) => {
    const parts: string[] = [];
    for await (const part of service.csv(request.query)) parts.push(part);
    const day = new Date().toISOString().slice(0, 10);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="customers-${day}.csv"`)
      .header('cache-control', 'no-store').send(parts.join(''));
  });

  app.get('/customers/:customerId', {
    schema: {
      tags: ['console'], summary: 'One customer: contact, blocked or not, wallet balance, loyalty points, orders placed and money spent on delivered orders',
      security: staffCan('customers.view'), params: CustomerParams, response: { 200: ConsoleCustomerProfile, ...failures },
    },
  }, async (request) => service.profile(request.params.customerId));

  app.get('/customers/:customerId/orders', {
    schema: {
      tags: ['console'], summary: 'The customer\'s orders, newest first', security: staffCan('customers.view'),
      params: CustomerParams, querystring: ConsolePageQuery, response: { 200: ConsoleCustomerOrderPage, ...failures },
    },
  }, async (request) => service.orders(request.params.customerId, request.query, request.ctx.lang));

  app.get('/customers/:customerId/wallet', {
    schema: {
      tags: ['console'], summary: 'The customer\'s wallet ledger, newest first; a staff adjustment with its reason', security: staffCan('customers.view'),
      params: CustomerParams, querystring: ConsolePageQuery, response: { 200: ConsoleLedgerPage, ...failures },
    },
  }, async (request) => service.ledger(request.params.customerId, request.query));

  app.post('/customers/:customerId/wallet-adjustments', {
    schema: {
      tags: ['console'], summary: 'Credit (amount above 0) or debit (below 0) the customer\'s wallet, with the reason',
      description: 'Major units, two decimals at most; 0 answers 400. One transaction: the ledger row (type adjustment, the reason as its note), the balance '
        + 'and the audit entry. A debit larger than the balance answers 422. The same Idempotency-Key sent again answers the adjustment it made; '
        + 'with another amount or reason, 422 idempotency_mismatch.',
      security: staffCan('wallet.adjust'), params: CustomerParams, headers: IdempotencyKeyHeaders, body: ConsoleWalletAdjustment,
      response: { 200: ConsoleWalletAdjusted, ...failures, 422: ErrorEnvelope },
    },
  }, async (request) => service.adjust(await actorOf(request), request.params.customerId, request.body, request.headers['idempotency-key'] ?? null));

  app.put('/customers/:customerId/block', {
    schema: {
      tags: ['console'], summary: 'Block the customer, with the reason',
      description: 'Every token of theirs is revoked at once (their next call answers 401), and signing in answers 401 account_inactive until unblocked. '
        + 'Audited with the reason; blocking a blocked customer changes nothing.',
      security: staffCan('customers.manage'), params: CustomerParams, body: ConsoleCustomerStatusChange, response: { 200: ConsoleCustomerProfile, ...failures },
    },
  }, async (request) => service.block(await actorOf(request), request.params.customerId, request.body.reason));

  app.put('/customers/:customerId/unblock', {
    schema: {
      tags: ['console'], summary: 'Unblock the customer, with the reason: they may sign in again', description: 'Audited with the reason.',
      security: staffCan('customers.manage'), params: CustomerParams, body: ConsoleCustomerStatusChange, response: { 200: ConsoleCustomerProfile, ...failures },
    },
  }, async (request) => service.unblock(await actorOf(request), request.params.customerId, request.body.reason));
};
