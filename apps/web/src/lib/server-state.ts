import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { STORAGE_KEYS } from '@storefront/contract';
import { ApiError } from './api-client';
import { getStoredLanguage } from './language';
import { parseModule } from './session';
import { MIRRORED_KEYS, readItem, writeItem, type StorageKey } from './storage';

/** What the server rendered the page with (entry-server.tsx writes it, the server puts it in the page). */
export interface ServerState {
  queries: DehydratedState;
  router: HydrationState;
  storage: Record<string, string>;
  language: string;
  /** The time the server rendered the page at (ms since the epoch). */
  now: number;
}

export const SERVER_STATE_ID = 'ssr-state';

export function readServerState(): ServerState | undefined {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return undefined;
  }
}

/** Equal for the page's purpose: the module by its id (the server reads the rest afresh). */
function agrees(key: StorageKey, server: string | undefined, local: string | null): boolean {
  if (key === STORAGE_KEYS.module) return parseModule(server ?? null)?.id === parseModule(local)?.id;
  return (server ?? null) === local;
}

/**
 * Takes the server's data into the query client when the page was rendered by what this browser holds
 * (its language, zone, module and location); false when it was not (cookies older than local storage):
 * the page is then built afresh here rather than hydrated into a mismatch.
 */
export function hydrateServerState(state: ServerState, queryClient: QueryClient): boolean {
  if (state.language !== getStoredLanguage()) return false;
  for (const key of MIRRORED_KEYS.keys()) {
    if (key === STORAGE_KEYS.language) continue;
    if (!agrees(key, state.storage[key], readItem(key))) return false;
  }
  // The module as the server read it, so that its name and pictures render as in the page.
  const module = state.storage[STORAGE_KEYS.module];
  if (module && module !== readItem(STORAGE_KEYS.module)) writeItem(STORAGE_KEYS.module, module);
  for (const query of state.queries.queries) {
    const error = query.state.error as { api?: boolean; status: number; errors: ApiError['errors'] } | null;
    if (error?.api) (query.state as { error: unknown }).error = new ApiError(error.status, error.errors);
  }
  hydrate(queryClient, state.queries);
  return true;
}
