import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OrderPlace, OrderPreview } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export const ORDER_PREVIEW_QUERY_ROOT = 'order-preview';
/** Changes settle this long before the server prices them again. */
export const PREVIEW_DEBOUNCE_MS = 300;

/** POST customer/order/preview: the place body, priced by the server, nothing written; errors stay in place (no toast, no Idempotency-Key). */
export const previewOrder = (body: OrderPlace, signal?: AbortSignal) =>
  api.post<OrderPreview>('customer/order/preview', body, { silent: true, signal });

/** Keyed by the body (and the session, which the server prices for): the same choices are priced once. */
export const previewOrderQueryOptions = (body: OrderPlace | null, token: string | null) =>
  queryOptions({
    queryKey: [ORDER_PREVIEW_QUERY_ROOT, token, body] as const,
    queryFn: body ? ({ signal }) => previewOrder(body, signal) : skipToken,
    select: (answer) => answer.totals,
    retry: false,
    staleTime: 30_000,
  });

/** The note, who to call and the offline payment's inputs do not change the price: typing them asks nothing. */
const pricedPart = (body: OrderPlace): OrderPlace => {
  const priced = { ...body };
  delete priced.order_note;
  delete priced.contact;
  delete priced.offline_payment;
  if (typeof priced.address === 'object') {
    const { contact_person_name: _n, contact_person_number: _p, contact_person_email: _e, ...where } = priced.address;
    priced.address = where;
  }
  return priced;
};

/**
 * The server's exact totals of `body`, or nothing while `body` is null (not complete enough to price).
 * Changes are debounced and the last totals stay shown while the next load, so the summary does not
 * flicker; a new coupon code (Apply) is priced at once.
 */
export function usePreviewOrder(body: OrderPlace | null, delayMs = PREVIEW_DEBOUNCE_MS) {
  const token = useToken();
  const json = body ? JSON.stringify(pricedPart(body)) : null;
  const debounced = useDebouncedValue(json, delayMs);
  const settled = useMemo(() => {
    const current = json ? (JSON.parse(json) as OrderPlace) : null;
    const previous = debounced ? (JSON.parse(debounced) as OrderPlace) : null;
    if (!current || !previous || previous.coupon_code !== current.coupon_code) return current;
    return previous;
  }, [json, debounced]);
  const query = useQuery({ ...previewOrderQueryOptions(settled, token), placeholderData: keepPreviousData });
  /** The totals of the body as it is now (not a previous one's, nor a body still settling). */
  const current = !!settled && JSON.stringify(settled) === json && !query.isPlaceholderData && query.isSuccess;
  return { totals: settled ? query.data : undefined, error: settled ? query.error : null, current, loading: !!settled && query.isFetching };
}
