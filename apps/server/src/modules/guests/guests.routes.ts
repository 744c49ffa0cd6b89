import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope, GuestRequest } from '@storefront/contract';

export const guestsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/auth/guest/request', {
    schema: {
      tags: ['auth'],
      summary: 'A new guest id for a visitor who is not signed in',
      description: '429 after GUEST_IDS_PER_ADDRESS (30 by default) guest ids from one address in 10 minutes.',
      response: { 200: GuestRequest, 429: ErrorEnvelope },
    },
  }, async (request) => ({ guest_id: await app.services.guests.create(request.ip) }));
};
