import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsoleFooter, ConsoleFooterConflict, ConsoleFooterUpdate, ConsolePage, ConsolePageConflict, ConsolePageList, ConsolePagePreview, ConsolePageUpdate,
  ErrorEnvelope, PageParams,
} from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const SAVED = 'One transaction with its audit entry; every storefront instance answers the change at once, in the visitor\'s language (English where a text is not translated).';
/** A page's three bodies at their longest, with room for the rest of the save. */
const PAGE_BODY_LIMIT = 512 * 1024;

/** /api/v1/console/pages and /footer: the storefront's information pages and footer, for those who hold pages.view and pages.edit. */
export const configConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.configConsole;

  app.get('/pages', {
    schema: { tags: ['console'], summary: 'The information pages: titles in every language, on or off where switchable, versions', security: staffCan('pages.view'), response: { 200: ConsolePageList, ...failures } },
  }, async () => service.pages());

  app.post('/pages/preview', {
    schema: {
      tags: ['console'], summary: 'HTML as a save would keep it (sanitized), to preview', description: 'Nothing is saved.',
      security: staffCan('pages.view'), body: ConsolePagePreview, response: { 200: ConsolePagePreview, ...failures },
    },
    bodyLimit: PAGE_BODY_LIMIT,
  }, async (request) => service.preview(request.body.content));

  app.get('/pages/:key', {
    schema: { tags: ['console'], summary: 'One information page with its title and body (sanitized HTML) in every language', security: staffCan('pages.view'), params: PageParams, response: { 200: ConsolePage, ...failures } },
  }, async (request) => service.page(request.params.key));

  app.put('/pages/:key', {
    schema: {
      tags: ['console'], summary: 'Change an information page: titles, bodies (HTML, kept sanitized), on or off where switchable',
      description: `Headings, paragraphs, lists, links (http, https, mailto), emphasis and tables are kept; scripts, styles, frames and event handlers are dropped. A body longer than 100,000 characters answers 400. A version older than the page's answers 409 with the page as it is and the fields changed since. ${SAVED}`,
      security: staffCan('pages.edit'), params: PageParams, body: ConsolePageUpdate, response: { 200: ConsolePage, ...failures, 409: ConsolePageConflict },
    },
    bodyLimit: PAGE_BODY_LIMIT,
  }, async (request) => service.savePage(await actorOf(request), request.params.key, request.body));

  app.get('/footer', {
    schema: { tags: ['console'], summary: 'The footer\'s contacts (address in every language) and social links', security: staffCan('pages.view'), response: { 200: ConsoleFooter, ...failures } },
  }, async () => service.footer());

  app.put('/footer', {
    schema: {
      tags: ['console'], summary: 'Change the footer\'s contacts and social links (https only)',
      description: `Everything is sent; GET /config answers it at once. A version older than the footer's answers 409 with the footer as it is and the fields changed since. ${SAVED}`,
      security: staffCan('pages.edit'), body: ConsoleFooterUpdate, response: { 200: ConsoleFooter, ...failures, 409: ConsoleFooterConflict },
    },
  }, async (request) => service.saveFooter(await actorOf(request), request.body));
};
