import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Recipient } from './push.repository.js';

/**
 * Tickets that open the push stream: `<payload>.<HMAC-SHA256>` in base64url, naming the recipient,
 * when the ticket expires and a random id. Short-lived, good for nothing else and spent by the stream
 * they open (push.spent.ts), so that a URL that ends up in a log or a proxy opens nothing more.
 */
interface TicketPayload {
  /** c:<user id>, g:<guest id>, s:<store id>, or b for the business's staff. */
  r: string;
  /** Expiry, milliseconds since the epoch. */
  e: number;
  /** A customer's or a staff member's session (token id): the stream ends with it. */
  t?: number;
  /** The ticket's random id, under which it is marked spent. */
  j: string;
}

/** A genuine, unexpired ticket: who it names, and what spending it needs. */
export interface VerifiedTicket {
  recipient: Recipient;
  id: string;
  expiresAtMs: number;
}

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(`push-ticket.${payload}`).digest('base64url');

export function signTicket(secret: string, recipient: Recipient, expiresAtMs: number): string {
  const j = randomBytes(16).toString('base64url');
  const body: TicketPayload = recipient.kind === 'guest' ? { r: `g:${recipient.id}`, e: expiresAtMs, j }
    : { r: recipient.kind === 'business' ? 'b' : `${recipient.kind[0]}:${recipient.id}`, e: expiresAtMs, t: recipient.tokenId, j };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The ticket, or null when it is not ours, damaged or expired (whether it was spent is not known here). */
export function verifyTicket(secret: string, ticket: string, nowMs: number): VerifiedTicket | null {
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
  if (typeof body.e !== 'number' || body.e <= nowMs || typeof body.r !== 'string' || typeof body.j !== 'string' || body.j.length === 0) return null;
  const recipient = recipientOf(body);
  return recipient && { recipient, id: body.j, expiresAtMs: body.e };
}

function recipientOf(body: TicketPayload): Recipient | null {
  const id = body.r.slice(2);
  if (body.r.startsWith('c:') && /^\d+$/.test(id) && Number.isInteger(body.t)) return { kind: 'customer', id: Number(id), tokenId: body.t! };
  if (body.r.startsWith('g:') && id.length > 0) return { kind: 'guest', id };
  if (body.r.startsWith('s:') && /^\d+$/.test(id) && Number.isInteger(body.t)) return { kind: 'store', id: Number(id), tokenId: body.t! };
  if (body.r === 'b' && Number.isInteger(body.t)) return { kind: 'business', tokenId: body.t! };
  return null;
}
