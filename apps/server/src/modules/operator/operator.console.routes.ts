import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleSession, ErrorEnvelope, Message, StaffSessionList, StaffSessionParams, TwoFactorConfirm, TwoFactorSetup } from '@storefront/contract';
import { operatorOnly } from '../../lib/route-security.js';

/**
 * /api/v1/console: the signed-in person's own account (any staff member; no capability needed, so a
 * limited session that must still set up its second factor reaches these too).
 */
export const operatorConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.operators;
  const account = app.services.operatorAccount;

  app.get('/me', {
    schema: { tags: ['console'], summary: 'The signed-in person, the roles they hold and their second factor', security: operatorOnly, response: { 200: ConsoleSession, 401: ErrorEnvelope } },
  }, async (request) => service.consoleSession(await request.operator()));

  app.post('/two-factor/setup', {
    schema: {
      tags: ['console'], summary: 'Start setting up the second factor: a new authenticator secret and its otpauth:// address',
      description: 'The secret counts only once a code confirms it. 409 when the second factor is already on.',
      security: operatorOnly, response: { 200: TwoFactorSetup, 401: ErrorEnvelope, 409: ErrorEnvelope },
    },
  }, async (request) => account.startTwoFactor(await request.operator()));

  app.post('/two-factor/confirm', {
    schema: {
      tags: ['console'], summary: 'Turn the second factor on with a first code; this session opens fully',
      description: 'Answers the session as GET /me would. A wrong code answers 400; 409 when nothing was started or it is already on. Kept in the audit log.',
      security: operatorOnly, body: TwoFactorConfirm, response: { 200: ConsoleSession, 400: ErrorEnvelope, 401: ErrorEnvelope, 409: ErrorEnvelope },
    },
  }, async (request) => account.confirmTwoFactor(await request.operator(), request.body, request.ip));

  app.get('/sessions', {
    schema: { tags: ['console'], summary: 'The person\'s sessions still signed in, newest first', security: operatorOnly, response: { 200: StaffSessionList, 401: ErrorEnvelope } },
  }, async (request) => account.sessions(await request.operator()));

  app.delete('/sessions/:id', {
    schema: {
      tags: ['console'], summary: 'Sign one of the person\'s own sessions out (this one too)', description: 'Another person\'s session answers 404. Kept in the audit log.',
      security: operatorOnly, params: StaffSessionParams, response: { 200: Message, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope },
    },
  }, async (request) => account.revoke(await request.operator(), request.params.id, request.ip));
};
