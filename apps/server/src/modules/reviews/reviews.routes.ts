import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DeliveryManReviewSubmit, DeliveryManReviewSubmitted, ErrorEnvelope, ItemReviewSubmit, ItemReviewSubmitted, MAX_REVIEW_PHOTOS, Message, OrderIdBody,
  OrderReviews, OrderReviewsQuery, REVIEW_TEXTS, REVIEWABLE_STATUSES, ReviewReminder,
} from '@storefront/contract';
import { registerImageUploads, uploadedFiles } from '../../lib/uploads.js';
import { customerOnly } from '../../lib/route-security.js';

const orderRules = `Only the caller's order (anybody else's answers 404 "${REVIEW_TEXTS.order_not_found}"), once it reached them `
  + `(${REVIEWABLE_STATUSES.join(', ')}; else 422 "${REVIEW_TEXTS.not_delivered}"); once (409 "${REVIEW_TEXTS.already}").`;

/** Its own plugin, so that multipart parsing is only for this route. */
const itemReviewRoute: FastifyPluginAsyncTypebox = async (app) => {
  // One file more than allowed, so that a fourth photo answers the text rather than the parser's limit.
  await registerImageUploads(app, MAX_REVIEW_PHOTOS + 1);
  app.post('/customer/items/reviews/submit', {
    schema: {
      tags: ['reviews'],
      summary: 'Rate an item of a delivered order, with a comment and photos (multipart/form-data, or JSON without photos)',
      description: `${orderRules} The item must be in the order (422 "${REVIEW_TEXTS.item_not_in_order}"). attachment[]: up to ${MAX_REVIEW_PHOTOS} `
        + `JPG, PNG or GIF pictures by content, at most 2 MB each (413, 415), stored re-encoded; more answer "${REVIEW_TEXTS.too_many_photos}". `
        + 'The item\'s and its store\'s avg_rating and rating_count are recomputed at once.',
      consumes: ['multipart/form-data', 'application/json'],
      security: customerOnly,
      body: ItemReviewSubmit,
      response: {
        200: ItemReviewSubmitted, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 413: ErrorEnvelope, 415: ErrorEnvelope, 422: ErrorEnvelope,
      },
    },
  }, async (request) => {
    const customer = await request.customer();
    const photos = uploadedFiles(request.body['attachment[]'], request.body.attachment);
    return app.services.reviews.submitItem(customer, request.body, photos, request.ctx.lang);
  });
};

export const reviewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.reviews;

  await app.register(itemReviewRoute);

  app.post('/customer/delivery-man/reviews/submit', {
    schema: {
      tags: ['reviews'],
      summary: 'Rate the courier who delivered an order',
      description: `${orderRules} delivery_man_id must be the order's courier (422 "${REVIEW_TEXTS.courier_not_of_order}").`,
      security: customerOnly,
      body: DeliveryManReviewSubmit,
      response: { 200: DeliveryManReviewSubmitted, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope },
    },
  }, async (request) => service.submitCourier(await request.customer(), request.body));

  app.get('/customer/review-reminder', {
    schema: {
      tags: ['reviews'],
      summary: 'The rate prompt: the caller\'s latest order that reached them, if it is delivered, not dismissed and has items left to rate',
      description: 'Answers order_id null and no items otherwise; an older order is never offered.',
      security: customerOnly,
      response: { 200: ReviewReminder, 401: ErrorEnvelope },
    },
  }, async (request) => service.reminder((await request.customer()).id, request.ctx.lang));

  app.post('/customer/review-reminder-cancel', {
    schema: {
      tags: ['reviews'],
      summary: 'Turn the rate prompt of an order down: it is not offered again',
      description: `Only the caller's order (else 404 "${REVIEW_TEXTS.order_not_found}"); sending it again is fine.`,
      security: customerOnly,
      body: OrderIdBody,
      response: { 200: Message, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope },
    },
  }, async (request) => service.dismiss((await request.customer()).id, request.body.order_id));

  app.get('/customer/order-reviews', {
    schema: {
      tags: ['reviews'],
      summary: 'The rate page of one of the caller\'s orders: each item with the caller\'s review, and the courier with theirs',
      description: `Anybody else's order answers 404 "${REVIEW_TEXTS.order_not_found}". delivery_man is null when no courier carried it.`,
      security: customerOnly,
      querystring: OrderReviewsQuery,
      response: { 200: OrderReviews, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope },
    },
  }, async (request) => service.ofOrder((await request.customer()).id, request.query.order_id, request.ctx.lang));
};
