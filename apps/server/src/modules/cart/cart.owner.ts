import type { FastifyRequest } from 'fastify';
import type { CartOwner } from './cart.repository.js';

/**
 * Who owns a cart or an order: the customer behind a token (an expired token answers 401, never
 * a guest's cart), or a guest by a guest_id this server issued.
 */
export async function cartOwner(request: FastifyRequest, guestId: string | undefined): Promise<CartOwner> {
  if (request.ctx.token) return { userId: (await request.customer()).id, guestId: null };
  return request.server.services.cart.guest(guestId);
}
