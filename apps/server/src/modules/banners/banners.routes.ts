import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Banners, BannersParams, BannersQuery, ErrorEnvelope, OtherBanners, VideoContent, WhyChoose } from '@storefront/contract';
import { catalogView } from '../catalog/catalog.view.js';
import { BANNER_TTL_MS } from './banners.service.js';

const failures = { 400: ErrorEnvelope, 404: ErrorEnvelope };
const cached = { config: { cacheSeconds: BANNER_TTL_MS / 1000 } };

export const bannersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.banners;

  app.get('/banners', {
    schema: {
      tags: ['banners'], summary: 'Home banners of the zones (and module) with the running campaigns, cached 5 minutes',
      description: 'With store_id: only the banners that open that store or one of its items, and no campaigns.',
      querystring: BannersQuery, response: { 200: Banners, ...failures },
    },
    ...cached,
  }, (request) => service.banners(catalogView(request), request.query.store_id));

  app.get('/banners/:store_id', {
    schema: { tags: ['banners'], summary: 'A store\'s banners (the store_id in the path), cached 5 minutes', params: BannersParams, response: { 200: Banners, ...failures } },
    ...cached,
  }, (request) => service.banners(catalogView(request), request.params.store_id));

  app.get('/other-banners', {
    schema: { tags: ['banners'], summary: 'The module\'s promotional banners', response: { 200: OtherBanners, ...failures } },
    ...cached,
  }, (request) => service.other(catalogView(request)));

  app.get('/other-banners/video-content', {
    schema: { tags: ['banners'], summary: 'The parcel home\'s video or image banner with its steps (null when none)', response: { 200: VideoContent, ...failures } },
    ...cached,
  }, (request) => service.videoContent(catalogView(request)));

  app.get('/other-banners/why-choose', {
    schema: { tags: ['banners'], summary: 'The parcel home\'s why-choose carousel', response: { 200: WhyChoose, ...failures } },
    ...cached,
  }, (request) => service.whyChoose(catalogView(request)));
};
