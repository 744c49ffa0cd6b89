import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleFaq, ConsoleFaqConflict, ConsoleFaqCreate, ConsoleFaqDelete, ConsoleFaqList, ConsoleFaqUpdate, ErrorEnvelope, FaqParams, Message } from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const SAVED = 'One transaction with its audit entry; the storefront\'s FAQ shows the change at once on every instance, in the visitor\'s language (English where a text is not translated).';

/** /api/v1/console/faqs: the help page's common questions, for those who hold pages.view and pages.edit. */
export const supportConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.supportConsole;

  app.get('/faqs', {
    schema: { tags: ['console'], summary: 'Every common question, shown or not, in its order', security: staffCan('pages.view'), response: { 200: ConsoleFaqList, ...failures } },
  }, async () => service.list());

  app.post('/faqs', {
    schema: {
      tags: ['console'], summary: 'A new question and its answer (last unless a position is given)', description: SAVED,
      security: staffCan('pages.edit'), body: ConsoleFaqCreate, response: { 200: ConsoleFaq, ...failures },
    },
  }, async (request) => service.create(await actorOf(request), request.body));

  app.put('/faqs/:faqId', {
    schema: {
      tags: ['console'], summary: 'Change a question: its texts, position, on or off',
      description: `Fields left out stay. A version older than the question's answers 409 with the question as it is and the fields changed since. ${SAVED}`,
      security: staffCan('pages.edit'), params: FaqParams, body: ConsoleFaqUpdate, response: { 200: ConsoleFaq, ...failures, 409: ConsoleFaqConflict },
    },
  }, async (request) => service.update(await actorOf(request), request.params.faqId, request.body));

  app.delete('/faqs/:faqId', {
    schema: {
      tags: ['console'], summary: 'Remove a question', description: `A version older than the question's answers 409. ${SAVED}`,
      security: staffCan('pages.edit'), params: FaqParams, querystring: ConsoleFaqDelete,
      response: { 200: Message, ...failures, 409: ConsoleFaqConflict },
    },
  }, async (request) => {
    await service.remove(await actorOf(request), request.params.faqId, request.query.version);
    return { message: 'Question removed.' };
  });
};
