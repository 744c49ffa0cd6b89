import { describe, expect, it } from 'vitest';
import { nextPage, uniqueById } from './paging';

type Page = { total_size: number; limit: number; offset: number; stores: { id: number }[] };
const rows = (ids: number[], total = 100): Page => ({ total_size: total, limit: 12, offset: 1, stores: ids.map((id) => ({ id })) });
const next = nextPage<Page>((p) => p.stores);

describe('nextPage', () => {
  it('asks for the following page while pages have rows', () => {
    const first = rows([1, 2]);
    expect(next(first, [first], 1)).toBe(2);
  });

  it('stops at an empty page even when total_size promises more', () => {
    const first = rows([1, 2]);
    const empty = rows([]);
    expect(next(empty, [first, empty], 2)).toBeUndefined();
  });

  it('stops once total_size rows have arrived', () => {
    const first = rows([1, 2], 4);
    const second = rows([3, 4], 4);
    expect(next(second, [first, second], 2)).toBeUndefined();
  });
});

describe('uniqueById', () => {
  it('keeps each id once, in first-seen order', () => {
    expect(uniqueById([[{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 3 }], undefined]).map((r) => r.id)).toEqual([1, 2, 3]);
  });
});
