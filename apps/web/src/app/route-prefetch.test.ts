import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configQueryOptions } from '@/features/config/api/get-config';
import { storeDetailsQueryOptions } from '@/features/catalog/api/get-store-details';
import { itemDetailsQueryOptions } from '@/features/catalog/api/get-item-details';
import { landingPageQueryOptions } from '@/features/landing/api/get-landing-page';
import { bannersQueryOptions } from '@/features/banners/api/get-banners';
import { STORAGE_KEYS } from '@/lib/storage';
import { configFixture, landingFixture, moduleFixture } from '@/test/fixtures';
import { mockFetch } from '@/test/utils';
import { prefetchLoaders, setPrefetchClient } from './route-prefetch';

const args = (url: string, params: Record<string, string> = {}) => ({ request: new Request(url), params, context: undefined }) as unknown as LoaderFunctionArgs;

function locate() {
  localStorage.setItem(STORAGE_KEYS.zoneId, '[1]');
  localStorage.setItem(STORAGE_KEYS.module, JSON.stringify(moduleFixture()));
}

describe('route prefetch', () => {
  let client: QueryClient;
  beforeEach(() => {
    mockFetch({ config: { body: configFixture() }, banners: { body: { banners: [], campaigns: [] } }, 'react-landing-page': { body: landingFixture() }, 'stores/details/9': { body: { id: 9 } }, 'items/details/5': { body: { id: 5 } } });
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    setPrefetchClient(client);
  });
  afterEach(() => {
    setPrefetchClient(undefined);
    localStorage.clear();
  });

  // The pages read these very keys; a key built otherwise would fetch twice.
  it('starts the business settings at once and each page\'s first call under the key its page reads', async () => {
    locate();
    prefetchLoaders.landing();
    expect(prefetchLoaders.home(args('http://x/home'))).toBeNull();
    prefetchLoaders.store(args('http://x/store/9', { id: '9' }));
    prefetchLoaders.product(args('http://x/product/5', { id: '5' }));
    await expect.poll(() => client.isFetching()).toBe(0);
    for (const key of [configQueryOptions().queryKey, landingPageQueryOptions().queryKey, bannersQueryOptions().queryKey, storeDetailsQueryOptions('9').queryKey, itemDetailsQueryOptions('5').queryKey]) {
      expect(client.getQueryData(key), JSON.stringify(key)).toBeDefined();
    }
  });

  it('leaves the banners alone on the search page and without a location, where /home shows none', async () => {
    prefetchLoaders.home(args('http://x/home'));
    locate();
    prefetchLoaders.home(args('http://x/home?search=rice'));
    prefetchLoaders.home(args('http://x/home?data_type=category'));
    await expect.poll(() => client.isFetching()).toBe(0);
    expect(client.getQueryCache().findAll({ queryKey: ['banners'] })).toHaveLength(0);
  });

  it('prefetches nothing without a client, as when unit tests render the routes', () => {
    setPrefetchClient(undefined);
    locate();
    prefetchLoaders.store(args('http://x/store/9', { id: '9' }));
    expect(client.getQueryCache().getAll().filter((q) => q.queryKey[0] === 'store')).toHaveLength(0);
  });
});
