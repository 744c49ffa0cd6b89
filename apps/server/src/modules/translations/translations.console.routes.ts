import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope, MissingTranslationsPage, MissingTranslationsQuery } from '@storefront/contract';
import { staffCan } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

/** /api/v1/console/translations: the customer-visible texts not yet translated, for those who hold catalogue.view. */
export const translationsConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.translationsConsole;

  app.get('/translations/missing', {
    schema: {
      tags: ['console'], summary: 'Customer-visible texts with English that lack Arabic or French, by kind, field and id, with counts per kind',
      description: 'Items, stores, categories, brands, banners, coupons, modules, common questions, information pages and the landing page. `kind` lists one kind, `lang` the texts lacking that language, `q` those whose English text or name holds it; `counts` follow `lang` and `q`.',
      security: staffCan('catalogue.view'), querystring: MissingTranslationsQuery, response: { 200: MissingTranslationsPage, ...failures },
    },
  }, async (request) => service.missing(request.query));
};
