import { describe, expect, it } from 'vitest';
import { MAX_LIMIT, pageWindow } from './pagination.js';

describe('pageWindow', () => {
  it('treats offset as a page number from 1 and caps the limit', () => {
    expect(pageWindow({})).toEqual({ limit: 10, offset: 1, skip: 0 });
    expect(pageWindow({ limit: 12, offset: 3 })).toEqual({ limit: 12, offset: 3, skip: 24 });
    expect(pageWindow({ limit: 5000 }).limit).toBe(MAX_LIMIT);
    expect(pageWindow({ offset: 0 }, 20)).toEqual({ limit: 20, offset: 1, skip: 0 });
  });
});
