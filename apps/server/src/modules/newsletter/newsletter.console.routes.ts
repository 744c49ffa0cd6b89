import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleSubscriberPage, ConsoleSubscriberQuery, ErrorEnvelope } from '@storefront/contract';
import { staffCan } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

/** /api/v1/console/newsletter: the newsletter's subscribers, for those who hold promotions.view. */
export const newsletterConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.newsletter;

  app.get('/newsletter', {
    schema: { tags: ['console'], summary: 'Newsletter subscribers, newest first, by part of their email', security: staffCan('promotions.view'), querystring: ConsoleSubscriberQuery, response: { 200: ConsoleSubscriberPage, ...failures } },
  }, async (request) => service.page(request.query));

  app.get('/newsletter/export', {
    schema: {
      tags: ['console'], summary: 'Every subscriber as CSV (email, subscribed_at), oldest first',
      description: 'text/csv in UTF-8, a header line first; a cell a spreadsheet would run as a formula is written as text.',
      security: staffCan('promotions.view'), produces: ['text/csv'], response: { 200: { type: 'string' }, ...failures },
    },
  }, async (_request, reply) => {
    const parts: string[] = [];
    for await (const part of service.csv()) parts.push(part);
    const day = new Date().toISOString().slice(0, 10);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
      .header('cache-control', 'no-store').send(parts.join(''));
  });
};
