import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorEnvelope, Wishlist, WISHLIST_TEXTS, WishlistChanged, WishlistTarget } from '@storefront/contract';
import type { WishlistView } from './wishlist.service.js';
import { customerOnly } from '../../lib/route-security.js';
import { sendSerialized, serializerOf } from '../../lib/serialized.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope };
const targetRule = `Exactly one of item_id and store_id, or 400 "${WISHLIST_TEXTS.one_target}".`;

/** Like catalogView, but a request without the zoneId header is not refused: it means every zone. */
function wishlistView(request: FastifyRequest): WishlistView {
  const { ctx, server } = request;
  const clock = server.services.clock;
  return { zoneIds: ctx.zoneIds(), moduleId: ctx.moduleId(), lang: ctx.lang, position: ctx.position(), now: clock.now(), epoch: clock.epoch };
}

export const wishlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.wishlist;

  app.get('/customer/wish-list', {
    schema: {
      tags: ['wishlist'], summary: 'The signed-in customer\'s wished items and stores as cards, newest first',
      description: 'Only those of the zoneId and moduleId headers when sent (every zone without zoneId); hidden items and stores are left out.',
      security: customerOnly, response: { 200: Wishlist, ...failures },
    },
  }, async (request, reply) => sendSerialized(reply, await service.list((await request.customer()).id, wishlistView(request), serializerOf(reply))));

  app.post('/customer/wish-list/add', {
    schema: {
      tags: ['wishlist'], summary: 'Keep an item or a store in the wishlist (adding it again changes nothing)',
      description: `${targetRule} An unknown or hidden item or store answers 404 "${WISHLIST_TEXTS.item_not_found}" or "${WISHLIST_TEXTS.store_not_found}". `
        + 'wishlist_count is the item\'s count of wishers after the change.',
      security: customerOnly, querystring: WishlistTarget, response: { 200: WishlistChanged, ...failures, 404: ErrorEnvelope },
    },
  }, async (request) => service.add((await request.customer()).id, request.query));

  app.delete('/customer/wish-list/remove', {
    schema: {
      tags: ['wishlist'], summary: 'Take an item or a store out of the wishlist (one not kept answers 200 too)',
      description: `${targetRule} wishlist_count is the item's count of wishers after the change.`,
      security: customerOnly, querystring: WishlistTarget, response: { 200: WishlistChanged, ...failures },
    },
  }, async (request) => service.remove((await request.customer()).id, request.query));
};
