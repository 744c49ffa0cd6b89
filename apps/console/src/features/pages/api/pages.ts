import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsolePage, ConsolePageList, ConsolePagePreview, ConsolePageUpdate, PageKey } from '@storefront/contract';
import { api, retryUnlessRefused } from '../../../lib/api-client';

const pageKeys = { all: ['pages'] as const, list: ['pages', 'list'] as const, one: (key: PageKey) => ['pages', 'one', key] as const };

/** The six information pages: titles, on or off, versions. */
export function usePages() {
  return useQuery({ queryKey: pageKeys.list, queryFn: ({ signal }) => api.get<ConsolePageList>('console/pages', { signal }), retry: retryUnlessRefused });
}

/** One page with its bodies in every language. */
export function usePage(key: PageKey) {
  return useQuery({ queryKey: pageKeys.one(key), queryFn: ({ signal }) => api.get<ConsolePage>(`console/pages/${key}`, { signal }), retry: retryUnlessRefused });
}

/** A save names the version read: a 409 (ApiAnswerError) carries the page now and the fields changed since. */
export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: PageKey; body: ConsolePageUpdate }) => api.put<ConsolePage>(`console/pages/${key}`, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(pageKeys.one(saved.key), saved);
      void queryClient.invalidateQueries({ queryKey: pageKeys.list });
    },
  });
}

/** The HTML as the server would keep it: what the preview shows, never the typed HTML itself. */
export function usePreviewPage() {
  return useMutation({ mutationFn: (content: string) => api.post<ConsolePagePreview>('console/pages/preview', { content }) });
}
