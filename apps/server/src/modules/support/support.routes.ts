import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FaqList } from '@storefront/contract';
import { FAQ_TTL_MS } from './support.service.js';

/** Help and support: the common questions (the business's contacts come with the config). */
export const supportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.support;

  app.get('/faq', {
    schema: {
      tags: ['support'],
      summary: 'Common questions and their answers, in the X-localization language (English where a text has no translation), cached 5 minutes',
      response: { 200: FaqList },
    },
    config: { cacheSeconds: FAQ_TTL_MS / 1000 },
  }, (request) => service.faq(request.ctx.lang));
};
