import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParcelInstructionList } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';

/** order/parcel-instructions: ready-made delivery instructions, in the customer's language. */
export const getParcelInstructions = (signal?: AbortSignal) =>
  api.get<ParcelInstructionList>('customer/order/parcel-instructions', { query: { limit: 20, offset: 1 }, silent: true, signal });

export const parcelInstructionsQueryOptions = () =>
  queryOptions({ queryKey: scopedKey('parcel', 'instructions'), queryFn: ({ signal }) => getParcelInstructions(signal), staleTime: 5 * 60_000 });

export const useParcelInstructions = () => useQuery(parcelInstructionsQueryOptions());
