import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VideoContent } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';

/** The video (or image) banner with its three steps; null when the module has none. */
export const getVideoContent = async (signal?: AbortSignal): Promise<VideoContent> =>
  (await api.get<VideoContent | undefined>('other-banners/video-content', { silent: true, signal })) ?? null;

export const videoContentQueryOptions = () =>
  queryOptions({ queryKey: scopedKey('parcel', 'video'), queryFn: ({ signal }) => getVideoContent(signal), staleTime: 5 * 60_000 });

export const useVideoContent = () => useQuery(videoContentQueryOptions());
