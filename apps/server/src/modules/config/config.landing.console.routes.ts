import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleLanding, ConsoleLandingConflict, ConsoleLandingPicture, ConsoleLandingUpdate, ErrorEnvelope } from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';
import { registerImageUploads } from '../../lib/uploads.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const SAVED = 'One transaction with its audit entry; every storefront instance answers the change at once (GET /react-landing-page and the pages rendered on the server), in the visitor\'s language (English where a text is not translated).';

/** /api/v1/console/landing: the storefront's landing page, for those who hold pages.view and pages.edit. */
export const landingConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.landingConsole;

  await registerImageUploads(app, 1);

  app.get('/landing', {
    schema: { tags: ['console'], summary: 'The landing page: texts in every language, app links, the zones\' section, pictures, version', security: staffCan('pages.view'), response: { 200: ConsoleLanding, ...failures } },
  }, async () => service.landing());

  app.put('/landing', {
    schema: {
      tags: ['console'], summary: 'Change the landing page\'s texts, app links (https only), zones\' section, the promotion banners\' texts and order; remove the header\'s or the promotional picture',
      description: `A language left out keeps its text; Arabic or French without English answers 400. A promotion banner left out of the list is removed; header_banner or promotional_banner sent as null removes that picture (left out, it stays). A version older than the landing page's answers 409 with the landing page as it is and the fields changed since. ${SAVED}`,
      security: staffCan('pages.edit'), body: ConsoleLandingUpdate, response: { 200: ConsoleLanding, ...failures, 409: ConsoleLandingConflict },
    },
  }, async (request) => service.save(await actorOf(request), request.body));

  app.post('/landing/pictures', {
    schema: {
      tags: ['console'], summary: 'A new picture for the header, the promotional banner, or a new promotion banner (multipart/form-data)',
      description: `JPG, PNG or GIF by content, at most 2 MB (413); other content answers 415. Kept re-encoded as WebP without metadata. A version older than the landing page's answers 409. ${SAVED}`,
      consumes: ['multipart/form-data'], security: staffCan('pages.edit'), body: ConsoleLandingPicture,
      response: { 200: ConsoleLanding, ...failures, 409: ConsoleLandingConflict, 413: ErrorEnvelope, 415: ErrorEnvelope },
    },
  }, async (request) => service.picture(await actorOf(request), request.body));
};
