import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BannerParams, ConsoleBanner, ConsoleBannerConflict, ConsoleBannerCreate, ConsoleBannerImage, ConsoleBannerPage, ConsoleBannerQuery, ConsoleBannerUpdate, ErrorEnvelope,
} from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';
import { registerImageUploads } from '../../lib/uploads.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const SAVED = 'One transaction with its audit entry; every storefront shows the change at once, in the visitor\'s language (English where a text is not translated).';

/** /api/v1/console/banners: the home banners, for those who hold promotions.view and promotions.edit. */
export const bannersConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.bannersConsole;

  await registerImageUploads(app, 1);

  app.get('/banners', {
    schema: { tags: ['console'], summary: 'Home banners, newest first, by module, zone and on or off', security: staffCan('promotions.view'), querystring: ConsoleBannerQuery, response: { 200: ConsoleBannerPage, ...failures } },
  }, async (request) => service.page(request.query));

  app.get('/banners/:bannerId', {
    schema: { tags: ['console'], summary: 'One banner with its texts in every language', security: staffCan('promotions.view'), params: BannerParams, response: { 200: ConsoleBanner, ...failures } },
  }, async (request) => service.one(request.params.bannerId));

  app.post('/banners', {
    schema: {
      tags: ['console'], summary: 'A new banner (its picture shows the placeholder until one is uploaded)',
      description: `A store banner names a store of its module, an item banner an item of it (400). ${SAVED}`,
      security: staffCan('promotions.edit'), body: ConsoleBannerCreate, response: { 200: ConsoleBanner, ...failures },
    },
  }, async (request) => service.create(await actorOf(request), request.body));

  app.put('/banners/:bannerId', {
    schema: {
      tags: ['console'], summary: 'Change a banner: its texts, where it shows, what it opens, featured, on or off',
      description: `Fields left out stay. A version older than the banner's answers 409 with the banner as it is and the fields changed since. ${SAVED}`,
      security: staffCan('promotions.edit'), params: BannerParams, body: ConsoleBannerUpdate, response: { 200: ConsoleBanner, ...failures, 409: ConsoleBannerConflict },
    },
  }, async (request) => service.update(await actorOf(request), request.params.bannerId, request.body));

  app.put('/banners/:bannerId/image', {
    schema: {
      tags: ['console'], summary: 'A new picture for the banner (multipart/form-data)',
      description: `JPG, PNG or GIF by content, at most 2 MB (413); other content answers 415. Kept re-encoded as WebP without metadata. A version older than the banner's answers 409. ${SAVED}`,
      consumes: ['multipart/form-data'], security: staffCan('promotions.edit'), params: BannerParams, body: ConsoleBannerImage,
      response: { 200: ConsoleBanner, ...failures, 409: ConsoleBannerConflict, 413: ErrorEnvelope, 415: ErrorEnvelope },
    },
  }, async (request) => service.image(await actorOf(request), request.params.bannerId, request.body));
};
