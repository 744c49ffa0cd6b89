import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Config, ErrorEnvelope, LandingPage, PageContent, PageParams } from '@storefront/contract';
import { sendKept } from '../../lib/serialized.js';

export const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.config;
  // The service's settings are cached: each language's answer is serialized once.
  const kept = new WeakMap<Config, Buffer>();

  app.get('/config', {
    schema: { tags: ['config'], summary: 'Business settings and feature switches; the business\'s texts in the X-localization language where translated', response: { 200: Config } },
  }, async (request, reply) => sendKept(reply, kept, await service.config(request.ctx.lang)));

  app.get('/react-landing-page', {
    schema: { tags: ['config'], summary: 'Landing page texts, banners and app links; the texts in the X-localization language (English where one has no translation)', response: { 200: LandingPage } },
  }, (request) => service.landingPage(request.ctx.lang));

  app.get('/pages/:key', {
    schema: {
      tags: ['config'],
      summary: 'About, terms, privacy and policy pages, in the X-localization language (English where a text has no translation)',
      params: PageParams,
      response: { 200: PageContent, 404: ErrorEnvelope },
    },
  }, (request) => service.page(request.params.key, request.ctx.lang));
};
