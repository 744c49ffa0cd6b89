import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsoleCatalogueImage, ConsoleParcelCategory, ConsoleParcelCategoryConflict, ConsoleParcelCategoryCreate, ConsoleParcelCategoryPage, ConsoleParcelCategoryQuery,
  ConsoleParcelCategoryUpdate, ErrorEnvelope, ParcelCategoryParams,
} from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';
import { registerImageUploads } from '../../lib/uploads.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const SAVED = 'Rates in major units (0: the business\'s own rate). One transaction with its audit entry; the sender\'s list and the parcel\'s price follow at once, '
  + 'in the visitor\'s language (English where a text is not translated). Categories are switched off rather than deleted: orders name theirs.';
const STALE = 'A version older than the category\'s answers 409 with the category as it is and the fields changed since.';

/** /api/v1/console/parcel-categories: the kinds of parcel a sender picks from and their rates, for those who hold promotions.view and promotions.edit. */
export const parcelConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.parcelConsole;

  await registerImageUploads(app, 1);

  app.get('/parcel-categories', {
    schema: {
      tags: ['console'], summary: 'Parcel categories in the sender\'s order, by part of the name and on or off', security: staffCan('promotions.view'),
      querystring: ConsoleParcelCategoryQuery, response: { 200: ConsoleParcelCategoryPage, ...failures },
    },
  }, async (request) => service.page(request.query));

  app.get('/parcel-categories/:parcelCategoryId', {
    schema: {
      tags: ['console'], summary: 'One parcel category with its texts in every language', security: staffCan('promotions.view'),
      params: ParcelCategoryParams, response: { 200: ConsoleParcelCategory, ...failures },
    },
  }, async (request) => service.one(request.params.parcelCategoryId));

  app.post('/parcel-categories', {
    schema: {
      tags: ['console'], summary: 'A new parcel category (of the parcel module when none is named)', description: SAVED,
      security: staffCan('promotions.edit'), body: ConsoleParcelCategoryCreate, response: { 200: ConsoleParcelCategory, ...failures },
    },
  }, async (request) => service.create(await actorOf(request), request.body));

  app.put('/parcel-categories/:parcelCategoryId', {
    schema: {
      tags: ['console'], summary: 'Change a parcel category: its texts, rates, order, on or off', description: `Fields left out stay. ${STALE} ${SAVED}`,
      security: staffCan('promotions.edit'), params: ParcelCategoryParams, body: ConsoleParcelCategoryUpdate,
      response: { 200: ConsoleParcelCategory, ...failures, 409: ConsoleParcelCategoryConflict },
    },
  }, async (request) => service.update(await actorOf(request), request.params.parcelCategoryId, request.body));

  app.put('/parcel-categories/:parcelCategoryId/image', {
    schema: {
      tags: ['console'], summary: 'A new picture for the parcel category (multipart/form-data)',
      description: `JPG, PNG or GIF by content, at most 2 MB (413); other content answers 415. Kept re-encoded as WebP without metadata. ${STALE}`,
      consumes: ['multipart/form-data'], security: staffCan('promotions.edit'), params: ParcelCategoryParams, body: ConsoleCatalogueImage,
      response: { 200: ConsoleParcelCategory, ...failures, 409: ConsoleParcelCategoryConflict, 413: ErrorEnvelope, 415: ErrorEnvelope },
    },
  }, async (request) => service.image(await actorOf(request), request.params.parcelCategoryId, request.body));
};
