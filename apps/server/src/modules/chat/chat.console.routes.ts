import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorEnvelope, OperatorConversationListQuery, OperatorConversationPage, OperatorMessageDetails, OperatorMessageReply, OperatorMessageSent,
  StoreParams,
} from '@storefront/contract';
import { Type } from 'typebox';
import { staffCan } from '../../lib/route-security.js';
import type { PartyScope } from './chat.service.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const ConversationParams = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
const StoreConversationParams = Type.Object({ storeId: Type.Integer({ minimum: 1 }), id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
const storeScope = (storeId: number): PartyScope => ({ partyType: 'vendor', partyId: storeId });

/**
 * /api/v1/console/stores/:storeId/messages: the store's conversations with its customers, answered by
 * its staff (a conversation of another store is not found). A customer's new message reaches the
 * store's push stream as a push of type message. /api/v1/console/courier/messages: a courier's own
 * conversations (another courier's is not found).
 */
export const chatConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.chat;

  app.get('/stores/:storeId/messages', {
    schema: {
      tags: ['console'], summary: 'The store\'s conversations, newest activity first', security: staffCan('chat.store'),
      params: StoreParams, querystring: OperatorConversationListQuery, response: { 200: OperatorConversationPage, ...failures },
    },
  }, async (request) => service.operatorList(storeScope(request.params.storeId), request.query));

  app.get('/stores/:storeId/messages/:id', {
    schema: {
      tags: ['console'], summary: 'A conversation\'s messages, newest first; reading marks the customer\'s messages seen', security: staffCan('chat.store'),
      params: StoreConversationParams, querystring: OperatorConversationListQuery, response: { 200: OperatorMessageDetails, ...failures },
    },
  }, async (request) => service.operatorDetails(storeScope(request.params.storeId), request.params.id, request.query));

  app.post('/stores/:storeId/messages/:id', {
    schema: {
      tags: ['console'], summary: 'Answer the customer as the store; they get a push (kept in the audit log)', security: staffCan('chat.store'),
      params: StoreConversationParams, body: OperatorMessageReply, response: { 200: OperatorMessageSent, ...failures },
    },
  }, async (request) => {
    const operatorId = (await request.operator()).id;
    return service.operatorReply(storeScope(request.params.storeId), operatorId, request.params.id, request.body, { operatorId, ip: request.ip });
  });

  // The courier's conversations with the customers of its orders (a customer writes to the courier from the tracking drawer).
  const courierScope = async (request: { operator(): Promise<{ id: number }> }): Promise<PartyScope> => ({ partyType: 'delivery_man', partyId: (await request.operator()).id });

  app.get('/courier/messages', {
    schema: {
      tags: ['console'], summary: 'My conversations with customers, newest activity first', security: staffCan('courier.work'),
      querystring: OperatorConversationListQuery, response: { 200: OperatorConversationPage, ...failures },
    },
  }, async (request) => service.operatorList(await courierScope(request), request.query));

  app.get('/courier/messages/:id', {
    schema: {
      tags: ['console'], summary: 'One of my conversations, newest first; reading marks the customer\'s messages seen', security: staffCan('courier.work'),
      params: ConversationParams, querystring: OperatorConversationListQuery, response: { 200: OperatorMessageDetails, ...failures },
    },
  }, async (request) => service.operatorDetails(await courierScope(request), request.params.id, request.query));

  app.post('/courier/messages/:id', {
    schema: {
      tags: ['console'], summary: 'Answer the customer; they get a push (kept in the audit log)', security: staffCan('courier.work'),
      params: ConversationParams, body: OperatorMessageReply, response: { 200: OperatorMessageSent, ...failures },
    },
  }, async (request) => {
    const scope = await courierScope(request);
    return service.operatorReply(scope, scope.partyId, request.params.id, request.body, { operatorId: scope.partyId, ip: request.ip });
  });
};
