import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ParcelOrderPlace, ParcelQuote } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export const PARCEL_PREVIEW_QUERY_ROOT = 'parcel-preview';
/** Typing in a field settles this long before the server measures and prices the ride again. */
export const PARCEL_PREVIEW_DEBOUNCE_MS = 300;

/** POST customer/order/preview with a parcel body: distance and charge, nothing written; a 422 (zone texts) stays in place, no toast. */
export const previewParcel = (body: ParcelOrderPlace, signal?: AbortSignal) =>
  api.post<ParcelQuote>('customer/order/preview', body, { silent: true, signal });

export const parcelPreviewQueryOptions = (body: ParcelOrderPlace | null, token: string | null) =>
  queryOptions({
    queryKey: [PARCEL_PREVIEW_QUERY_ROOT, token, body] as const,
    queryFn: body ? ({ signal }) => previewParcel(body, signal) : skipToken,
    retry: false,
    staleTime: 30_000,
  });

/** The instruction does not change the price: typing it asks nothing. */
const pricedPart = ({ delivery_instruction: _instruction, ...priced }: ParcelOrderPlace) => priced;

/** The server's quote for `body` (null: not complete enough to price); the last quote stays shown while the next loads. */
export function useParcelPreview(body: ParcelOrderPlace | null, delayMs = PARCEL_PREVIEW_DEBOUNCE_MS) {
  const token = useToken();
  const json = body ? JSON.stringify(pricedPart(body)) : null;
  const settled = useDebouncedValue(json, delayMs);
  const query = useQuery({
    ...parcelPreviewQueryOptions(settled && json ? (JSON.parse(settled) as ParcelOrderPlace) : null, token),
    placeholderData: keepPreviousData,
  });
  return {
    quote: json ? query.data : undefined,
    error: json && settled === json ? query.error : null,
    loading: !!json && (settled !== json || query.isFetching),
  };
}
