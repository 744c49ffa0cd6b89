import type { PushTicket } from '@storefront/contract';
import { api } from '../../../lib/api-client';

/** A one-minute ticket that opens the store's push stream once. */
export const storePushTicket = (storeId: number) => api.post<PushTicket>(`console/stores/${storeId}/push/ticket`);
