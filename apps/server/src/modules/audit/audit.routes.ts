import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditPage, AuditQuery, ErrorEnvelope } from '@storefront/contract';
import { staffCan } from '../../lib/route-security.js';

/** /api/v1/console/audit: the log of console changes, for those who hold audit.view (admins). */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/audit', {
    schema: {
      tags: ['console'], summary: 'Changes made through the console, newest first', security: staffCan('audit.view'), querystring: AuditQuery,
      response: { 200: AuditPage, 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope },
    },
  }, async (request) => app.services.audit.page(request.query));
};
