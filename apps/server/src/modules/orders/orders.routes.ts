import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CancellationReasonList, CancellationReasonsQuery, ErrorEnvelope, Message, ORDER_CHANGE_TEXTS, OrderCancel, OrderPaymentMethod, RefundReasonList,
} from '@storefront/contract';
import { cartOwner } from '../cart/cart.owner.js';
import { customerOrGuest } from '../../lib/route-security.js';


export const ordersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/customer/order/payment-method', {
    schema: {
      tags: ['orders'], summary: 'After a failed digital payment: pay the order in cash on delivery instead (where the zone allows it)',
      security: customerOrGuest, body: OrderPaymentMethod,
      response: { 200: Message, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope },
    },
  }, async (request) => {
    await app.services.orders.switchToCashOnDelivery(await cartOwner(request, request.body.guest_id), request.body);
    return { message: ORDER_CHANGE_TEXTS.payment_updated };
  });

  app.put('/customer/order/cancel', {
    schema: {
      tags: ['orders'], summary: 'Cancel an order while it is pending or confirmed, with a reason; stock, coupon use and wallet money go back',
      description: 'Later states answer 409. Also reachable as POST with _method=put.',
      security: customerOrGuest, body: OrderCancel,
      response: { 200: Message, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope },
    },
  }, async (request) => {
    await app.services.orderCancel.cancel(await cartOwner(request, request.body.guest_id), request.body);
    return { message: ORDER_CHANGE_TEXTS.canceled };
  });

  const lists = app.services.orderReasons;
  app.get('/customer/order/cancellation-reasons', {
    schema: {
      tags: ['orders'], summary: 'Reasons to cancel an order (type customer, store or delivery_man)',
      querystring: CancellationReasonsQuery, response: { 200: CancellationReasonList, 400: ErrorEnvelope },
    },
  }, async (request) => lists.cancellationReasons(request.query, request.ctx.lang));

  app.get('/customer/order/refund-reasons', {
    schema: { tags: ['orders'], summary: 'Reasons to ask for a refund', response: { 200: RefundReasonList } },
  }, async (request) => lists.refundReasons(request.ctx.lang));
};
