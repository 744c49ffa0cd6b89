import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CancellationReasonList, CancellationReasonsQuery, ErrorEnvelope, Message, OfflinePaymentMethodList, ORDER_CHANGE_TEXTS, OrderCancel,
  OrderPaymentMethod, OrderPlace, OrderPlaced, OrderPreview, PageOnlyQuery, ParcelInstructionList, RefundReasonList, MAX_PRESCRIPTION_IMAGES,
  PRESCRIPTION_TEXTS, PrescriptionPlace,
} from '@storefront/contract';
import { registerImageUploads, uploadedFiles } from '../../lib/uploads.js';
import { cartOwner } from '../cart/cart.owner.js';
import { catalogView } from '../catalog/catalog.view.js';

const security: { [name: string]: string[] }[] = [{ bearer: [] }, {}];

const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7e]+$' })),
});

/** Its own plugin, so that multipart parsing is only for this route. */
const prescriptionRoute: FastifyPluginAsyncTypebox = async (app) => {
  await registerImageUploads(app, 10);
  app.post('/customer/order/prescription/place', {
    schema: {
      tags: ['orders'],
      summary: 'Send photos of a prescription to a pharmacy (multipart/form-data); paid in cash on delivery once priced',
      description: `order_attachment[]: 1 to ${MAX_PRESCRIPTION_IMAGES} JPG, PNG or GIF pictures by content, at most 2 MB each (413), stored re-encoded; `
        + `none answers "${PRESCRIPTION_TEXTS.none}", more answer "${PRESCRIPTION_TEXTS.too_many}".`,
      consumes: ['multipart/form-data'],
      security,
      body: PrescriptionPlace,
      response: { 200: OrderPlaced, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 413: ErrorEnvelope, 415: ErrorEnvelope, 422: ErrorEnvelope },
    },
  }, async (request) => {
    const customer = request.ctx.token ? await request.customer() : null;
    const owner = await cartOwner(request, request.body.guest_id);
    const images = uploadedFiles(request.body['order_attachment[]'], request.body.order_attachment);
    return app.services.orders.placePrescription(owner, customer, request.body, images);
  });
};

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

  app.post('/customer/order/preview', {
    schema: {
      tags: ['orders'],
      summary: 'The exact totals of an order before placing it (same body as place; nothing is written)',
      description: 'Coupon, address, payment-method and stock rules answer as placing would, so the checkout page can show them first.',
      security,
      body: OrderPlace,
      response: { 200: OrderPreview, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope },
    },
  }, async (request) => {
    const customer = request.ctx.token ? await request.customer() : null;
    const owner = await cartOwner(request, request.body.guest_id);
    return { totals: await service.preview(owner, customer, request.body, catalogView(request, 'required')) };
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
      tags: ['orders'], summary: 'Cancel an order while it is pending or confirmed, with a reason; stock, coupon use and wallet money go back',
      description: 'Later states answer 409. Also reachable as POST with _method=put.',
      security, body: OrderCancel,
      response: { 200: Message, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope },
    },
  }, async (request) => {
    await changes.cancel(await cartOwner(request, request.body.guest_id), request.body);
    return { message: ORDER_CHANGE_TEXTS.canceled };
  });

  await app.register(prescriptionRoute);

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
