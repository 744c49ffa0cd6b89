import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CashbackList, CouponList, ErrorEnvelope, MostTips } from '@storefront/contract';
import { catalogView } from '../catalog/catalog.view.js';

const failures = { 400: ErrorEnvelope, 404: ErrorEnvelope };

export const offersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.offers;

  app.get('/coupon/list', {
    schema: { tags: ['offers'], summary: 'Coupons valid today in the zones (and module)', response: { 200: CouponList, ...failures } },
  }, (request) => service.coupons(catalogView(request)));

  app.get('/cashback/list', {
    schema: { tags: ['offers'], summary: 'Cashback offers running today', response: { 200: CashbackList, ...failures } },
  }, () => service.cashbacks(app.services.clock.now()));

  app.get('/most-tips', {
    schema: { tags: ['offers'], summary: 'The delivery tip customers choose most often (major units)', response: { 200: MostTips, ...failures } },
  }, () => service.mostTips());
};
