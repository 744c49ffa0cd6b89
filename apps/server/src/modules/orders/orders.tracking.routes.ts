import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  ErrorEnvelope, MAX_REFUND_IMAGES, ORDER_DETAILS_DESCRIPTION, Message, ORDER_TRACK_TEXTS, OrderCancelPost, CustomerOrderDetails, OrderList, OrderLookupQuery, OrdersQuery, OrderTrack,
  RefundRequestBody,
} from '@storefront/contract';
import { registerImageUploads, uploadedFiles } from '../../lib/uploads.js';
import { cartOwner } from '../cart/cart.owner.js';
import type { Viewer } from './orders.service.js';
import { customerOnly, customerOrGuest } from '../../lib/route-security.js';

const lookupFailures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope };

/** A token must sign somebody in (401 otherwise); without one, the caller may still be the guest who ordered. */
async function viewer(request: FastifyRequest): Promise<Viewer> {
  return { userId: request.ctx.token ? (await request.customer()).id : null };
}

/** Its own plugin, so that multipart parsing is only for this route. */
const refundRoute: FastifyPluginAsyncTypebox = async (app) => {
  await registerImageUploads(app, MAX_REFUND_IMAGES + 1);
  app.post('/customer/order/refund-request', {
    schema: {
      tags: ['orders'],
      summary: 'Ask for a refund of a delivered order (multipart/form-data; signed-in customers)',
      description: `image[]: up to ${MAX_REFUND_IMAGES} JPG, PNG or GIF pictures, at most 2 MB each; more answer "${ORDER_TRACK_TEXTS.refund_images}". `
        + `Only a delivered order, once (409 "${ORDER_TRACK_TEXTS.refund_not_allowed}").`,
      consumes: ['multipart/form-data'],
      security: customerOnly,
      body: RefundRequestBody,
      response: { 200: Message, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 413: ErrorEnvelope, 415: ErrorEnvelope },
    },
  }, async (request) => {
    const customer = await request.customer();
    await request.server.services.orderRefunds.requestRefund(customer.id, request.body, uploadedFiles(request.body['image[]'], request.body.image));
    return { message: ORDER_TRACK_TEXTS.refund_requested };
  });
};

export const orderTrackingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.orders;

  app.get('/customer/order/running-orders', {
    schema: {
      tags: ['orders'], summary: 'The signed-in customer\'s orders still on their way, newest first',
      security: customerOnly, querystring: OrdersQuery, response: { 200: OrderList, 400: ErrorEnvelope, 401: ErrorEnvelope },
    },
  }, async (request) => service.running((await request.customer()).id, request.query));

  app.get('/customer/order/list', {
    schema: {
      tags: ['orders'], summary: 'The signed-in customer\'s finished orders (delivered, canceled, failed, refunds), newest first',
      security: customerOnly, querystring: OrdersQuery, response: { 200: OrderList, 400: ErrorEnvelope, 401: ErrorEnvelope },
    },
  }, async (request) => service.history((await request.customer()).id, request.query));

  app.get('/customer/order/details', {
    schema: {
      tags: ['orders'], summary: 'The lines of an order: its owner by token, or the guest who placed it (guest_id and contact_number)',
      description: `${ORDER_DETAILS_DESCRIPTION} The order's state and amounts are in customer/order/track. `
        + `Anybody else's order, or a wrong phone, answers 404 "${ORDER_TRACK_TEXTS.not_found}".`,
      security: customerOrGuest, querystring: OrderLookupQuery, response: { 200: CustomerOrderDetails, ...lookupFailures },
    },
  }, async (request) => service.details(await viewer(request), request.query));

  app.get('/customer/order/track', {
    schema: {
      tags: ['orders'], summary: 'Where an order is: its state and history, the store, the address and the delivery man\'s position',
      description: 'A guest adds guest_id and contact_number. A parcel opens to anyone, signed in or not, with its sender\'s or receiver\'s phone '
        + `as contact_number, to watch only. Anybody else's order, or a wrong phone, answers 404 "${ORDER_TRACK_TEXTS.not_found}".`,
      security: customerOrGuest, querystring: OrderLookupQuery, response: { 200: OrderTrack, ...lookupFailures },
    },
  }, async (request) => service.track(await viewer(request), request.query));

  // The spec's client sends the cancellation as a form POST with _method=put.
  app.post('/customer/order/cancel', {
    schema: {
      tags: ['orders'], summary: 'Cancel an order, as PUT customer/order/cancel does (_method=put)',
      security: customerOrGuest, body: OrderCancelPost,
      response: { 200: Message, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope },
    },
  }, async (request) => {
    const { _method: _ignored, ...body } = request.body;
    await app.services.orderCancel.cancel(await cartOwner(request, body.guest_id), body);
    return { message: ORDER_TRACK_TEXTS.canceled };
  });

  await app.register(refundRoute);
};
