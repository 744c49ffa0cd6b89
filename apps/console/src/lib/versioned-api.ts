import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The writes of a console list of versioned rows at `path` (console/cashbacks…): create, a save naming the
 * version read (a 409 is an ApiAnswerError carrying the row now and the fields changed since) and a new
 * picture. Each saved row makes the queries under `keys` read again.
 */
export function useVersionedWrites<Row, Create, Update>(path: string, keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const saved = () => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  const create = useMutation({ mutationFn: (body: Create) => api.post<Row>(path, body), onSuccess: saved });
  const update = useMutation({ mutationFn: ({ id, body }: { id: number; body: Update }) => api.put<Row>(`${path}/${id}`, body), onSuccess: saved });
  const upload = useMutation({
    mutationFn: ({ id, version, file }: { id: number; version: number; file: File }) => {
      const form = new FormData();
      form.append('version', String(version));
      form.append('image', file);
      return api.put<Row>(`${path}/${id}/image`, form);
    },
    onSuccess: saved,
  });
  return { create, update, upload };
}
