import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleLanding, ConsoleLandingUpdate, LandingPictureSlot } from '@storefront/contract';
import { api, retryUnlessRefused } from '../../../lib/api-client';

const landingKeys = { all: ['landing'] as const };

/** The landing page: texts in every language, app links, the zones' section, pictures. */
export function useLanding() {
  return useQuery({ queryKey: landingKeys.all, queryFn: ({ signal }) => api.get<ConsoleLanding>('console/landing', { signal }), retry: retryUnlessRefused });
}

/** A save names the version read: a 409 (ApiAnswerError) carries the landing page now and the fields changed since. */
export function useSaveLanding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleLandingUpdate) => api.put<ConsoleLanding>('console/landing', body),
    onSuccess: (saved) => queryClient.setQueryData(landingKeys.all, saved),
  });
}

/** A picture for the header, the promotional banner, or a new promotion banner; it names the version read too. */
export function useUploadLandingPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, slot, file }: { version: number; slot: LandingPictureSlot; file: File }) => {
      const form = new FormData();
      form.append('version', String(version));
      form.append('slot', slot);
      form.append('image', file);
      return api.post<ConsoleLanding>('console/landing/pictures', form);
    },
    onSuccess: (saved) => queryClient.setQueryData(landingKeys.all, saved),
  });
}
