import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CHAT_TEXTS, ErrorEnvelope, OperatorConversationListQuery, OperatorConversationPage, OperatorConversationParams, OperatorMessageDetails,
  OperatorMessageReply, OperatorMessageSent,
} from '@storefront/contract';
import { operatorOnly } from '../../lib/route-security.js';
import { operatorScope } from './chat.service.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope };
const whose = 'Store staff reach their store\'s conversations, a courier their own, support every support (admin) conversation; '
  + `any other answers 404 "${CHAT_TEXTS.conversation_not_found}".`;

/** /api/v1/operator/messages: the other side of the customers' conversations. */
export const chatOperatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.chat;

  app.get('/messages', {
    schema: {
      tags: ['operator'], summary: 'The operator\'s conversations with customers, newest activity first', description: whose,
      security: operatorOnly, querystring: OperatorConversationListQuery, response: { 200: OperatorConversationPage, 400: ErrorEnvelope, 401: ErrorEnvelope },
    },
  }, async (request) => service.operatorList(operatorScope(await request.operator()), request.query));

  app.get('/messages/:id', {
    schema: {
      tags: ['operator'], summary: 'A conversation\'s messages, newest first; reading marks the customer\'s messages seen', description: whose,
      security: operatorOnly, params: OperatorConversationParams, querystring: OperatorConversationListQuery, response: { 200: OperatorMessageDetails, ...failures },
    },
  }, async (request) => service.operatorDetails(operatorScope(await request.operator()), request.params.id, request.query));

  app.post('/messages/:id', {
    schema: {
      tags: ['operator'], summary: 'Answer the customer; they get a push of type message', description: whose,
      security: operatorOnly, params: OperatorConversationParams, body: OperatorMessageReply, response: { 200: OperatorMessageSent, ...failures },
    },
  }, async (request) => {
    const op = await request.operator();
    return service.operatorReply(operatorScope(op), op.id, request.params.id, request.body);
  });
};
