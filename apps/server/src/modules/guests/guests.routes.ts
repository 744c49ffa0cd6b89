import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GuestRequest } from '@storefront/contract';

export const guestsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/auth/guest/request', {
    schema: { tags: ['auth'], summary: 'A new guest id for a visitor who is not signed in', response: { 200: GuestRequest } },
  }, async () => ({ guest_id: await app.services.guests.create() }));
};
