import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CHAT_TEXTS, ErrorEnvelope, OperatorConversationListQuery, OperatorConversationPage, OperatorConversationParams, OperatorMessageDetails,
  OperatorMessageReply, OperatorMessageSent,
} from '@storefront/contract';
import type { SignedInOperator } from '../operator/operator.service.js';

const security: { [name: string]: string[] }[] = [{ operator: [] }];
const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope };
const whose = 'Store staff reach their store\'s conversations, a courier their own, support every support (admin) conversation; '
  + `any other answers 404 "${CHAT_TEXTS.conversation_not_found}".`;

/** /api/v1/operator/messages: the other side of the customers' conversations. */
export const chatOperatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.chat;
  const signedIn = new WeakMap<FastifyRequest, SignedInOperator>();
  const operator = (request: FastifyRequest) => signedIn.get(request)!;

  app.addHook('onRequest', async (request) => {
    signedIn.set(request, await app.services.operators.authenticate(request.ctx.token));
  });

  app.get('/messages', {
    schema: {
      tags: ['operator'], summary: 'The operator\'s conversations with customers, newest activity first', description: whose,
      security, querystring: OperatorConversationListQuery, response: { 200: OperatorConversationPage, 400: ErrorEnvelope, 401: ErrorEnvelope },
    },
  }, async (request) => service.operatorList(operator(request), request.query));

  app.get('/messages/:id', {
    schema: {
      tags: ['operator'], summary: 'A conversation\'s messages, newest first; reading marks the customer\'s messages seen', description: whose,
      security, params: OperatorConversationParams, querystring: OperatorConversationListQuery, response: { 200: OperatorMessageDetails, ...failures },
    },
  }, async (request) => service.operatorDetails(operator(request), request.params.id, request.query));

  app.post('/messages/:id', {
    schema: {
      tags: ['operator'], summary: 'Answer the customer; they get a push of type message', description: whose,
      security, params: OperatorConversationParams, body: OperatorMessageReply, response: { 200: OperatorMessageSent, ...failures },
    },
  }, async (request) => service.operatorReply(operator(request), request.params.id, request.body));
};
