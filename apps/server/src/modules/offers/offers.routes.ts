import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CashbackList, CashbackOffer, CashbackQuery, CouponList, ErrorEnvelope, MostTips } from '@storefront/contract';
import { catalogView } from '../catalog/catalog.view.js';
import { customerOrGuest } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 404: ErrorEnvelope };

export const offersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.offers;

  app.get('/coupon/list', {
    schema: { tags: ['offers'], summary: 'Coupons valid today in the zones (and module)', response: { 200: CouponList, ...failures } },
  }, (request) => service.coupons(catalogView(request)));

  app.get('/cashback/list', {
    schema: { tags: ['offers'], summary: 'Cashback offers running today, titled in the visitor\'s language (English where not translated)', response: { 200: CashbackList, ...failures } },
  }, (request) => service.cashbacks(app.services.clock.now(), request.ctx.lang));

  app.get('/getCashback', {
    schema: {
      tags: ['offers'], summary: 'The running cashback offer that pays the most on this amount (major units), and what it pays into the wallet on delivery',
      description: 'Signed-in customers get the offers they have not used up (same_user_limit); without a token, as a new customer would.',
      security: customerOrGuest, querystring: CashbackQuery, response: { 200: CashbackOffer, ...failures, 401: ErrorEnvelope },
    },
  }, async (request) => service.cashbackOffer(request.ctx.token ? (await request.customer()).id : null, request.query.amount, app.services.clock.now(), request.ctx.lang));

  app.get('/most-tips', {
    schema: { tags: ['offers'], summary: 'The delivery tip customers choose most often (major units)', response: { 200: MostTips, ...failures } },
  }, () => service.mostTips());
};
