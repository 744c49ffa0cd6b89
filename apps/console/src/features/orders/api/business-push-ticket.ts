import type { PushTicket } from '@storefront/contract';
import { api } from '../../../lib/api-client';

/** A one-minute ticket that opens the business's push stream once: the dispatch map's live nudges. */
export const businessPushTicket = () => api.post<PushTicket>('console/push/ticket');
