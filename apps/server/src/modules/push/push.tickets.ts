import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Recipient } from './push.repository.js';

/**
 * Tickets that open the push stream: `<payload>.<HMAC-SHA256>` in base64url, naming the recipient
 * and when the ticket expires. Short-lived and good for nothing else, so that a URL that ends up in a
 * log or a proxy gives away at most a minute of somebody's pushes, never their bearer token.
 */
interface TicketPayload {
  /** c:<user id> or g:<guest id>. */
  r: string;
  /** Expiry, milliseconds since the epoch. */
  e: number;
  /** A customer's session (token id): the stream ends with it. */
  t?: number;
}

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(`push-ticket.${payload}`).digest('base64url');

export function signTicket(secret: string, recipient: Recipient, expiresAtMs: number): string {
  const body: TicketPayload = recipient.kind === 'customer'
    ? { r: `c:${recipient.id}`, e: expiresAtMs, t: recipient.tokenId }
    : { r: `g:${recipient.id}`, e: expiresAtMs };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The recipient a ticket names, or null when it is not ours, damaged or expired. */
export function verifyTicket(secret: string, ticket: string, nowMs: number): Recipient | null {
  const [payload, signature, extra] = ticket.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let body: TicketPayload;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TicketPayload;
  } catch {
    return null;
  }
  if (typeof body.e !== 'number' || body.e <= nowMs || typeof body.r !== 'string') return null;
  const id = body.r.slice(2);
  if (body.r.startsWith('c:') && /^\d+$/.test(id) && Number.isInteger(body.t)) return { kind: 'customer', id: Number(id), tokenId: body.t! };
  if (body.r.startsWith('g:') && id.length > 0) return { kind: 'guest', id };
  return null;
}
