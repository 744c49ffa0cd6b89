import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GuestRequest } from '@storefront/contract';

export const guestsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/auth/guest/request', {
    schema: {
      tags: ['auth'],
      summary: 'A new guest id for a visitor who is not signed in',
      description: 'A signed id: nothing is stored until the guest first fills a cart or places an order, so there is no limit per address.',
      response: { 200: GuestRequest },
    },
  }, async () => ({ guest_id: await app.services.guests.create() }));
};
