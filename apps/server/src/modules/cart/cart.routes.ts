import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CART_TEXTS, CartAdd, CartList, CartOwnerQuery, CartRemoveItemQuery, CartUpdate, ErrorEnvelope, Message } from '@storefront/contract';
import { catalogView } from '../catalog/catalog.view.js';
import { cartOwner } from './cart.owner.js';
import { customerOrGuest } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope };
const owners = 'A signed-in customer is known by the bearer token; a guest sends guest_id (from auth/guest/request).';

export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.cart;

  app.get('/customer/cart/list', {
    schema: {
      tags: ['cart'],
      summary: 'The cart of the module in the moduleId header, each line priced by the server',
      description: `${owners} With neither (a client that has not got its guest id yet, or sends it empty or null), the list is empty: nobody can have lines yet.`,
      security: customerOrGuest,
      querystring: CartOwnerQuery,
      response: { 200: CartList, ...failures },
    },
  }, async (request) => {
    if (!request.ctx.token && request.query.guest_id === undefined) return [];
    return service.list(await cartOwner(request, request.query.guest_id), request.ctx.requireModuleId(), catalogView(request));
  });

  app.post('/customer/cart/add', {
    schema: {
      tags: ['cart'],
      summary: 'Add an item with its choices; the same line again adds to its quantity',
      description: `${owners} A price in the body is ignored. An item of another store than the cart's answers 409 different_store and changes nothing; the spec's variation, stock and limit texts answer 422.`,
      security: customerOrGuest,
      body: CartAdd,
      response: { 200: CartList, 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope, ...failures },
    },
  }, async (request) => service.add(await cartOwner(request, request.body.guest_id), request.body, catalogView(request)));

  app.post('/customer/cart/update', {
    schema: {
      tags: ['cart'],
      summary: 'Replace a line\'s quantity, variation and add-ons',
      description: `${owners} Another owner's cart_id answers 404.`,
      security: customerOrGuest,
      body: CartUpdate,
      response: { 200: CartList, 404: ErrorEnvelope, 422: ErrorEnvelope, ...failures },
    },
  }, async (request) => service.update(await cartOwner(request, request.body.guest_id), request.body, catalogView(request)));

  app.delete('/customer/cart/remove-item', {
    schema: {
      tags: ['cart'],
      summary: 'Remove one line',
      description: `${owners} Another owner's cart_id answers 404.`,
      security: customerOrGuest,
      querystring: CartRemoveItemQuery,
      response: { 200: CartList, 404: ErrorEnvelope, ...failures },
    },
  }, async (request) => service.removeLine(await cartOwner(request, request.query.guest_id), request.query.cart_id, catalogView(request)));

  app.delete('/customer/cart/remove', {
    schema: {
      tags: ['cart'],
      summary: 'Empty the cart of the module in the moduleId header (every cart of the owner without one)',
      description: owners,
      security: customerOrGuest,
      querystring: CartOwnerQuery,
      response: { 200: Message, ...failures },
    },
  }, async (request) => {
    await service.clear(await cartOwner(request, request.query.guest_id), request.ctx.moduleId());
    return { message: CART_TEXTS.cleared };
  });
};
