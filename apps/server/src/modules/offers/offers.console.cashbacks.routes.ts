import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CashbackParams, ConsoleCashback, ConsoleCashbackConflict, ConsoleCashbackCreate, ConsoleCashbackPage, ConsoleCashbackQuery, ConsoleCashbackUpdate, ErrorEnvelope,
} from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const RULES = 'A percentage is at most 100 and only a percentage takes a cap; the last day is not before the first (400 with the field). '
  + 'One transaction with its audit entry; the storefront\'s list and checkout read the change at once, the title in the visitor\'s language (English where it is not translated). '
  + 'Offers are switched off rather than deleted: orders name the offer they earned.';

/** /api/v1/console/cashbacks: what a delivered order pays back into the customer's wallet, for those who hold promotions.view and promotions.edit. */
export const offersCashbacksConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.cashbacksConsole;

  app.get('/cashbacks', {
    schema: {
      tags: ['console'], summary: 'Cashback offers, newest first, by part of the title and state today (off, scheduled, running, expired)',
      security: staffCan('promotions.view'), querystring: ConsoleCashbackQuery, response: { 200: ConsoleCashbackPage, ...failures },
    },
  }, async (request) => service.page(request.query));

  app.get('/cashbacks/:cashbackId', {
    schema: { tags: ['console'], summary: 'One cashback offer with its title in every language', security: staffCan('promotions.view'), params: CashbackParams, response: { 200: ConsoleCashback, ...failures } },
  }, async (request) => service.one(request.params.cashbackId));

  app.post('/cashbacks', {
    schema: { tags: ['console'], summary: 'A new cashback offer', description: RULES, security: staffCan('promotions.edit'), body: ConsoleCashbackCreate, response: { 200: ConsoleCashback, ...failures } },
  }, async (request) => service.create(await actorOf(request), request.body));

  app.put('/cashbacks/:cashbackId', {
    schema: {
      tags: ['console'], summary: 'Change a cashback offer: its title, kind, amount, minimum, cap, limit, days, on or off',
      description: `Fields left out stay. A version older than the offer's answers 409 with the offer as it is and the fields changed since. ${RULES}`,
      security: staffCan('promotions.edit'), params: CashbackParams, body: ConsoleCashbackUpdate, response: { 200: ConsoleCashback, ...failures, 409: ConsoleCashbackConflict },
    },
  }, async (request) => service.update(await actorOf(request), request.params.cashbackId, request.body));
};
