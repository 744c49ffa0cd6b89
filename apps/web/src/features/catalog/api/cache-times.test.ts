import { describe, expect, it } from 'vitest';
import { categoriesQueryOptions } from './get-categories';
import { commonConditionsQueryOptions } from './get-common-conditions';
import { itemListQueryOptions } from './get-item-list';

describe('client caches', () => {
  it('keeps categories 5 min, featured ones 8 min, popular items 5 min and common conditions 480000 ms', () => {
    expect(categoriesQueryOptions().staleTime).toBe(5 * 60_000);
    expect(categoriesQueryOptions({ featured: true }).staleTime).toBe(8 * 60_000);
    expect(itemListQueryOptions('popular').staleTime).toBe(5 * 60_000);
    expect(commonConditionsQueryOptions().staleTime).toBe(480_000);
  });
});
