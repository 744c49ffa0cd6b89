import { useQuery } from '@tanstack/react-query';
import type { Module } from '@storefront/contract';
import { api } from './api-client';

/** The business's modules, named in the console's language: what banners, categories and brands belong to. */
export const useModules = (language: string) =>
  useQuery({ queryKey: ['modules', language], queryFn: ({ signal }) => api.get<Module[]>('module', { signal }), staleTime: 10 * 60_000 });
