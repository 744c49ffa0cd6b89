import type { FastifyRequest } from 'fastify';

/** The customer, or the guest by the guest_id this server issued. */
export type CartOwner = { userId: number; guestId: null } | { userId: null; guestId: string };

/** The key carts and orders are kept under. */
export const ownerKey = (o: CartOwner) => (o.userId !== null ? `user:${o.userId}` : `guest:${o.guestId}`);

/**
 * Who owns a cart or an order: the customer behind a token (an expired token answers 401, never
 * a guest's cart), or a guest by a guest_id this server issued (401 otherwise).
 */
export async function cartOwner(request: FastifyRequest, guestId: string | undefined): Promise<CartOwner> {
  if (request.ctx.token) return { userId: (await request.customer()).id, guestId: null };
  return { userId: null, guestId: await request.server.services.guests.verify(guestId) };
}
