import type { PushTicket } from '@storefront/contract';
import { api } from '@/lib/api-client';

/** A short-lived ticket that opens the channel: the bearer token (sent by the client) never sits in a URL; a guest names its guest id. */
export const getPushTicket = (guestId: string | null) =>
  api.post<PushTicket>('customer/push/ticket', guestId ? { guest_id: guestId } : {}, { silent: true, keepSession: true });
