import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { RENDER_COOKIES } from '@storefront/contract';
import { ApiError } from './api-client';
import { hydrateServerState, type ServerState } from './server-state';
import { mirrorAll, removeItem, STORAGE_KEYS, writeItem } from './storage';

const cookies = () => Object.fromEntries(document.cookie.split('; ').filter(Boolean).map((c) => c.split('=').map(decodeURIComponent) as [string, string]));
const food = { id: 3, module_name: 'Food', module_type: 'food' };

function state(storage: Record<string, string>, language = 'en'): ServerState {
  return {
    language,
    now: 0,
    storage,
    router: { loaderData: {} },
    queries: {
      mutations: [],
      queries: [
        { queryKey: ['config'], queryHash: '["config"]', dehydratedAt: 0, state: { data: { business_name: 'Souqly' }, status: 'success' } as never },
        { queryKey: ['item', 'x'], queryHash: '["item","x"]', dehydratedAt: 0, state: { error: { api: true, status: 404, errors: [{ code: 'not_found', message: 'Not found' }] }, status: 'error' } as never },
      ],
    },
  };
}

afterEach(() => {
  localStorage.clear();
  for (const name of Object.keys(cookies())) document.cookie = `${name}=; path=/; max-age=0`;
});

describe('the cookies that mirror what pages render by', () => {
  it('follow the language, zone and module (by id) as they are written, and say a session is there without its token', () => {
    writeItem(STORAGE_KEYS.zoneId, '[1,2]');
    writeItem(STORAGE_KEYS.module, JSON.stringify(food));
    writeItem(STORAGE_KEYS.token, 'secret-token');
    writeItem(STORAGE_KEYS.location, 'Downtown Dubai');
    expect(cookies()).toEqual({ [RENDER_COOKIES.zoneId]: '[1,2]', [RENDER_COOKIES.module]: '3', [RENDER_COOKIES.session]: '1' });
    removeItem(STORAGE_KEYS.token);
    removeItem(STORAGE_KEYS.zoneId);
    expect(cookies()).toEqual({ [RENDER_COOKIES.module]: '3' });
  });

  it('are brought in line with storage written before they existed', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'ar');
    localStorage.setItem(STORAGE_KEYS.zoneId, '[1]');
    mirrorAll();
    expect(cookies()).toEqual({ [RENDER_COOKIES.language]: 'ar', [RENDER_COOKIES.zoneId]: '[1]' });
  });
});

describe('taking over the server\'s page', () => {
  it('hydrates when the page was rendered by what this browser holds, its refusals as API errors', () => {
    localStorage.setItem(STORAGE_KEYS.zoneId, '[1]');
    localStorage.setItem(STORAGE_KEYS.module, JSON.stringify({ ...food, module_name: 'Old name' }));
    const client = new QueryClient();
    expect(hydrateServerState(state({ [STORAGE_KEYS.language]: 'en', [STORAGE_KEYS.zoneId]: '[1]', [STORAGE_KEYS.module]: JSON.stringify(food) }), client)).toBe(true);
    expect(client.getQueryData(['config'])).toEqual({ business_name: 'Souqly' });
    const error = client.getQueryState(['item', 'x'])?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    // The module as the server read it, so its name renders as in the page.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.module)!)).toEqual(food);
  });

  it('does not when the language, zone or module differ: the page is built afresh', () => {
    localStorage.setItem(STORAGE_KEYS.zoneId, '[1]');
    const client = new QueryClient();
    expect(hydrateServerState(state({ [STORAGE_KEYS.zoneId]: '[1]' }, 'ar'), client)).toBe(false);
    expect(hydrateServerState(state({ [STORAGE_KEYS.zoneId]: '[2]' }), client)).toBe(false);
    expect(hydrateServerState(state({ [STORAGE_KEYS.zoneId]: '[1]', [STORAGE_KEYS.module]: JSON.stringify(food) }), client)).toBe(false);
    expect(client.getQueryData(['config'])).toBeUndefined();
  });
});
