import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CampaignItemChoices, CampaignState, CampaignStoreChoices, ConsoleBasicCampaign, ConsoleBasicCampaignCreate, ConsoleBasicCampaignPage, ConsoleBasicCampaignUpdate,
  ConsoleFlashSale, ConsoleFlashSaleCreate, ConsoleFlashSaleLineSave, ConsoleFlashSalePage, ConsoleFlashSaleUpdate, ConsoleItemCampaign,
  ConsoleItemCampaignCreate, ConsoleItemCampaignPage, ConsoleItemCampaignUpdate,
} from '@storefront/contract';
import { api, retryUnlessRefused } from '../../../lib/api-client';

export const CAMPAIGNS_PAGE_SIZE = 20;

export interface CampaignFilters {
  /** 0: every module. */
  moduleId: number;
  state: CampaignState | 'all';
  search: string;
  page: number;
}

/** The three lists the editors keep: basic campaigns, item campaigns, flash sales, each under its own key. */
export type CampaignKind = 'basic' | 'items' | 'flash';
const PATHS: Record<CampaignKind, string> = { basic: 'console/campaigns/basic', items: 'console/campaigns/items', flash: 'console/flash-sales' };
const keys = { all: (kind: CampaignKind) => ['campaigns', kind] as const, list: (kind: CampaignKind, f: CampaignFilters) => ['campaigns', kind, f.moduleId, f.state, f.search, f.page] as const };

function listQuery(filters: CampaignFilters) {
  const query = new URLSearchParams({ limit: String(CAMPAIGNS_PAGE_SIZE), offset: String((filters.page - 1) * CAMPAIGNS_PAGE_SIZE) });
  if (filters.moduleId) query.set('module_id', String(filters.moduleId));
  if (filters.state !== 'all') query.set('state', filters.state);
  if (filters.search.trim()) query.set('search', filters.search.trim());
  return query;
}

function useList<T>(kind: CampaignKind, filters: CampaignFilters) {
  return useQuery({
    queryKey: keys.list(kind, filters),
    queryFn: ({ signal }) => api.get<T>(`${PATHS[kind]}?${listQuery(filters)}`, { signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

/** A page of basic campaigns, newest first, of a module, found by part of the title in any language, in a state when asked. */
export const useBasicCampaigns = (filters: CampaignFilters) => useList<ConsoleBasicCampaignPage>('basic', filters);
export const useItemCampaigns = (filters: CampaignFilters) => useList<ConsoleItemCampaignPage>('items', filters);
export const useFlashSales = (filters: CampaignFilters) => useList<ConsoleFlashSalePage>('flash', filters);

/** A saved row: its list reads again (its state and place in it may have changed). */
function useSaved(kind: CampaignKind) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: keys.all(kind) });
}

/** Creating and saving one kind of row; a save names the version read, and a 409 (ApiAnswerError) carries the row now and the fields changed since. */
function useWrites<Row, Create, Update>(kind: CampaignKind) {
  const saved = useSaved(kind);
  const create = useMutation({ mutationFn: (body: Create) => api.post<Row>(PATHS[kind], body), onSuccess: saved });
  const update = useMutation({ mutationFn: ({ id, body }: { id: number; body: Update }) => api.put<Row>(`${PATHS[kind]}/${id}`, body), onSuccess: saved });
  return { create, update };
}
export const useBasicCampaignWrites = () => useWrites<ConsoleBasicCampaign, ConsoleBasicCampaignCreate, ConsoleBasicCampaignUpdate>('basic');
export const useItemCampaignWrites = () => useWrites<ConsoleItemCampaign, ConsoleItemCampaignCreate, ConsoleItemCampaignUpdate>('items');
export const useFlashSaleWrites = () => useWrites<ConsoleFlashSale, ConsoleFlashSaleCreate, ConsoleFlashSaleUpdate>('flash');

/** A new picture for a basic campaign, as multipart/form-data, with the version read. */
export function useUploadCampaignImage() {
  const saved = useSaved('basic');
  return useMutation({
    mutationFn: ({ id, version, file }: { id: number; version: number; file: File }) => {
      const form = new FormData();
      form.append('version', String(version));
      form.append('image', file);
      return api.put<ConsoleBasicCampaign>(`console/campaigns/basic/${id}/image`, form);
    },
    onSuccess: saved,
  });
}

/** A sale's line added or changed, or (no terms) taken out; each names the sale's version and answers the sale as it is now. */
export function useFlashSaleLine() {
  const saved = useSaved('flash');
  return useMutation({
    mutationFn: ({ saleId, itemId, terms, version }: { saleId: number; itemId: number; version: number; terms: Omit<ConsoleFlashSaleLineSave, 'version'> | null }) => (
      terms
        ? api.put<ConsoleFlashSale>(`console/flash-sales/${saleId}/items/${itemId}`, { version, ...terms })
        : api.delete<ConsoleFlashSale>(`console/flash-sales/${saleId}/items/${itemId}?version=${version}`)
    ),
    onSuccess: saved,
  });
}

/** A module's stores or items by part of their name, for a campaign's or sale's choice (nothing until a module is chosen). */
export function useChoices<K extends 'stores' | 'items'>(kind: K, moduleId: number, search: string) {
  const query = new URLSearchParams({ module_id: String(moduleId), limit: '20' });
  if (search.trim()) query.set('search', search.trim());
  return useQuery({
    queryKey: ['campaigns', 'choices', kind, moduleId, search.trim()],
    queryFn: ({ signal }) => api.get<K extends 'stores' ? CampaignStoreChoices : CampaignItemChoices>(`console/campaigns/choices/${kind}?${query}`, { signal }),
    enabled: moduleId > 0,
    placeholderData: keepPreviousData,
  });
}
