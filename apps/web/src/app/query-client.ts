import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** Client errors (4xx) will not change on retry; server and network errors get two more tries. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
