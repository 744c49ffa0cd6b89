import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CancellationReasonList, CancellationReasonsQuery, ErrorEnvelope, Message, OfflinePaymentMethodList, ORDER_CHANGE_TEXTS, OrderCancel,
  OrderPaymentMethod, OrderPlace, OrderPlaced, PageOnlyQuery, ParcelInstructionList, RefundReasonList,
} from '@storefront/contract';
import { cartOwner } from '../cart/cart.owner.js';
import { catalogView } from '../catalog/catalog.view.js';

const security: { [name: string]: string[] }[] = [{ bearer: [] }, {}];

const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7e]+$' })),
});

export const ordersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.orders;

  app.post('/customer/order/place', {
    schema: {
      tags: ['orders'],
      summary: 'Place an order from the cart of the moduleId header, or of one item (source buy_now)',
      description: 'Every amount is computed by the server. A signed-in customer is known by the bearer token; a guest sends guest_id and contact (only when guest_checkout_status is 1). '
        + 'The same Idempotency-Key sent again answers the order it made instead of placing another.',
      security,
      headers: IdempotencyHeaders,
      body: OrderPlace,
      response: { 200: OrderPlaced, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope },
    },
  }, async (request) => {
    const customer = request.ctx.token ? await request.customer() : null;
    const owner = await cartOwner(request, request.body.guest_id);
    const view = catalogView(request, 'required');
    return service.place(owner, customer, request.body, view, request.headers['idempotency-key'] ?? null);
  });

  const changes = app.services.orderChanges;
  app.post('/customer/order/payment-method', {
    schema: {
      tags: ['orders'], summary: 'After a failed digital payment: pay the order in cash on delivery instead (where the zone allows it)',
      security, body: OrderPaymentMethod,
      response: { 200: Message, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope },
    },
  }, async (request) => {
    await changes.switchToCashOnDelivery(await cartOwner(request, request.body.guest_id), request.body);
    return { message: ORDER_CHANGE_TEXTS.payment_updated };
  });

  app.put('/customer/order/cancel', {
    schema: {
      tags: ['orders'], summary: 'Cancel an order the store has not taken up yet, with a reason; stock, coupon use and wallet money go back',
      security, body: OrderCancel,
      response: { 200: Message, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope },
    },
  }, async (request) => {
    await changes.cancel(await cartOwner(request, request.body.guest_id), request.body);
    return { message: ORDER_CHANGE_TEXTS.canceled };
  });

  const lists = app.services.orderLists;
  app.get('/customer/order/cancellation-reasons', {
    schema: {
      tags: ['orders'], summary: 'Reasons to cancel an order (type customer, store or delivery_man)',
      querystring: CancellationReasonsQuery, response: { 200: CancellationReasonList, 400: ErrorEnvelope },
    },
  }, async (request) => lists.cancellationReasons(request.query, request.ctx.lang));

  app.get('/customer/order/refund-reasons', {
    schema: { tags: ['orders'], summary: 'Reasons to ask for a refund', response: { 200: RefundReasonList } },
  }, async (request) => lists.refundReasons(request.ctx.lang));

  app.get('/customer/order/parcel-instructions', {
    schema: { tags: ['orders'], summary: 'Instructions a sender can give the courier', querystring: PageOnlyQuery, response: { 200: ParcelInstructionList, 400: ErrorEnvelope } },
  }, async (request) => lists.parcelInstructions(request.query, request.ctx.lang));

  app.get('/offline_payment_method_list', {
    schema: { tags: ['orders'], summary: 'Offline payment methods: what the business shows and what the customer fills in', response: { 200: OfflinePaymentMethodList } },
  }, async () => lists.offlineMethods());
};
