import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CHAT_TEXTS, ConversationListQuery, ConversationPage, ConversationSearchQuery, ErrorEnvelope, MAX_CHAT_IMAGES, MAX_CHAT_MESSAGE, MessageDetails,
  MessageDetailsQuery, MessageSend, MessageSent,
} from '@storefront/contract';
import { registerImageUploads, uploadedFiles } from '../../lib/uploads.js';
import { customerOnly } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope };
const parties = 'receiver_type vendor (receiver_id: a store), delivery_man (receiver_id: the courier of one of the caller\'s orders) or admin (support, no receiver_id)';

/** Its own plugin, so that multipart parsing is only for this route. */
const sendRoute: FastifyPluginAsyncTypebox = async (app) => {
  // One file more than allowed, so that a fourth image answers the text rather than the parser's limit.
  await registerImageUploads(app, MAX_CHAT_IMAGES + 1);
  app.post('/customer/message/send', {
    schema: {
      tags: ['chat'],
      summary: 'Write to a store, a courier or support (multipart/form-data, or JSON without images)',
      description: `conversation_id (only the caller's, else 404 "${CHAT_TEXTS.conversation_not_found}"), or ${parties}; the first message makes the conversation. `
        + `message up to ${MAX_CHAT_MESSAGE} characters, trimmed; image[]: up to ${MAX_CHAT_IMAGES} JPG, PNG or GIF pictures by content, at most 2 MB each (413, 415), `
        + `stored re-encoded. Neither text nor image answers 400 "${CHAT_TEXTS.empty}". A courier takes messages only while one of the caller's orders with them `
        + `is running (else 422 "${CHAT_TEXTS.courier_closed}"). order_id must be the caller's order (else 404 "${CHAT_TEXTS.order_not_found}").`,
      consumes: ['multipart/form-data', 'application/json'],
      security: customerOnly,
      body: MessageSend,
      response: { 200: MessageSent, ...failures, 404: ErrorEnvelope, 413: ErrorEnvelope, 415: ErrorEnvelope, 422: ErrorEnvelope },
    },
  }, async (request) => {
    const customer = await request.customer();
    return app.services.chat.send(customer, request.body, uploadedFiles(request.body['image[]'], request.body.image));
  });
};

/** The customer's side of chat (message list, details, send, search-list): signed-in customers only. */
export const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.chat;

  await app.register(sendRoute);

  app.get('/customer/message/list', {
    schema: {
      tags: ['chat'], summary: 'The caller\'s conversations, newest activity first, with the other party, the last message and unread counts',
      security: customerOnly, querystring: ConversationListQuery, response: { 200: ConversationPage, ...failures },
    },
  }, async (request) => service.list((await request.customer()).id, request.query));

  app.get('/customer/message/search-list', {
    schema: {
      tags: ['chat'], summary: 'The caller\'s conversations whose party\'s name holds `name` (any case), newest activity first',
      security: customerOnly, querystring: ConversationSearchQuery, response: { 200: ConversationPage, ...failures },
    },
  }, async (request) => service.list((await request.customer()).id, request.query));

  app.get('/customer/message/details', {
    schema: {
      tags: ['chat'], summary: 'A conversation\'s messages, newest first; reading marks the other party\'s messages seen',
      description: `conversation_id (only the caller's, else 404 "${CHAT_TEXTS.conversation_not_found}"), or ${parties}: `
        + `with no conversation yet, conversation is null and messages empty. An unknown party answers 404 "${CHAT_TEXTS.receiver_not_found}".`,
      security: customerOnly, querystring: MessageDetailsQuery, response: { 200: MessageDetails, ...failures, 404: ErrorEnvelope },
    },
  }, async (request) => service.details((await request.customer()).id, request.query));
};
