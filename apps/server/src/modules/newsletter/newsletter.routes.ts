import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope, Message, NewsletterSubscribe } from '@storefront/contract';

export const newsletterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/newsletter/subscribe', {
    schema: {
      tags: ['newsletter'],
      summary: 'Subscribe an email address to the newsletter',
      body: NewsletterSubscribe,
      response: { 200: Message, 400: ErrorEnvelope },
    },
  }, async (request) => {
    await app.services.newsletter.subscribe(request.body.email);
    return { message: 'Subscribed Successfully' };
  });
};
