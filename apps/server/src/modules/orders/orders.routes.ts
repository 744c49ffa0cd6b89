import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorEnvelope, OrderPlace, OrderPlaced } from '@storefront/contract';
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
    const owner = customer ? { userId: customer.id, guestId: null } : await app.services.cart.guest(request.body.guest_id);
    const view = catalogView(request, 'required');
    return service.place(owner, customer, request.body, view, request.headers['idempotency-key'] ?? null);
  });
};
