import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsoleCoupon, ConsoleCouponConflict, ConsoleCouponCreate, ConsoleCouponPage, ConsoleCouponQuery, ConsoleCouponUpdate, CouponParams, ErrorEnvelope,
} from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const RULES = 'A store coupon names a store of its module; a zone coupon may name its zone (none: every zone); a free-delivery coupon takes no discount; '
  + 'a percent is at most 100; the last day is not before the first; a code is one coupon whatever its case (400 with the field). '
  + 'One transaction with its audit entry; checkout and the coupon list read the change at once, the title in the visitor\'s language (English where it is not translated).';

/** /api/v1/console/coupons: the coupons customers apply at checkout, for those who hold promotions.view and promotions.edit. */
export const offersConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.offersConsole;

  app.get('/coupons', {
    schema: {
      tags: ['console'], summary: 'Coupons, newest first, by module, part of the code or title, and state today (off, scheduled, running, expired)',
      security: staffCan('promotions.view'), querystring: ConsoleCouponQuery, response: { 200: ConsoleCouponPage, ...failures },
    },
  }, async (request) => service.page(request.query));

  app.get('/coupons/:couponId', {
    schema: { tags: ['console'], summary: 'One coupon with its title in every language and its uses', security: staffCan('promotions.view'), params: CouponParams, response: { 200: ConsoleCoupon, ...failures } },
  }, async (request) => service.one(request.params.couponId));

  app.post('/coupons', {
    schema: { tags: ['console'], summary: 'A new coupon', description: RULES, security: staffCan('promotions.edit'), body: ConsoleCouponCreate, response: { 200: ConsoleCoupon, ...failures } },
  }, async (request) => service.create(await actorOf(request), request.body));

  app.put('/coupons/:couponId', {
    schema: {
      tags: ['console'], summary: 'Change a coupon: its title, code, kind, discount, limits, days, on or off',
      description: `Fields left out stay. A version older than the coupon's answers 409 with the coupon as it is and the fields changed since. ${RULES}`,
      security: staffCan('promotions.edit'), params: CouponParams, body: ConsoleCouponUpdate, response: { 200: ConsoleCoupon, ...failures, 409: ConsoleCouponConflict },
    },
  }, async (request) => service.update(await actorOf(request), request.params.couponId, request.body));
};
