import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preValidationHookHandler } from 'fastify';
import { Type } from 'typebox';
import {
  CouponApplied, CouponApply, CustomerOrderPlace, ErrorEnvelope, foldFlatOrder, MAX_PRESCRIPTION_IMAGES, OfflinePaymentMethodList, OrderPlaced, OrderPreview, ParcelQuote,
  PARCEL_TEXTS, PRESCRIPTION_TEXTS, PrescriptionPlace,
} from '@storefront/contract';
import { fieldMessages } from '../../lib/field-messages.js';
import { registerImageUploads, uploadedFiles } from '../../lib/uploads.js';
import { cartOwner } from '../cart/cart.owner.js';
import { foldFlatParcel } from '../parcel/parcel.flat.js';
import { catalogView } from '../catalog/catalog.view.js';
import { customerOrGuest } from '../../lib/route-security.js';

/** The flat order and parcel bodies become the nested ones before validation, so both meet the same rules and texts. */
const foldFlatBody: preValidationHookHandler = (request, _reply, done) => {
  if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
    foldFlatOrder(request.body as Record<string, unknown>);
    foldFlatParcel(request.body as Record<string, unknown>);
  }
  done();
};

/** The spec's texts for the address and contact person of an order or a parcel, nested or flat, instead of the schema's wording. */
const orderTexts = fieldMessages({
  address: PARCEL_TEXTS.address_required,
  ...Object.fromEntries(['address', 'receiver_details'].flatMap((party) => [
    [`${party}.address`, PARCEL_TEXTS.address_required],
    [`${party}.contact_person_name`, PARCEL_TEXTS.name_required],
    [`${party}.contact_person_number`, PARCEL_TEXTS.phone_required],
  ])),
});

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
      security: customerOrGuest,
      body: PrescriptionPlace,
      response: { 200: OrderPlaced, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 413: ErrorEnvelope, 415: ErrorEnvelope, 422: ErrorEnvelope, 503: ErrorEnvelope },
    },
  }, async (request) => {
    const customer = request.ctx.token ? await request.customer() : null;
    const owner = await cartOwner(request, request.body.guest_id);
    const images = uploadedFiles(request.body['order_attachment[]'], request.body.order_attachment);
    return app.services.checkout.placePrescription(owner, customer, request.body, images);
  });
};

export const checkoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.checkout;
  app.post('/customer/order/place', {
    schema: {
      tags: ['orders'],
      summary: 'Place an order from the cart of the moduleId header, or of one item (source buy_now), or a parcel (order_type parcel)',
      description: 'Every amount is computed by the server (amounts a client sends are ignored). The address comes nested, or flat (address text with latitude, longitude, road, house, floor and the contact person beside it). '
        + 'A parcel may come flat too: the sender\'s address text, position and contact person at the top level, receiver_details as an object or its JSON text, order_note as the delivery instruction. A signed-in customer is known by the bearer token; a guest sends guest_id and contact (only when guest_checkout_status is 1). '
        + 'The same Idempotency-Key sent again with the same body answers the order it made instead of placing another; with another body, 422 idempotency_mismatch.',
      security: customerOrGuest,
      headers: IdempotencyHeaders,
      body: CustomerOrderPlace,
      response: { 200: OrderPlaced, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope, 503: ErrorEnvelope },
    },
    schemaErrorFormatter: orderTexts,
    preValidation: foldFlatBody,
  }, async (request) => {
    const { body } = request;
    const customer = request.ctx.token ? await request.customer() : null;
    const owner = await cartOwner(request, body.guest_id);
    const idempotencyKey = request.headers['idempotency-key'] ?? null;
    if (body.order_type === 'parcel') return service.placeParcel({ owner, customer, body, idempotencyKey });
    return service.place({ owner, customer, body, view: catalogView(request, 'required'), idempotencyKey });
  });

  app.post('/customer/order/preview', {
    schema: {
      tags: ['orders'],
      summary: 'The exact totals of an order before placing it (same body as place; nothing is written); a parcel answers its quote',
      description: 'Coupon, address, payment-method and stock rules answer as placing would, so the checkout page can show them first. '
        + 'A guest\'s contact and the offline payment\'s inputs change no amount and are not asked for yet.',
      security: customerOrGuest,
      body: CustomerOrderPlace,
      response: { 200: Type.Union([OrderPreview, ParcelQuote]), 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope, 503: ErrorEnvelope },
    },
    schemaErrorFormatter: orderTexts,
    preValidation: foldFlatBody,
  }, async (request) => {
    const { body } = request;
    const customer = request.ctx.token ? await request.customer() : null;
    const owner = await cartOwner(request, body.guest_id);
    if (body.order_type === 'parcel') return service.previewParcel({ owner, customer, body });
    return { totals: await service.preview({ owner, customer, body, view: catalogView(request, 'required') }) };
  });

  app.post('/coupon/apply', {
    schema: {
      tags: ['checkout'],
      summary: 'What a coupon takes off the caller\'s cart of a store (the moduleId header\'s cart), with the refusals placing the order would give',
      security: customerOrGuest, body: CouponApply,
      response: { 200: CouponApplied, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope },
    },
  }, async (request) => {
    const customer = request.ctx.token ? await request.customer() : null;
    const owner = await cartOwner(request, request.body.guest_id);
    return service.applyCoupon({ owner, customer, view: catalogView(request, 'required') }, request.body);
  });

  await app.register(prescriptionRoute);

  const lists = app.services.checkoutLists;
  app.get('/offline_payment_method_list', {
    schema: { tags: ['orders'], summary: 'Offline payment methods: what the business shows and what the customer fills in', response: { 200: OfflinePaymentMethodList } },
  }, async () => lists.offlineMethods());
};
