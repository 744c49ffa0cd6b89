import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleReview, ConsoleReviewPage, ConsoleReviewReply, ConsoleReviewsQuery, ErrorEnvelope, StoreParams, StoreReviewParams } from '@storefront/contract';
import { staffCan } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/** /api/v1/console/stores/:storeId/reviews: the store panel's reviews page. */
export const reviewsConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.reviewsConsole;

  app.get('/stores/:storeId/reviews', {
    schema: {
      tags: ['console'], summary: 'The published reviews of the store\'s items, newest first (filter: all, or unanswered)',
      security: staffCan('reviews.reply'), params: StoreParams, querystring: ConsoleReviewsQuery, response: { 200: ConsoleReviewPage, ...failures },
    },
  }, async (request) => service.list(request.params.storeId, request.query, request.ctx.lang));

  app.put('/stores/:storeId/reviews/:id/reply', {
    schema: {
      tags: ['console'], summary: 'Reply to a review: 1 to 500 characters; an empty reply takes it away',
      description: 'The storefront shows the reply under the review. Kept in the audit log. A review of another store answers 404.',
      security: staffCan('reviews.reply'), params: StoreReviewParams, body: ConsoleReviewReply, response: { 200: ConsoleReview, ...failures },
    },
  }, async (request) => service.reply({ operatorId: (await request.operator()).id, ip: request.ip }, request.params.storeId, request.params.id, request.body, request.ctx.lang));
};
